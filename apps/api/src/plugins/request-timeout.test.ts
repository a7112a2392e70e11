import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

/**
 * A body trickled in a byte at a time (a "slow POST") must not hold its
 * connection for ever: the whole request has REQUEST_TIMEOUT_MS to arrive, then
 * the server answers 408 and hangs up. One second here; a minute by default.
 */
function slowPost(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    let trickle: NodeJS.Timeout | undefined;
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{`,
      );
      trickle = setInterval(() => socket.write(' '), 200);
    });
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('close', () => {
      clearInterval(trickle);
      resolve(answer);
    });
    socket.on('error', (error) => {
      clearInterval(trickle);
      // The server may close while a byte is on its way: what it answered still counts.
      if (answer) resolve(answer);
      else reject(error);
    });
  });
}

describe('a request body that never finishes arriving', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '1000' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('is cut off with 408 in the API error shape, for each of fifty at once, and the server serves on', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => slowPost(port, '/api/quotes')));
    for (const answer of answers) {
      const [head, body] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(JSON.parse(body!).error.code).toBe('request_timeout');
    }
    const ping = await fetch(`http://127.0.0.1:${port}/api/ping`);
    expect(ping.status).toBe(200);
  });
});
