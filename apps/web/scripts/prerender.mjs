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

const started = performance.now();

/**
 * One renderer and one manifest per language (decision 048): `vite build` and its
 * SSR twin for English (dist/server, .vite/manifest.json), the same with
 * CONVOY_LOCALE for each other language (dist/server-<locale>, .vite/manifest.<locale>.json).
 */
async function buildOf(locale) {
  const suffix = locale === 'en' ? '' : `-${locale}`;
  const server = await import(pathToFileURL(join(webRoot, `dist/server${suffix}/entry-server.js`)).href);
  if (server.locale !== locale)
    throw new Error(`dist/server${suffix} speaks ${server.locale}, not ${locale}`);
  const manifestFile = join(
    clientDir,
    locale === 'en' ? '.vite/manifest.json' : `.vite/manifest.${locale}.json`,
  );
  return { locale, server, manifestFile, manifest: JSON.parse(await readFile(manifestFile, 'utf8')) };
}

const english = await buildOf('en');
const builds = [english, ...(await Promise.all(english.server.otherLocales.map(buildOf)))];

async function write(relativePath, content) {
  const file = join(clientDir, relativePath);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** dist/client path of a route: "/" → index.html, "/a/b" → a/b/index.html. */
function htmlPathOf(routePath) {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;
}

/** The app's pages in other languages than English end in .<locale>.html: 200.es.html, 404.es.html. */
const localeFile = (name, locale) => (locale === 'en' ? `${name}.html` : `${name}.${locale}.html`);

// A translation missing a key, an item or a placeholder stops the build (src/prerender/translations.ts).
english.server.checkTranslations(
  builds.map(({ locale, server }) => ({ locale, content: server.contentModules })),
);

// SPEC Part B §12: the server answers unknown paths with this page and status 404.
const missingPath = '/__convoy-not-found__';
let pageCount = 0;
for (const { locale, server, manifest } of builds) {
  for (const route of server.routeEntries.filter((r) => r.prerender && r.locale === locale)) {
    const html = await server.render(route.path);
    const page = server.documentHtml({
      meta: server.pageMeta(route),
      appHtml: html,
      assets: server.assetsFor(manifest, route.screen, server.contentModulesFor(route)),
      extras: server.headExtras(route),
    });
    await write(htmlPathOf(route.path), page);
    pageCount++;
  }
  const missing = server.localizedPath(missingPath, locale);
  if (server.findRoute(missing)) throw new Error(`${missing} is a route: pick another path for 404.html`);
  await write(
    localeFile('404', locale),
    server.documentHtml({
      meta: server.pageMeta(undefined),
      appHtml: await server.render(missing),
      assets: server.assetsFor(manifest, 'not-found'),
      extras: server.headExtras(undefined),
    }),
  );
  await write(
    localeFile('200', locale),
    server.documentHtml({
      meta: server.appShellMeta,
      appHtml: '',
      assets: server.assetsFor(manifest),
    }),
  );
}

const { server } = english;
// The consent banner the API server adds to a page for a visitor who has not chosen yet,
// one per consent mode and language (apps/api/src/site/consent-banner.ts reads the one its CONSENT_MODE names).
for (const { locale, server: localeServer } of builds)
  for (const mode of localeServer.consentModes)
    await write(localeFile(`consent-banner.${mode}`, locale), localeServer.consentBannerHtml(mode));
await write('sitemap.xml', server.sitemapXml(server.routeEntries));
await write('robots.txt', server.robotsTxt());

// The manifests map source paths to chunks: the build needs them, visitors do not.
for (const { locale, manifestFile } of builds)
  await rename(
    manifestFile,
    join(webRoot, locale === 'en' ? 'dist/client-manifest.json' : `dist/client-manifest.${locale}.json`),
  );

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
  `prerender: ${pageCount} pages in ${builds.length} languages, 200 and 404 pages, sitemap, robots; ${compressed} files compressed in ${seconds}s`,
);
