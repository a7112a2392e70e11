import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A partner's endpoint on 127.0.0.1 for the webhook tests: it keeps every
 * request and answers each with the next status of `answers` (then 200),
 * after `delayMs`.
 */
export async function webhookReceiver(options: { delayMs?: number } = {}) {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      setTimeout(() => response.writeHead(answers.shift() ?? 200).end('ok'), options.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The next requests are answered with these statuses, in order. */
    answer: (...statuses: number[]) => answers.push(...statuses),
    /** The headers as `Webhook.verify` takes them. */
    headersOf: (r: Received) => ({
      'webhook-id': String(r.headers['webhook-id']),
      'webhook-timestamp': String(r.headers['webhook-timestamp']),
      'webhook-signature': String(r.headers['webhook-signature']),
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
