import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brand } from '@convoy/domain/content/brand';
import nodemailer from 'nodemailer';
import type { RenderedEmail } from './rendered-email.ts';

/**
 * Where e-mail goes: an SMTP server when SMTP_URL is set, otherwise
 * .eml files under the outbox directory that any mail program opens.
 */
export interface OutgoingMail {
  /** The outbox message id; it also makes the Message-ID, so a resent copy can be recognised. */
  id: string;
  from: string;
  to: string;
  email: RenderedEmail;
}

export interface MailTransport {
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A rejection that retrying will not change (an SMTP 5xx reply such as "no such mailbox"). */
export class PermanentMailError extends Error {
  override name = 'PermanentMailError';
}

const messageDomain = new URL(brand.siteUrl).hostname;

function message(mail: OutgoingMail) {
  return {
    messageId: `<${mail.id}@${messageDomain}>`,
    from: mail.from,
    to: mail.to,
    subject: mail.email.subject,
    text: mail.email.text,
    html: mail.email.html,
    attachments: mail.email.attachments,
  };
}

export function smtpTransport(url: string): MailTransport {
  // One connection per message: our volume is low, and a broken connection never
  // outlives the message that found it broken.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    description: `SMTP ${new URL(url).host}`,
    async send(mail) {
      try {
        await transporter.sendMail(message(mail));
      } catch (error) {
        const { permanent, responseCode } = error as { permanent?: boolean; responseCode?: number };
        if (permanent === true || (typeof responseCode === 'number' && responseCode >= 500)) {
          throw new PermanentMailError((error as Error).message, { cause: error });
        }
        throw error;
      }
    },
    close: () => transporter.close(),
  };
}

/** 2026-07-04T14:30:05.123Z → 20260704T143005Z: sorts in time order and is safe in any file system. */
const fileStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const emailFileName = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z-[\w-]+\.eml$/;

/** When the file transport wrote `name` (to the second), or null for a file it did not write. */
export function writtenAtOfEmailFile(name: string): number | null {
  const m = emailFileName.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
}

export function fileTransport(dir: string, now: () => number = Date.now): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    description: `files in ${dir}`,
    async send(mail) {
      const info = await composer.sendMail(message(mail));
      // Readable by the server's user alone: a message may carry an access key or an invitation's link.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, `${fileStamp(new Date(now()))}-${mail.id}.eml`);
      // Written aside, then renamed: whoever watches the folder never opens half a message.
      await writeFile(`${file}.partial`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.partial`, file);
    },
    close: () => composer.close(),
  };
}

export function createMailTransport(
  config: { smtpUrl: string | undefined; outboxDir: string },
  now: () => number = Date.now,
): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(config.outboxDir, now);
}
