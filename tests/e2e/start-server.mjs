// Playwright's webServer: the built server on a fresh SQLite database under
// .tmp/e2e/ (.tmp/e2e-<port>/ on another E2E_PORT, so runs on different ports
// do not wipe each other's data). It builds nothing (the test command builds
// first) and forwards Playwright's stop signal so the server shuts down cleanly.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const server = path.join(root, 'apps/api/dist/server.js');
if (!existsSync(server)) {
  console.error(`start-server: ${server} is missing. Build first: npm run build`);
  process.exit(1);
}

const port = process.env.PORT ?? '3107';
const relativeDataDir = port === '3107' ? '.tmp/e2e' : `.tmp/e2e-${port}`;
const dataDir = path.join(root, relativeDataDir);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const child = spawn(process.execPath, [server], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: `sqlite:${relativeDataDir}/convoy.sqlite`,
    // Uploads and .eml files stay in the throwaway folder, not in <repo>/data.
    DATA_DIR: relativeDataDir,
    PORT: port,
    LOG_LEVEL: 'warn',
    // The browser tests all come from this machine; the per-IP limits have API tests of their own (decision 008).
    RATE_LIMIT_ALLOWLIST: '127.0.0.1,::1',
    // The back-office account the admin browser tests sign in with (created at start-up, decision 006).
    ADMIN_EMAIL: 'admin@convoy.test',
    ADMIN_PASSWORD: 'convoy e2e admin password',
    // A sign-in in ~10 ms instead of ~0.5 s; production refuses this cost (apps/api/src/config.ts).
    PASSWORD_SCRYPT_COST: '1024,8,1',
  },
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
