import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkedAddress, type ResolvedAddress, type Resolver } from './webhook-address.ts';

/** What a receiver answered; `statusCode` null when it never did. */
export interface SendOutcome {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

export interface SendOptions {
  allowPrivate: boolean;
  timeoutMs: number;
  resolve?: Resolver;
  now?: () => number;
}

/** A lookup that answers the one address already checked, whatever it is asked. */
function pinned(to: ResolvedAddress): LookupFunction {
  return (_host, options, callback) => {
    if (options.all) callback(null, [{ address: to.address, family: to.family }]);
    else callback(null, to.address, to.family);
  };
}

/** What a receiver says back is read and dropped; at most this much of it. */
const answerLimit = 64 * 1024;

/**
 * POSTs one signed webhook (decision 038): the host resolved and checked
 * (webhook-address.ts), the connection made to that address only, no
 * redirect followed (a 3xx is a failure like any answer but 2xx), the whole
 * receiver silent for no longer than `timeoutMs`. Never throws: the outcome says what happened.
 */
export async function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: SendOptions,
): Promise<SendOutcome> {
  const now = options.now ?? Date.now;
  const started = now();
  const done = (statusCode: number | null, error: string | null): SendOutcome => ({
    statusCode,
    durationMs: Math.max(0, Math.round(now() - started)),
    error,
  });
  const target = new URL(url);
  let address: ResolvedAddress;
  try {
    address = await checkedAddress(target.hostname, options);
  } catch (error) {
    return done(null, error instanceof Error ? error.message : String(error));
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Convoy-Webhooks/1',
        },
        lookup: pinned(address),
        timeout: options.timeoutMs,
        agent: false,
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > answerLimit) response.destroy();
        });
        const finish = () => {
          const code = response.statusCode ?? null;
          const ok = code !== null && code >= 200 && code < 300;
          resolve(done(code, ok ? null : `The receiver answered ${code}`));
        };
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', finish);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${options.timeoutMs} ms`)));
    request.on('error', (error) => resolve(done(null, error.message)));
    request.end(body);
  });
}
