import { reservationCodeAlphabet } from '@convoy/domain/contracts/reservation.schema';

/**
 * The access log without what opens a booking. A booking's code and its
 * renter's e-mail together let anyone look it up, change it or cancel it, and
 * both travel in URLs: the lookup (/api/reservations/CNV-7K3M9Q?email=…), the
 * invoice and receipt links of the manage page, the e-mailed /manage?code=…
 * link. Access logs are kept and read by more people than the database, so a
 * logged URL shows `[code]` for a reservation's, quote's or organisation's
 * code and `[email]` for an e-mail address, in the path or the query, and
 * `[token]` for a calendar feed's token (decision 039); the
 * request itself is untouched, so every link keeps working.
 */

const code = `[A-Za-z]{1,4}-[${reservationCodeAlphabet}${reservationCodeAlphabet.toLowerCase()}]{6,10}`;
/** A whole path segment that is a code (short-code.ts: CNV-7K3M9Q, Q-4F7K2M, ORG-2K4M6P), in either case. */
const wholeCode = new RegExp(`^${code}$`);
/** A code inside a query value (a `next` address holding one), not inside a longer word. */
const codeInText = new RegExp(`(?<![A-Za-z0-9])${code}(?![A-Za-z0-9])`, 'g');
/**
 * A run of the characters an address is made of, between the characters none holds (space, `/?&=:;,<>"'()[]`).
 * A run with an `@` that has a character on each side of it is an address, the whole run: what
 * `[^…]+@[^…]+` matches, found in one pass. That pattern itself backtracks over every start in a long
 * run without one (a 16 KB query of letters: 0.4 s of the only thread, per request).
 */
const wordRun = /[^\s/?&=:;,<>"'()[\]]+/g;

export function withoutEmails(text: string): string {
  return text.replace(wordRun, (run) => {
    const at = run.indexOf('@', 1);
    return at > 0 && at < run.length - 1 ? '[email]' : run;
  });
}
const emailKey = /^e-?mail$/i;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** A calendar feed's token (decision 039), with its `.ics` or without: it opens the calendar. */
const feedToken = /^cal_[A-Za-z0-9_-]+(\.ics)?$/;

function safeSegment(segment: string): string {
  const text = decoded(segment);
  if (feedToken.test(text)) return '[token]';
  if (text.includes('@')) return '[email]';
  return wholeCode.test(text) ? '[code]' : segment;
}

function safeParameter(pair: string): string {
  const eq = pair.indexOf('=');
  if (eq < 0) return pair;
  const key = pair.slice(0, eq);
  if (emailKey.test(decoded(key))) return `${key}=[email]`;
  const text = decoded(pair.slice(eq + 1));
  const safe = withoutEmails(text).replace(codeInText, '[code]');
  if (safe === text) return pair;
  return `${key}=${encodeURIComponent(safe).replace(/%5B(code|email)%5D/g, '[$1]')}`;
}

/** The URL as the access log shows it: codes and e-mail addresses replaced, the rest as sent. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).split('/').map(safeSegment).join('/');
  return q < 0
    ? path
    : `${path}?${url
        .slice(q + 1)
        .split('&')
        .map(safeParameter)
        .join('&')}`;
}

/** What the serializer reads of a request: Fastify hands it its request, its types say Node's. */
interface LoggedRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | null;
}

/** Fastify's `req` log serializer (its own fields), the URL redacted. */
export function requestForLog(request: LoggedRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}
