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
  // [what breaks a rule, the file written, its import, the rule's message]
  it.each([
    [
      'a feature importing another feature',
      'apps/web/src/features/quote/layer-probe.ts',
      "import { lookupReservation } from '../reservation/api/reservation-api';",
      'a feature imports no other feature',
    ],
    [
      'a feature importing another feature from deeper down',
      'apps/web/src/features/reservation/search/layer-probe.ts',
      "import { FleetView } from '../../admin/fleet/fleet-view';",
      'a feature imports no other feature',
    ],
    [
      'a back-office area importing organisations',
      'apps/web/src/features/admin/fleet/layer-probe.ts',
      "import { requestTerms } from '../../organisations/api/account-api';",
      'a feature imports no other feature',
    ],
    [
      'a back-office area importing another area',
      'apps/web/src/features/admin/money/layer-probe.ts',
      "import { bookingsApi } from '../bookings/api/bookings-api';",
      'a back-office area imports no other area',
    ],
    [
      'the back office’s shell importing an area',
      'apps/web/src/features/admin/shell/components/layer-probe.ts',
      "import { moneyApi } from '../../money/api/money-api';",
      'the shell imports no area',
    ],
    [
      'shared web code importing a feature',
      'apps/web/src/lib/layer-probe.ts',
      "import { lookupReservation } from '../features/reservation/api/reservation-api';",
      'they import no feature',
    ],
    [
      'an API route importing a repository directly',
      'apps/api/src/quotes/layer-probe.routes.ts',
      "import { QuoteRepository } from './quote.repository.ts';",
      'a route calls services',
    ],
  ])('fails on %s', async (_, file, source, message) => {
    const name = source.match(/import \{ (\w+) \}/)?.[1];
    const out = await lint(file, `${source}\nexport const probe = ${name};\n`);
    expect(out).toMatch(/^FAILED/);
    expect(out).toContain(message);
  });

  it('passes the imports the layers allow', async () => {
    const feature = await lint(
      'apps/web/src/features/quote/layer-probe-ok.ts',
      "import { useLocations } from '../../lib/catalog-queries';\nimport { quoteCopy } from './quote-copy';\nexport const probe = [useLocations, quoteCopy];\n",
    );
    expect(feature).not.toMatch(/^FAILED/);
    const area = await lint(
      'apps/web/src/features/admin/counter/today/layer-probe-ok.ts',
      "import { adminApi } from '../../shell/api/admin-api';\nimport { counterApi } from '../api/counter-api';\nexport const probe = [adminApi, counterApi];\n",
    );
    expect(area).not.toMatch(/^FAILED/);
    const screen = await lint(
      'apps/web/src/features/admin/layer-probe-ok.ts',
      "import { moneyApi } from './money/api/money-api';\nexport const probe = moneyApi;\n",
    );
    expect(screen).not.toMatch(/^FAILED/);
    const route = await lint(
      'apps/api/src/quotes/layer-probe-ok.routes.ts',
      "import type { QuoteService } from './quote.service.ts';\nexport type Probe = QuoteService;\n",
    );
    expect(route).not.toMatch(/^FAILED/);
  });
});
