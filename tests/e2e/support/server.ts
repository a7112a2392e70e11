import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';

/**
 * The built server (apps/api/dist/server.js) for the browser tests: on a fresh SQLite
 * database in a folder of its own under .tmp/e2e/, listening on a port the system
 * chooses (PORT=0, read back from its "Server listening" line), so no two servers, of
 * this run or of another checkout's, ever share a port or a database. Its warnings and
 * errors go to stderr; its access log is dropped. It builds nothing: `npm test` builds first.
 */
export interface E2eServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** DATA_DIR: the SQLite file, the outbox's .eml files, uploads. */
  dataDir: string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../../..');
const entry = path.join(root, 'apps/api/dist/server.js');

/** The back-office account every e2e server creates at start-up (decision 006), as support/admin.ts signs in. */
export const e2eAdmin = { email: 'admin@convoy.test', password: 'convoy e2e admin password' };

export async function startE2eServer(env: Record<string, string> = {}): Promise<E2eServer> {
  if (!existsSync(entry)) throw new Error(`${entry} is missing. Build first: npm run build`);
  mkdirSync(path.join(root, '.tmp/e2e'), { recursive: true });
  const dataDir = mkdtempSync(path.join(root, '.tmp/e2e/server-'));
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: `sqlite:${dataDir}/convoy.sqlite`,
      // Uploads and .eml files stay in the throwaway folder, not in <repo>/data.
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      // Info for the "Server listening" line; only warnings and worse are shown.
      LOG_LEVEL: 'info',
      // The browser tests all come from this machine; the per-IP limits have API tests of their own (decision 008).
      RATE_LIMIT_ALLOWLIST: '127.0.0.1,::1',
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      // A sign-in in ~10 ms instead of ~0.5 s; production refuses this cost (apps/api/src/config.ts).
      PASSWORD_SCRYPT_COST: '1024,8,1',
      // Partners' webhooks to a receiver the test starts on this machine (admin-webhooks.spec.ts, decision 038).
      WEBHOOK_ALLOW_PRIVATE: 'true',
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const url = await listeningUrl(child);
    await healthy(url);
    return {
      url,
      dataDir,
      async stop() {
        await stopChild(child, exited);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopChild(child, exited);
    throw error;
  }
}

/** Reads the JSON log until Fastify says where it listens; passes warnings and errors on to stderr. */
function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the e2e server did not listen within 60 s')), 60_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the e2e server exited before listening (${signal ?? code})`));
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      let entry: { level?: number; msg?: string };
      try {
        entry = JSON.parse(line);
      } catch {
        process.stderr.write(`${line}\n`);
        return;
      }
      if ((entry.level ?? 0) >= 40) process.stderr.write(`${line}\n`);
      const at = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(entry.msg ?? '');
      if (at) {
        clearTimeout(timer);
        resolve(at[1]!);
      }
    });
  });
}

async function healthy(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const status = (await fetch(`${url}/api/health`).catch(() => null))?.status;
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url}/api/health did not answer 200 within 30 s`);
}

/** SIGTERM (the server finishes what it is doing), SIGKILL after 10 s. */
async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * A port free at this moment, for a server that must know its own address before it
 * starts (PUBLIC_URL); every other server takes PORT=0.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
