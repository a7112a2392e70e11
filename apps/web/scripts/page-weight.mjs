// Reports what each prerendered page makes the browser download before it is
// interactive: the gzip size of every script the HTML references (entry and
// the chunks it preloads) and of its stylesheets. Run after `npm run build -w @convoy/web`:
//   node apps/web/scripts/page-weight.mjs [--json] [--budget-kb=95 [--except=/path:kb]] [--flow-budget-kb=200]
// With --budget-kb it exits 1 when an indexable page's JavaScript is over the budget
// (decision 009: no more than 95 KB gzip of JavaScript named by a marketing page's HTML,
// so that with what it loads later a phone gets no more than 100 KB); with --flow-budget-kb,
// when a page that is not indexable (the flow's steps, /manage, /organisation) is over that one.
// Pages that are prerendered but not indexable (the flow's /availability, /confirm…)
// are listed too, marked; scripts a page imports later on demand are not counted
// here (a deferred form, an island part that loads when it comes into view:
// components/island.tsx): `npm run bench` adds what the browser really loaded (scripts/bench).
// Also a module: `measurePageWeight()` and `gzipSizeOf()` are used by scripts/bench.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const defaultClientDir = fileURLToPath(new URL('../dist/client/', import.meta.url));

const sizes = new Map();
/** Gzip (level 9) bytes of a file of the build, by its URL path (`/assets/x.js`). */
export async function gzipSizeOf(url, clientDir = defaultClientDir) {
  const key = `${clientDir}\0${url}`;
  if (!sizes.has(key)) {
    const content = await readFile(join(clientDir, url.replace(/^\//, '')));
    sizes.set(key, gzipSync(content, { level: 9 }).length);
  }
  return sizes.get(key);
}

/**
 * The scripts and stylesheets a page's HTML names, each once: the entry script,
 * the chunks it preloads after the first paint (its data-chunks list) and any
 * modulepreload links.
 */
export function referencedAssets(html) {
  const scripts = new Set();
  const styles = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) scripts.add(m[1]);
  for (const m of html.matchAll(/<script\b[^>]*\bdata-chunks="([^"]+)"/g))
    for (const href of m[1].split(' ')) scripts.add(href);
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) scripts.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) styles.add(m[1]);
  return { scripts: [...scripts], styles: [...styles] };
}

/** Every prerendered page of the build: `<dir>/index.html`, as its URL path. */
async function prerenderedPaths(clientDir, dir = '') {
  const found = [];
  for (const entry of await readdir(join(clientDir, dir), { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'assets') {
      found.push(...(await prerenderedPaths(clientDir, join(dir, entry.name))));
    } else if (entry.name === 'index.html') {
      found.push(`/${dir}`);
    }
  }
  return found;
}

/** One row per prerendered page: JS, CSS and HTML in gzip KB, sitemap pages first. */
export async function measurePageWeight({ clientDir = defaultClientDir } = {}) {
  const sitemap = await readFile(join(clientDir, 'sitemap.xml'), 'utf8');
  const indexable = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
  const others = (await prerenderedPaths(clientDir)).filter((p) => !indexable.includes(p)).sort();
  const rows = [];
  for (const path of [...indexable, ...others]) {
    const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
    const html = await readFile(join(clientDir, file), 'utf8');
    const { scripts, styles } = referencedAssets(html);
    const js = (await Promise.all(scripts.map((s) => gzipSizeOf(s, clientDir)))).reduce((a, b) => a + b, 0);
    const css = (await Promise.all(styles.map((s) => gzipSizeOf(s, clientDir)))).reduce((a, b) => a + b, 0);
    const htmlGzip = gzipSync(html, { level: 9 }).length;
    rows.push({
      path,
      indexable: indexable.includes(path),
      jsGzipKb: js / 1024,
      cssGzipKb: css / 1024,
      htmlGzipKb: htmlGzip / 1024,
      scripts: scripts.length,
    });
  }
  return rows;
}

async function main(args) {
  const asJson = args.includes('--json');
  const budgetArg = args.find((a) => a.startsWith('--budget-kb='));
  const budgetKb = budgetArg ? Number(budgetArg.split('=')[1]) : undefined;
  // Indexable pages held to a budget of their own (none since /quote came within 95 KB: decision 009),
  // `path:kb`; a path alone is not held to one.
  const exceptArg = args.find((a) => a.startsWith('--except='));
  const except = new Map(
    (exceptArg ? exceptArg.slice('--except='.length).split(',') : []).map((entry) => {
      const [path, kb] = entry.split(':');
      return [path, kb === undefined ? Number.POSITIVE_INFINITY : Number(kb)];
    }),
  );
  const flowArg = args.find((a) => a.startsWith('--flow-budget-kb='));
  const flowBudgetKb = flowArg ? Number(flowArg.split('=')[1]) : undefined;
  const rows = await measurePageWeight();
  if (asJson) console.log(JSON.stringify(rows, null, 2));
  else {
    const kb = (n) => n.toFixed(1).padStart(6);
    console.log('page'.padEnd(34), '  JS KB', ' CSS KB', 'HTML KB', 'chunks');
    for (const r of rows)
      console.log(
        `${r.path}${r.indexable ? '' : ' (noindex)'}`.padEnd(34),
        kb(r.jsGzipKb),
        kb(r.cssGzipKb),
        kb(r.htmlGzipKb),
        String(r.scripts).padStart(6),
      );
  }
  const budgetOf = (r) =>
    r.indexable
      ? (except.get(r.path) ?? budgetKb ?? Number.POSITIVE_INFINITY)
      : (flowBudgetKb ?? Number.POSITIVE_INFINITY);
  const over = rows.filter((r) => r.jsGzipKb > budgetOf(r));
  for (const r of over)
    console.error(
      `over budget: ${r.path} ships ${r.jsGzipKb.toFixed(1)} KB gzip of JavaScript (budget ${budgetOf(r)} KB)`,
    );
  if (over.length) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
