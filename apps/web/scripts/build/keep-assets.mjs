// `node scripts/build/keep-assets.mjs set-aside` before the Vite builds, `… restore` after the
// prerender: the hashed files of earlier builds survive a rebuild, so a page of the previous build,
// still served by an instance not yet replaced or open in a tab, finds its scripts and styles
// (docs/decisions/016-rolling-deploys.md). Vite empties dist/client; the files wait meanwhile
// in dist/previous-assets, and those retainAssets() keeps go back (already compressed).
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { retainAssets } from './asset-retention.mjs';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const assetsDir = join(dist, 'client/assets');
const asideDir = join(dist, 'previous-assets');
const historyFile = join(dist, 'asset-history.json');

/** Paths of every file under `dir`, relative to it, `/`-separated. */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

function moveFile(from, to) {
  mkdirSync(dirname(to), { recursive: true });
  renameSync(from, to);
}

function setAside() {
  if (!existsSync(assetsDir)) return;
  // A build that failed half-way left files aside already: add the current ones to them.
  if (!existsSync(asideDir)) return renameSync(assetsDir, asideDir);
  for (const file of filesUnder(assetsDir)) {
    if (!existsSync(join(asideDir, file))) moveFile(join(assetsDir, file), join(asideDir, file));
  }
  rmSync(assetsDir, { recursive: true, force: true });
}

function readHistory() {
  if (existsSync(historyFile)) return JSON.parse(readFileSync(historyFile, 'utf8')).builds;
  // A dist built before this history existed: its files count as one build, made when they were.
  if (!existsSync(asideDir)) return [];
  return [{ id: 'unrecorded', builtAt: statSync(asideDir).mtimeMs, files: filesUnder(asideDir) }];
}

function restore() {
  const build = {
    id: process.env.CONVOY_BUILD_ID || new Date().toISOString(),
    builtAt: Date.now(),
    files: filesUnder(assetsDir),
  };
  const { history, keep } = retainAssets(readHistory(), build);
  let kept = 0;
  let pruned = 0;
  for (const file of filesUnder(asideDir)) {
    if (!keep.has(file)) pruned++;
    else if (!existsSync(join(assetsDir, file))) {
      moveFile(join(asideDir, file), join(assetsDir, file));
      kept++;
    }
  }
  rmSync(asideDir, { recursive: true, force: true });
  writeFileSync(historyFile, `${JSON.stringify({ builds: history }, null, 1)}\n`);
  console.log(
    `keep-assets: ${build.files.length} files of this build, ${kept} of earlier builds kept, ${pruned} pruned`,
  );
}

const command = process.argv[2];
if (command === 'set-aside') setAside();
else if (command === 'restore') restore();
else {
  console.error('usage: node scripts/build/keep-assets.mjs set-aside|restore');
  process.exit(2);
}
