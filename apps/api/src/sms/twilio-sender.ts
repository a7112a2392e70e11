import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';

/** Sends one text; answers the provider's id for it. */
export interface SmsSender {
  send(message: { to: string; body: string }): Promise<{ id: string }>;
}

/** The provider refused this text for good (a bad number, one that replied STOP at the carrier). */
export class PermanentSmsError extends Error {
  constructor(
    message: string,
    /** The number has opted out at the provider: record it as stopped here too. */
    readonly optedOut: boolean,
  ) {
    super(message);
  }
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service's id (`MG…`). */
  from: string;
  /** Another origin for Twilio's REST API (a local stand-in in tests); null: Twilio's own. */
  apiUrl: string | null;
}

// Twilio's "unsubscribed recipient": the number replied STOP to our sender.
const optedOutCode = 21610;
const twilioOrigin = 'https://api.twilio.com';

/**
 * The SDK's HTTP client with another origin. The SDK has no base URL option
 * (its `edge` and `region` only rewrite the host under twilio.com); a custom
 * `httpClient` is its documented way to change a request before it goes.
 */
class OriginClient extends twilio.RequestClient {
  readonly #origin: string;

  constructor(origin: string) {
    super({ timeout: 15_000 });
    this.#origin = origin.replace(/\/+$/, '');
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = opts.uri.startsWith(twilioOrigin)
      ? this.#origin + opts.uri.slice(twilioOrigin.length)
      : opts.uri;
    return super.request<TData>({ ...opts, uri });
  }
}

/**
 * Texts through Twilio's Messages API with the official SDK. A 4xx answer is
 * permanent (retrying sends the same refused request); anything else (5xx, a
 * timeout, no connection) is thrown as it is, for the outbox to retry.
 */
export class TwilioSender implements SmsSender {
  readonly #client: twilio.Twilio;
  readonly #from: string;

  constructor(settings: TwilioSettings) {
    this.#client = twilio(settings.accountSid, settings.authToken, {
      ...(settings.apiUrl ? { httpClient: new OriginClient(settings.apiUrl) } : {}),
      autoRetry: false,
    });
    this.#from = settings.from;
  }

  async send(message: { to: string; body: string }): Promise<{ id: string }> {
    const from = this.#from.startsWith('MG') ? { messagingServiceSid: this.#from } : { from: this.#from };
    try {
      const sent = await this.#client.messages.create({ to: message.to, body: message.body, ...from });
      return { id: sent.sid };
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (typeof status === 'number' && status >= 400 && status < 500 && status !== 429) {
        const code = (error as { code?: unknown }).code;
        throw new PermanentSmsError((error as Error).message, code === optedOutCode);
      }
      throw error;
    }
  }
}
