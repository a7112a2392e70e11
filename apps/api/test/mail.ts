import type { MailTransport, OutgoingMail } from '../src/mail/transport.ts';

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
