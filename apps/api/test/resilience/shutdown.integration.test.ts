import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseTarget } from '../../src/config.ts';
import { contact, inWeek, newKey } from '../fixtures.ts';
import {
  killAllServers,
  postJson,
  prepareDatabaseAt,
  startServer,
  weeksAheadOfToday,
} from '../server-process.ts';
import { startSmtpServer, type TestSmtpServer } from '../smtp.ts';

/**
 * Required of the hardened API: "graceful shutdown on SIGTERM that finishes in-flight requests and
 * the outbox step in progress" (src/server.ts). The real server as a process,
 * on a SQLite file of its own.
 */
describe('SIGTERM', () => {
  const dirs: string[] = [];
  const smtps: TestSmtpServer[] = [];
  afterAll(async () => {
    await killAllServers();
    for (const smtp of smtps) await smtp.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  async function freshDatabase(): Promise<{ dir: string; file: string }> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'convoy-shutdown-'));
    dirs.push(dir);
    const target: DatabaseTarget = { dialect: 'sqlite', file: path.join(dir, 'convoy.sqlite') };
    await prepareDatabaseAt(target);
    return { dir, file: target.file };
  }

  /** Resolves once a new connection to `port` is refused: the server has stopped listening. */
  async function refusesConnections(port: number): Promise<void> {
    for (;;) {
      const refused = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve(false);
        });
        socket.once('error', () => resolve(true));
      });
      if (refused) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('finishes a booking in flight (201), refuses new connections, and exits 0', async () => {
    const { dir, file } = await freshDatabase();
    const server = await startServer({ DATABASE_URL: `sqlite:${file}`, DATA_DIR: dir });
    const port = Number(new URL(server.url).port);
    const email = 'in-flight@example.com';
    const body = Buffer.from(JSON.stringify(inWeek(weeksAheadOfToday(), { contact: { ...contact, email } })));

    // The request's head and half its body; the rest comes after SIGTERM.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let response = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => {
      response += chunk;
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      'POST /api/reservations HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\nIdempotency-Key: ${newKey()}\r\n\r\n`,
    );
    socket.write(body.subarray(0, 20));
    await server.waitForLog(
      (l) => l.msg === 'incoming request' && (l.req as { url?: string })?.url === '/api/reservations',
    );

    server.child.kill('SIGTERM');
    await server.waitForLog((l) => l.msg === 'shutting down');
    await refusesConnections(port);
    socket.end(body.subarray(20));
    await closed;

    expect(response).toMatch(/^HTTP\/1\.1 201 /);
    expect(JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4))).toMatchObject({
      reservation: { status: 'confirmed', contact: { email } },
    });
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const db = new SQLite(file, { readonly: true });
    try {
      expect(db.prepare('select count(*) as n from reservations where email = ?').get(email)).toEqual({
        n: 1,
      });
    } finally {
      db.close();
    }
  }, 120_000);

  it('lets the e-mail being sent finish, hands the rest back, and the next start sends it', async () => {
    const { dir, file } = await freshDatabase();
    // A slow mail server: each message takes 2 s to be accepted.
    const smtp = await startSmtpServer({ acceptDelayMs: 2_000 });
    smtps.push(smtp);
    const env = { DATABASE_URL: `sqlite:${file}`, DATA_DIR: dir, SMTP_URL: smtp.url, OUTBOX_POLL_MS: '50' };
    const server = await startServer(env);

    const booked = await postJson(
      `${server.url}/api/reservations`,
      inWeek(weeksAheadOfToday(), { contact: { ...contact, email: 'mail-in-flight@example.com' } }),
      { 'idempotency-key': newKey() },
    );
    expect(booked.status).toBe(201);
    // The worker is sending the first of the two e-mails (the renter's and the staff's).
    while (smtp.attempts === 0) await new Promise((r) => setTimeout(r, 20));

    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(smtp.received).toHaveLength(1);
    const db = new SQLite(file, { readonly: true });
    const statuses = () =>
      (
        db.prepare('select status, attempts from outbox_messages order by status').all() as {
          status: string;
          attempts: number;
        }[]
      ).map((r) => `${r.status}/${r.attempts}`);
    try {
      // The sent one recorded as sent; the other handed back untried, its attempt uncounted.
      expect(statuses()).toEqual(['pending/0', 'sent/1']);
      const again = await startServer(env);
      while (smtp.received.length < 2) await new Promise((r) => setTimeout(r, 50));
      expect(await again.stop('SIGTERM')).toEqual({ code: 0, signal: null });
      expect(statuses()).toEqual(['sent/1', 'sent/1']);
      expect(new Set(smtp.messageIds()).size).toBe(2);
    } finally {
      db.close();
    }
  }, 120_000);
});
