import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** MAIL FROM commands seen, refused ones included: one per delivery attempt. */
  attempts: number;
  close(): Promise<void>;
}

/**
 * A local SMTP server for the outbox tests: it answers the first `failFirst`
 * delivery attempts with a transient 421, then accepts; with `rejectRecipients`
 * it refuses every recipient permanently (550).
 */
export async function startSmtpServer(
  options: { failFirst?: number; rejectRecipients?: boolean } = {},
): Promise<TestSmtpServer> {
  const state = { received: [] as ReceivedMail[], attempts: 0 };
  const smtpError = (message: string, responseCode: number) =>
    Object.assign(new Error(message), { responseCode });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      state.attempts++;
      if (state.attempts <= (options.failFirst ?? 0)) return callback(smtpError('Try again later', 421));
      callback();
    },
    onRcptTo(_address, _session, callback) {
      if (options.rejectRecipients) return callback(smtpError('No such mailbox here', 550));
      callback();
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    get received() {
      return state.received;
    },
    get attempts() {
      return state.attempts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
