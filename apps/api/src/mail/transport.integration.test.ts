import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileTransport, writtenAtOfEmailFile } from './transport.ts';

describe('the file transport (no SMTP_URL)', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes one .eml per message, named by time and id, that a mail program opens and only its owner reads', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'convoy-outbox-'));
    const outbox = path.join(dir, 'outbox');
    const transport = fileTransport(outbox, () => Date.parse('2026-07-04T14:30:05Z'));
    await transport.send({
      id: '0f8e1c9a-1111-4222-8333-944455556666',
      from: 'Convoy <reservations@convoy.example>',
      to: 'ada@example.com',
      email: {
        subject: 'Your Convoy reservation CNV-7K3M9Q is confirmed',
        text: 'Hello Ada,\n\nYour reservation is confirmed.\n',
        html: '<p>Hello Ada,</p>',
        attachments: [
          {
            filename: 'reservation-CNV-7K3M9Q.ics',
            content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          },
        ],
      },
    });
    const files = await readdir(outbox);
    expect(files).toEqual(['20260704T143005Z-0f8e1c9a-1111-4222-8333-944455556666.eml']);
    expect(writtenAtOfEmailFile(files[0]!)).toBe(Date.parse('2026-07-04T14:30:05Z'));
    expect(writtenAtOfEmailFile('notes.txt')).toBeNull();
    // It may carry an access key or an invitation's link (decision 018).
    expect((await stat(path.join(outbox, files[0]!))).mode & 0o777).toBe(0o600);
    expect((await stat(outbox)).mode & 0o777).toBe(0o700);
    const eml = await readFile(path.join(outbox, files[0]!), 'utf8');
    expect(eml).toContain('Subject: Your Convoy reservation CNV-7K3M9Q is confirmed');
    expect(eml).toContain('To: ada@example.com');
    expect(eml).toContain('Message-ID: <0f8e1c9a-1111-4222-8333-944455556666@www.convoy.example>');
    expect(eml).toMatch(/Content-Type: multipart\/mixed/);
    expect(eml).toContain('filename=reservation-CNV-7K3M9Q.ics');
    expect(eml).toContain('\r\n');
    transport.close();
  });
});
