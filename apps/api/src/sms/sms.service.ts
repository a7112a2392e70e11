import { smsConsentText } from '@convoy/domain/content/sms-consent';
import twilio from 'twilio';
import type { Executor } from '../db/database.ts';
import type { SmsOptInSource } from '../db/tables/sms.table.ts';
import { ApiError } from '../errors.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import { maskNumber, type NumberKey, normaliseNumber } from './phone-number.ts';
import { replyKeyword } from './sms-replies.ts';

/** Seals a number for the SMS outbox and opens it to send (the licence numbers' cipher, decision 018). */
export interface NumberSeal {
  seal(plain: string): string;
  open(sealed: string): string;
}

/** A text to queue: the number as typed, a short body, what it is about. */
export interface NewText {
  to: string;
  kind: string;
  /** The text; `{link}` stands where `link` goes. */
  body: string;
  /** A personal link (a driver's pre-arrival link): sealed until the text is sent, then erased. */
  link?: string;
  /** The reservation code it is about. */
  reference: string | null;
}

export interface SmsServiceOptions {
  db: Executor;
  repositories: RepositoryFactory;
  numbers: NumberKey;
  seal: NumberSeal;
  /** Twilio's auth token and the URL it posts replies to; null: no SMS (TWILIO_* unset). */
  twilio: { authToken: string; inboundUrl: string } | null;
  now: () => number;
}

/**
 * Text messages (decision 022): who agreed to be texted, per number; texts
 * queued in the transaction of what they are about, only to numbers that
 * agreed and only when Twilio is configured; replies (STOP, START) received
 * through Twilio's signed webhook.
 */
export class SmsService {
  readonly #o: SmsServiceOptions;

  constructor(options: SmsServiceOptions) {
    this.#o = options;
  }

  /** Whether texts go out at all (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM set). */
  get enabled(): boolean {
    return this.#o.twilio !== null;
  }

  /**
   * Records that the owner of `number` agreed to texts, in the caller's
   * transaction (`repos` of its `trx`): the renter with consent at booking, a
   * driver ticking the box on the driver page (source `driver`). An explicit
   * yes after a STOP opts the number in again. Stored with the time and the
   * version of the consent text the box showed (`smsConsentText`). False
   * when the number cannot take a text (nothing is recorded).
   */
  async recordOptIn(
    repos: Repositories,
    number: string,
    source: Exclude<SmsOptInSource, 'reply'>,
  ): Promise<boolean> {
    const e164 = normaliseNumber(number);
    if (!e164) return false;
    const hash = this.#o.numbers.hash(e164);
    await repos.sms.setConsent(hash, 'opted_in', source, this.#o.now(), smsConsentText.version);
    return true;
  }

  /** The same, on its own (outside any transaction). */
  optIn(number: string, source: Exclude<SmsOptInSource, 'reply'>): Promise<boolean> {
    return this.recordOptIn(this.#o.repositories(this.#o.db), number, source);
  }

  /** The stored opt-in of a number as typed (undefined: none, or a number that cannot take a text). */
  async optInOf(repos: Repositories, number: string) {
    const e164 = normaliseNumber(number);
    return e164 ? repos.sms.optIn(this.#o.numbers.hash(e164)) : undefined;
  }

  /**
   * Queues texts in the caller's transaction, each only to a number whose
   * owner opted in and has not said STOP since; nothing without Twilio.
   * Answers how many were queued. A number is queued once per call.
   */
  async queue(repos: Repositories, texts: NewText[]): Promise<number> {
    if (!this.enabled) return 0;
    const seen = new Set<string>();
    const queued = [];
    for (const text of texts) {
      const e164 = normaliseNumber(text.to);
      if (!e164 || seen.has(e164)) continue;
      seen.add(e164);
      const numberHash = this.#o.numbers.hash(e164);
      if ((await repos.sms.consent(numberHash)) !== 'opted_in') continue;
      const { link, ...rest } = text;
      queued.push({
        ...rest,
        numberHash,
        toSealed: this.#o.seal.seal(e164),
        toMasked: maskNumber(e164),
        linkSealed: link === undefined ? null : this.#o.seal.seal(link),
      });
    }
    await repos.sms.enqueue(queued, this.#o.now());
    return queued.length;
  }

  /**
   * A reply from Twilio's webhook (form fields as posted), its
   * `X-Twilio-Signature` checked with the SDK over the URL Twilio called: a
   * STOP word stops texts to the sender's number, START or UNSTOP opts it in
   * again, anything else is ignored. 403 when the signature does not verify.
   */
  async receive(
    fields: Record<string, string>,
    signature: string | undefined,
  ): Promise<'stopped' | 'started' | 'ignored'> {
    const settings = this.#o.twilio;
    if (!settings) throw new ApiError(404, 'sms_not_configured', 'This site sends no text messages.');
    if (!signature || !twilio.validateRequest(settings.authToken, signature, settings.inboundUrl, fields)) {
      throw new ApiError(
        403,
        'invalid_signature',
        'The request signature does not verify; nothing was changed.',
        {
          'x-twilio-signature': 'Sign the request with the account’s auth token.',
        },
      );
    }
    const keyword = replyKeyword(fields.Body ?? '');
    const e164 = normaliseNumber(fields.From ?? '');
    if (!keyword || !e164) return 'ignored';
    const repos = this.#o.repositories(this.#o.db);
    const hash = this.#o.numbers.hash(e164);
    // START undoes a STOP; it does not opt in a number that never agreed.
    if (keyword === 'start' && (await repos.sms.consent(hash)) === undefined) return 'ignored';
    await repos.sms.setConsent(hash, keyword === 'stop' ? 'stopped' : 'opted_in', 'reply', this.#o.now());
    return keyword === 'stop' ? 'stopped' : 'started';
  }
}
