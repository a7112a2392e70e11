// The rig's mail server stand-in: accepts every message and keeps its recipients and Message-ID,
// so the rig can count what each instance's e-mail worker delivered (smtp-server, as apps/api/test/smtp.ts).
import { SMTPServer } from 'smtp-server';

export async function startSmtpSink() {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: /^Message-ID:\s*<([^@>]+)@/im.exec(raw)?.[1] ?? '',
          raw,
        });
        callback();
      });
    },
  });
  // A worker killed mid-message is what the rig does on purpose.
  server.on('error', () => {});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
