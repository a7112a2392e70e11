// Writes the static site into dist/client after both Vite builds (see package.json
// "build"): one HTML page per prerendered route, 200.html (empty app shell), 404.html,
// sitemap.xml, robots.txt, and .br/.gz copies of every text file. The API server serves
// these files as they are (docs/decisions/002-prerendered-react-with-a-route-table.md).
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const clientDir = join(webRoot, 'dist/client');
const serverEntry = join(webRoot, 'dist/server/entry-server.js');
const manifestPath = join(clientDir, '.vite/manifest.json');

const started = performance.now();
const server = await import(pathToFileURL(serverEntry).href);
const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));

async function write(relativePath, content) {
  const file = join(clientDir, relativePath);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** dist/client path of a route: "/" → index.html, "/a/b" → a/b/index.html. */
function htmlPathOf(routePath) {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;
}

const pages = server.routeEntries.filter((route) => route.prerender);
for (const route of pages) {
  const html = await server.render(route.path);
  const page = server.documentHtml({
    meta: server.pageMeta(route),
    appHtml: html,
    assets: server.assetsFor(manifest, route.screen, server.contentModulesFor(route)),
    extras: server.headExtras(route),
  });
  await write(htmlPathOf(route.path), page);
}

// SPEC Part B §12: the server answers unknown paths with this page and status 404.
const missingPath = '/__convoy-not-found__';
if (server.findRoute(missingPath))
  throw new Error(`${missingPath} is a route: pick another path for 404.html`);
await write(
  '404.html',
  server.documentHtml({
    meta: server.pageMeta(undefined),
    appHtml: await server.render(missingPath),
    assets: server.assetsFor(manifest, 'not-found'),
    extras: server.headExtras(undefined),
  }),
);
await write(
  '200.html',
  server.documentHtml({
    meta: server.appShellMeta,
    appHtml: '',
    assets: server.assetsFor(manifest),
  }),
);
// The consent banner the API server adds to a page for a visitor who has not chosen yet,
// one per consent mode (apps/api/src/site/consent-banner.ts reads the one its CONSENT_MODE names).
for (const mode of server.consentModes)
  await write(`consent-banner.${mode}.html`, server.consentBannerHtml(mode));
await write('sitemap.xml', server.sitemapXml(server.routeEntries));
await write('robots.txt', server.robotsTxt());

// The manifest maps source paths to chunks: the build needs it, visitors do not.
await rename(manifestPath, join(webRoot, 'dist/client-manifest.json'));

// Images under assets/img are already compressed formats; only text gets .br/.gz copies.
const compressible = new Set(['.html', '.js', '.css', '.xml', '.svg', '.txt']);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* files(dir) {
  for (const dirent of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, dirent.name);
    if (dirent.isDirectory()) yield* files(full);
    else yield full;
  }
}

let compressed = 0;
for await (const file of files(clientDir)) {
  if (!compressible.has(extname(file))) continue;
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  compressed++;
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `prerender: ${pages.length} pages, 200.html, 404.html, sitemap, robots; ${compressed} files compressed in ${seconds}s`,
);
