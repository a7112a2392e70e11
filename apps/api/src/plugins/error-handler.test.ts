import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

/** Writes `request` to the app's port as it is and reads the whole answer. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests that never become requests (clientErrorHandler)', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('answers what is not HTTP with 400 in the API error shape, not sniffable, then hangs up', async () => {
    const answer = await rawExchange(port, 'HELLO THERE\r\n\r\n');
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toContain('Content-Type: application/json; charset=utf-8');
    expect(head).toContain('X-Content-Type-Options: nosniff');
    expect(head).toContain('Connection: close');
    expect(JSON.parse(body!)).toEqual({
      error: expect.objectContaining({ code: 'bad_request', message: 'The request is not valid HTTP.' }),
    });
  });

  it('answers headers over 16 kB with 431, and the app still serves the next request', async () => {
    const answer = await rawExchange(
      port,
      `GET /api/ping HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!).error.code).toBe('headers_too_large');
    const next = await rawExchange(port, 'GET /api/ping HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(next).toMatch(/^HTTP\/1\.1 200 /);
  });
});
