import type { SealedSecret } from '../outbox/outbox-secret.ts';

/** A message ready for the transport. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** The calendar file is text; invoices and receipts are PDF bytes (drawn when the message is sent). */
  attachments: { filename: string; content: string | Buffer; contentType: string }[];
}

/** What templates need beyond the message's own data. */
export interface MailContext {
  /** Origin of the site for links, without a trailing slash. */
  publicUrl: string;
  /** A credential the message carries, in clear: only the outbox worker can (outbox/outbox-secret.ts). */
  open: (secret: SealedSecret) => string;
}
