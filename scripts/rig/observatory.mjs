// Grades the rig's address with MDN HTTP Observatory (npm @mdn/mdn-http-observatory). Installed at
// rig time into .tmp/observatory, never a dependency: its install script downloads lists from the
// internet (the HSTS preload list, the TLD list), so it is installed with --ignore-scripts and given
// an empty preload list (localhost is preloaded nowhere anyway).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../bench/lib.mjs';

const prefix = path.join(root, '.tmp/observatory');
const packageDir = path.join(prefix, 'node_modules/@mdn/mdn-http-observatory');

function ensureInstalled(say) {
  if (!existsSync(packageDir)) {
    say('  installing @mdn/mdn-http-observatory into .tmp/observatory (--ignore-scripts)');
    mkdirSync(prefix, { recursive: true });
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '@mdn/mdn-http-observatory',
      ],
      { stdio: 'ignore' },
    );
  }
  const preload = path.join(packageDir, 'conf/hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}\n');
}

/**
 * The grade of `host` on these ports. The rig's certificate is trusted as a CA (NODE_EXTRA_CA_CERTS),
 * so the scan verifies TLS as it would a real certificate instead of marking it invalid.
 */
export function observatoryGrade({ host, httpPort, httpsPort, certFile, say = console.log }) {
  ensureInstalled(say);
  const out = execFileSync(
    process.execPath,
    [
      path.join(import.meta.dirname, 'observatory-scan.mjs'),
      packageDir,
      host,
      String(httpPort),
      String(httpsPort),
    ],
    { env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile }, encoding: 'utf8' },
  );
  const version = JSON.parse(
    execFileSync('npm', ['pkg', 'get', 'version'], { cwd: packageDir, encoding: 'utf8' }),
  );
  return { version, ...JSON.parse(out) };
}
