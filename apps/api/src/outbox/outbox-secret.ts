import type { LicenceCipher } from '../drivers/licence-cipher.ts';

declare const sealedBrand: unique symbol;

/**
 * A credential an e-mail carries (an invitation's link, an organisation's
 * access key), as its outbox row holds it: sealed with the licence numbers'
 * cipher when the row is written, opened only by the worker that sends the
 * e-mail (MailContext.open), and replaced by `erasedSecret` when the row is
 * marked sent (decision 018). Only `OutboxSecrets.seal` makes one; a payload
 * field named like a credential must be one (outbox-message.ts).
 */
export interface SealedSecret {
  readonly sealed: string;
  readonly [sealedBrand]: true;
}

/** What stays of a sealed secret once its e-mail is sent. */
export const erasedSecret = 'erased';

const isSealed = (value: unknown): value is SealedSecret =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length === 1 &&
  typeof (value as { sealed?: unknown }).sealed === 'string';

/** Sealing for the services that write such e-mails, opening for the outbox worker alone. */
export class OutboxSecrets {
  readonly #cipher: LicenceCipher;

  constructor(cipher: LicenceCipher) {
    this.#cipher = cipher;
  }

  readonly seal = (plain: string): SealedSecret => ({ sealed: this.#cipher.seal(plain) }) as SealedSecret;

  /**
   * The clear value. A message queued before secrets were sealed (migration
   * 0028) holds it in clear: it is sent as it is.
   */
  readonly open = (secret: SealedSecret | string): string => {
    if (typeof secret === 'string') return secret;
    if (secret.sealed === erasedSecret) throw new Error('This e-mail was sent: its secret is erased.');
    return this.#cipher.open(secret.sealed);
  };
}

/**
 * The payload with every sealed secret replaced by the marker, or null when
 * it holds none (the row is then left as it is).
 */
export function withoutSecrets<T>(payload: T): T | null {
  let found = false;
  const erased: T = JSON.parse(JSON.stringify(payload), (_key, value: unknown) => {
    if (!isSealed(value)) return value;
    found = true;
    return { sealed: erasedSecret };
  });
  return found ? erased : null;
}
