import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The layers of docs/architecture.md are enforced by `npm run lint` (Biome's
 * noRestrictedImports, biome.json's overrides). Each case writes one file that
 * breaks a rule where real code lives, lints it, and expects the rule's
 * message; the allowed import beside it lints clean. The files are removed after.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const biome = path.join(root, 'node_modules/.bin/biome');
const written: string[] = [];

async function lint(file: string, source: string): Promise<string> {
  const full = path.join(root, file);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, source);
  written.push(full);
  try {
    const { stdout, stderr } = await promisify(execFile)(biome, ['lint', '--colors=off', file], {
      cwd: root,
    });
    return stdout + stderr;
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return `FAILED\n${stdout}${stderr}`;
  }
}

afterAll(async () => {
  await Promise.all(written.map((file) => rm(file, { force: true })));
});

describe('npm run lint enforces the layers', () => {
  it('fails on a feature importing another feature', async () => {
    const out = await lint(
      'apps/web/src/features/quote/layer-probe.ts',
      "import { lookupReservation } from '../reservation/api/reservation-api';\nexport const probe = lookupReservation;\n",
    );
    expect(out).toMatch(/^FAILED/);
    expect(out).toContain('a feature imports no other feature');
  });

  it('fails on a feature importing another feature from deeper down', async () => {
    const out = await lint(
      'apps/web/src/features/reservation/search/layer-probe.ts',
      "import { FleetView } from '../../admin/views/fleet-view';\nexport const probe = FleetView;\n",
    );
    expect(out).toMatch(/^FAILED/);
    expect(out).toContain('a feature imports no other feature');
  });

  it('fails on shared web code importing a feature', async () => {
    const out = await lint(
      'apps/web/src/lib/layer-probe.ts',
      "import { lookupReservation } from '../features/reservation/api/reservation-api';\nexport const probe = lookupReservation;\n",
    );
    expect(out).toMatch(/^FAILED/);
    expect(out).toContain('they import no feature');
  });

  it('fails on an API route importing a repository directly', async () => {
    const out = await lint(
      'apps/api/src/quotes/layer-probe.routes.ts',
      "import { QuoteRepository } from './quote.repository.ts';\nexport const probe = QuoteRepository;\n",
    );
    expect(out).toMatch(/^FAILED/);
    expect(out).toContain('a route calls services');
  });

  it('passes the imports the layers allow', async () => {
    const feature = await lint(
      'apps/web/src/features/quote/layer-probe-ok.ts',
      "import { useLocations } from '../../lib/catalog-queries';\nimport { quoteCopy } from './quote-copy';\nexport const probe = [useLocations, quoteCopy];\n",
    );
    expect(feature).not.toMatch(/^FAILED/);
    const route = await lint(
      'apps/api/src/quotes/layer-probe-ok.routes.ts',
      "import type { QuoteService } from './quote.service.ts';\nexport type Probe = QuoteService;\n",
    );
    expect(route).not.toMatch(/^FAILED/);
  });
});
