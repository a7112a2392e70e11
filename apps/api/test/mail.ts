import { randomBytes } from 'node:crypto';
import { LicenceCipher } from '../src/drivers/licence-cipher.ts';
import type { MailContext } from '../src/mail/rendered-email.ts';
import type { MailTransport, OutgoingMail } from '../src/mail/transport.ts';
import { OutboxSecrets } from '../src/outbox/outbox-secret.ts';

/** Seals and opens a message's credentials as the app does, with a key of its own. */
export const testSecrets = new OutboxSecrets(new LicenceCipher(randomBytes(32)));

/** What the outbox worker gives the templates, for tests that render a payload themselves. */
export const testMailContext: MailContext = { publicUrl: 'https://rent.test', open: testSecrets.open };

/** A transport that keeps what it is given; `failNext(n)` makes the next n sends throw. */
export interface MemoryTransport extends MailTransport {
  sent: OutgoingMail[];
  failNext(count: number, error?: Error): void;
}

export function memoryTransport(): MemoryTransport {
  let failures = 0;
  let failure = new Error('421 mail server busy');
  const sent: OutgoingMail[] = [];
  return {
    description: 'memory',
    sent,
    failNext(count, error) {
      failures = count;
      if (error) failure = error;
    },
    async send(mail) {
      if (failures > 0) {
        failures--;
        throw failure;
      }
      sent.push(mail);
    },
    close() {},
  };
}
