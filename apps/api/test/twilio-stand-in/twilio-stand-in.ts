import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';

export interface TwilioStandInOptions {
  /** The one account accepted (`AC…`) and its auth token: Basic auth of every request. */
  accountSid: string;
  authToken: string;
  /** 0 or unset: any free port. */
  port?: number;
  /** Milliseconds since the epoch, like Date.now (the default): a message's `date_created`. */
  now?: () => number;
}

/** A message Twilio accepted, as the stand-in keeps it. */
export interface StandInMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  createdAt: number;
}

const messagesPath = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;
const e164 = /^\+[1-9]\d{7,14}$/;

/**
 * A local stand-in for Twilio's Messages API, for tests: the real `twilio`
 * SDK sends to it (TWILIO_API_URL), it keeps what it accepted in memory, and it
 * fails on demand (README.md). It also signs the replies Twilio would post to
 * the app's webhook, with the SDK's own helper.
 */
export class TwilioStandIn {
  readonly messages: StandInMessage[] = [];
  /** Requests that reached the Messages endpoint, accepted or not. */
  requests = 0;
  readonly #optedOut = new Set<string>();
  #outage = 0;

  private constructor(
    private readonly server: Server,
    private readonly options: TwilioStandInOptions,
  ) {}

  static async start(options: TwilioStandInOptions): Promise<TwilioStandIn> {
    let standIn: TwilioStandIn | undefined;
    const server = createServer((request, response) => {
      standIn!.#handle(request, response).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(error instanceof Error ? error.message : String(error));
      });
    });
    // Twilio keeps an idle connection open for minutes; Node's default of 5 s would reset the
    // SDK's kept-alive socket under a test that holds the event loop (SQLite's busy wait).
    server.keepAliveTimeout = 120_000;
    standIn = new TwilioStandIn(server, options);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
    });
    return standIn;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The messages accepted for one number (E.164). */
  to(number: string): StandInMessage[] {
    return this.messages.filter((m) => m.to === number);
  }

  /** The next `n` requests answer 503 and send nothing (Twilio down for a moment). */
  unavailable(n: number): void {
    this.#outage = n;
  }

  /** Messages to `number` are refused with 21610, as Twilio does once the number replied STOP to the sender. */
  optOut(number: string): void {
    this.#optedOut.add(number);
  }

  /**
   * A reply as Twilio posts it to the app's webhook at `url`: its
   * form-encoded body and the `X-Twilio-Signature` the SDK computes for it.
   */
  reply(url: string, from: string, body: string): { payload: string; signature: string } {
    const fields: Record<string, string> = {
      AccountSid: this.options.accountSid,
      ApiVersion: '2010-04-01',
      Body: body,
      From: from,
      MessageSid: sid('SM'),
      NumMedia: '0',
      NumSegments: '1',
      SmsStatus: 'received',
      To: '+14105550100',
    };
    return {
      payload: new URLSearchParams(fields).toString(),
      signature: twilio.getExpectedTwilioSignature(this.options.authToken, url, fields),
    };
  }

  close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    return closed;
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const account = messagesPath.exec(path)?.[1];
    if (request.method !== 'POST' || !account) {
      return error(response, 404, 20404, `The requested resource ${path} was not found`);
    }
    this.requests++;
    if (this.#outage > 0) {
      this.#outage--;
      return error(response, 503, 20503, 'Service unavailable');
    }
    const expected = `Basic ${Buffer.from(`${this.options.accountSid}:${this.options.authToken}`).toString('base64')}`;
    if (request.headers.authorization !== expected || account !== this.options.accountSid) {
      return error(response, 401, 20003, 'Authenticate');
    }
    const form = new URLSearchParams(await bodyOf(request));
    const to = form.get('To');
    const body = form.get('Body');
    const from = form.get('From');
    const service = form.get('MessagingServiceSid');
    if (!to) return error(response, 400, 21604, "A 'To' phone number is required.");
    if (!e164.test(to)) return error(response, 400, 21211, `Invalid 'To' Phone Number: ${to}`);
    if (!from && !service) return error(response, 400, 21603, "A 'From' phone number is required.");
    if (!body) return error(response, 400, 21602, 'Message body is required.');
    if (body.length > 1600)
      return error(response, 400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
    if (this.#optedOut.has(to)) {
      return error(response, 400, 21610, 'Attempt to send to unsubscribed recipient');
    }
    const message: StandInMessage = {
      sid: sid('SM'),
      to,
      from,
      messagingServiceSid: service,
      body,
      createdAt: (this.options.now ?? Date.now)(),
    };
    this.messages.push(message);
    const created = new Date(message.createdAt).toUTCString().replace('GMT', '+0000');
    send(response, 201, {
      sid: message.sid,
      account_sid: account,
      messaging_service_sid: service,
      to,
      from,
      body,
      status: 'queued',
      direction: 'outbound-api',
      num_segments: String(Math.ceil(body.length / 153) || 1),
      num_media: '0',
      api_version: '2010-04-01',
      date_created: created,
      date_updated: created,
      date_sent: null,
      error_code: null,
      error_message: null,
      price: null,
      price_unit: 'USD',
      uri: `/2010-04-01/Accounts/${account}/Messages/${message.sid}.json`,
      subresource_uris: { media: `/2010-04-01/Accounts/${account}/Messages/${message.sid}/Media.json` },
    });
  }
}

const sid = (prefix: string) => prefix + randomBytes(16).toString('hex');

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Twilio's error envelope. */
function error(response: ServerResponse, status: number, code: number, message: string): void {
  send(response, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}
