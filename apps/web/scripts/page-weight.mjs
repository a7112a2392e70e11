// Reports what each prerendered page makes the browser download before it is
// interactive: the gzip size of every script the HTML references (entry and
// modulepreloads) and of its stylesheets. Run after `npm run build -w @convoy/web`:
//   node apps/web/scripts/page-weight.mjs [--json] [--budget-kb=100]
// With --budget-kb it exits 1 when an indexable page's JavaScript is over the budget
// (issue 5: no more than 100 KB gzip of JavaScript on a marketing page).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url));
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const budgetArg = args.find((a) => a.startsWith('--budget-kb='));
const budgetKb = budgetArg ? Number(budgetArg.split('=')[1]) : undefined;

const sizes = new Map();
async function gzipSize(url) {
  if (!sizes.has(url)) {
    const content = await readFile(join(clientDir, url.replace(/^\//, '')));
    sizes.set(url, gzipSync(content, { level: 9 }).length);
  }
  return sizes.get(url);
}

/** The scripts and stylesheets a page's HTML names, each once. */
function referencedAssets(html) {
  const scripts = new Set();
  const styles = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) scripts.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) scripts.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) styles.add(m[1]);
  return { scripts: [...scripts], styles: [...styles] };
}

const sitemap = await readFile(join(clientDir, 'sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
const rows = [];
for (const path of paths) {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
  const html = await readFile(join(clientDir, file), 'utf8');
  const { scripts, styles } = referencedAssets(html);
  const js = (await Promise.all(scripts.map(gzipSize))).reduce((a, b) => a + b, 0);
  const css = (await Promise.all(styles.map(gzipSize))).reduce((a, b) => a + b, 0);
  const htmlGzip = gzipSync(html, { level: 9 }).length;
  rows.push({
    path,
    jsGzipKb: js / 1024,
    cssGzipKb: css / 1024,
    htmlGzipKb: htmlGzip / 1024,
    scripts: scripts.length,
  });
}

if (asJson) console.log(JSON.stringify(rows, null, 2));
else {
  const kb = (n) => n.toFixed(1).padStart(6);
  console.log('page'.padEnd(34), '  JS KB', ' CSS KB', 'HTML KB', 'chunks');
  for (const r of rows)
    console.log(
      r.path.padEnd(34),
      kb(r.jsGzipKb),
      kb(r.cssGzipKb),
      kb(r.htmlGzipKb),
      String(r.scripts).padStart(6),
    );
}
if (budgetKb !== undefined) {
  const over = rows.filter((r) => r.jsGzipKb > budgetKb);
  for (const r of over)
    console.error(`over budget: ${r.path} ships ${r.jsGzipKb.toFixed(1)} KB gzip of JavaScript`);
  if (over.length) process.exit(1);
}
