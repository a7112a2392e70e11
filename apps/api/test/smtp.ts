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
  /** Message-ID header of each message received, in order (the outbox makes it from the message id). */
  messageIds(): string[];
  close(): Promise<void>;
}

/**
 * A local SMTP server for the outbox tests: it answers the first `failFirst`
 * delivery attempts with a transient 421, then accepts; with `rejectRecipients`
 * it refuses every recipient permanently (550). `port` listens on a given port
 * (0: any free one); `acceptDelayMs` holds each message that long before
 * accepting it (a slow server, for the shutdown test).
 */
export async function startSmtpServer(
  options: { failFirst?: number; rejectRecipients?: boolean; port?: number; acceptDelayMs?: number } = {},
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
        const accept = () => {
          state.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        };
        if (options.acceptDelayMs) setTimeout(accept, options.acceptDelayMs);
        else accept();
      });
    },
  });
  // A client that vanishes mid-message (a server process killed by a test) is no failure of ours.
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    get received() {
      return state.received;
    },
    get attempts() {
      return state.attempts;
    },
    messageIds: () => state.received.map((m) => /^Message-ID:\s*(<[^>]+>)/im.exec(m.raw)?.[1] ?? ''),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
