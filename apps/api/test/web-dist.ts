import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * A stand-in for apps/web's build output, following the same contract
 * (see src/site/site.plugin.ts): pages, app shell, 404 page, hashed assets.
 */
export const fixture = {
  home: '<!doctype html><title>Convoy</title><h1>Rent vans, buses and trucks for your group</h1>',
  van: `<!doctype html><title>15 Passenger Van Rental</title><h1>15 Passenger Van Rental</h1>${'<p>Seats 15.</p>'.repeat(200)}`,
  shell:
    '<!doctype html><title>Convoy</title><div id="root"></div><script src="/assets/app-abc123.js"></script>',
  notFound: '<!doctype html><title>Page not found | Convoy</title><h1>Page not found</h1>',
  /** The Spanish build's pages (decision 048): same contract, under es/ and *.es.html. */
  vanEs:
    '<!doctype html><html lang="es"><title>Alquiler de van de 15 pasajeros</title><h1>Van de 15 pasajeros</h1>',
  shellEs:
    '<!doctype html><html lang="es"><div id="root"></div><script src="/assets/app-es-abc123.js"></script>',
  notFoundEs:
    '<!doctype html><html lang="es"><title>Página no encontrada | Convoy</title><h1>Página no encontrada</h1>',
  script: `export const routes = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `/route-${i}`))};\n`,
  robots: 'User-agent: *\nAllow: /\n',
  /** What the .br sibling of assets/vendor-def456.js decompresses to: not the file itself, to tell them apart. */
  vendorFromSibling: `/* from the .br sibling */${'let x = 1;'.repeat(200)}`,
};

export async function createWebDist(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'convoy-web-dist-'));
  const files: Record<string, string | Buffer> = {
    'index.html': fixture.home,
    '15-passenger-van/index.html': fixture.van,
    '200.html': fixture.shell,
    '404.html': fixture.notFound,
    'es/15-passenger-van/index.html': fixture.vanEs,
    '200.es.html': fixture.shellEs,
    '404.es.html': fixture.notFoundEs,
    'assets/app-abc123.js': fixture.script,
    'assets/vendor-def456.js': `/* plain */${'let y = 2;'.repeat(200)}`,
    'assets/vendor-def456.js.br': zlib.brotliCompressSync(fixture.vendorFromSibling),
    'robots.txt': fixture.robots,
    '.env': 'SECRET=do-not-serve',
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
