/** A message ready for the transport. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: string; contentType: string }[];
}

/** What templates need beyond the message's own data. */
export interface MailContext {
  /** Origin of the site for links, without a trailing slash. */
  publicUrl: string;
}
