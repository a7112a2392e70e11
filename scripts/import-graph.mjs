#!/usr/bin/env node
// npm run lint (and `node scripts/import-graph.mjs [--json]`): the folder-level
// import graph of apps/api/src against the layer order docs/architecture.md
// declares. Each folder under apps/api/src, and each file straight under it, is
// a node; an arrow is a value import between two nodes, as the build sees it
// (esbuild resolves every import and drops the ones used only as types, so a
// `Database` type naming every table draws no arrow). Prints the layers, the
// folder cycles (strongly connected groups) and every import that runs from a
// lower layer up; fails on a cycle, on an import up that the architecture page
// does not list as allowed, and on a node the order does not name.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = 'apps/api/src';
const architecture = 'docs/architecture.md';

/** A file's node: its folder under apps/api/src, or the file itself (without extension) when it sits at the top. */
export function nodeOf(file) {
  const rest = path.relative(source, file).split(path.sep);
  return rest.length === 1 ? rest[0].replace(/\.[cm]?[jt]sx?$/, '') : rest[0];
}

/**
 * The declared order, from docs/architecture.md's "API layers" block: one layer
 * per line, top first, nodes separated by spaces; and the imports up it allows,
 * one per line as "from → to: why".
 */
export function readDeclaredOrder(markdown) {
  const block = markdown.match(/<!-- api-layers -->\s*```text\n([\s\S]*?)```/);
  if (!block) throw new Error(`${architecture} has no \`<!-- api-layers -->\` block`);
  const layers = [];
  for (const line of block[1].split('\n')) {
    const [names] = line.split('#');
    const nodes = names.trim().split(/\s+/).filter(Boolean);
    if (nodes.length) layers.push(nodes);
  }
  const allowed = new Map();
  const allowBlock = markdown.match(/<!-- api-imports-up -->\s*```text\n([\s\S]*?)```/);
  for (const line of allowBlock?.[1].split('\n') ?? []) {
    const match = line.match(/^\s*(\S+)\s*→\s*(\S+)\s*:\s*(.+)$/);
    if (match) allowed.set(`${match[1]} → ${match[2]}`, match[3].trim());
  }
  return { layers, allowed };
}

/** Tarjan's strongly connected components; returns the groups of more than one node. */
export function cycles(nodes, edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let counter = 0;
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter);
    counter += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of nodes) if (!index.has(v)) visit(v);
  return groups;
}

/** Every value import between two nodes, with the files behind each arrow. */
export async function readGraph(cwd = root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSyncSorted(path.join(cwd, dir))) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (
        /\.tsx?$/.test(entry.name) &&
        !/\.(test|spec)\.tsx?$/.test(entry.name) &&
        !entry.name.endsWith('.d.ts') &&
        // The probes tests/lint/layers.test.ts writes for a moment and deletes: not part of the API, and
        // a file that vanishes between this walk and esbuild's read fails the build.
        !entry.name.startsWith('layer-probe')
      )
        files.push(rel);
    }
  };
  walk(source);
  const result = await build({
    absWorkingDir: cwd,
    entryPoints: files,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outdir: 'out',
    logLevel: 'silent',
  });
  const edges = new Map();
  const why = new Map();
  const nodes = new Set(files.map(nodeOf));
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    if (!file.startsWith(`${source}/`)) continue;
    const from = nodeOf(file);
    for (const imported of input.imports) {
      if (imported.external || !imported.path.startsWith(`${source}/`)) continue;
      const to = nodeOf(imported.path);
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
      const key = `${from} → ${to}`;
      if (!why.has(key)) why.set(key, []);
      why.get(key).push(`${file} → ${imported.path}`);
    }
  }
  return { nodes: [...nodes].sort(), edges, why };
}

function readdirSyncSorted(dir) {
  return readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
}

/** Checks the graph against the declared order; returns what to print and whether it passes. */
export function check({ nodes, edges, why }, { layers, allowed }) {
  const layerOf = new Map();
  layers.forEach((names, i) => {
    for (const name of names) layerOf.set(name, i);
  });
  const problems = [];
  const unnamed = nodes.filter((n) => !layerOf.has(n));
  for (const n of unnamed) problems.push(`${n}: not named in ${architecture}'s API layers`);
  for (const name of layerOf.keys())
    if (!nodes.includes(name)) problems.push(`${name}: named in ${architecture} but not in ${source}`);
  const up = [];
  for (const [from, targets] of edges) {
    for (const to of targets) {
      if (!layerOf.has(from) || !layerOf.has(to)) continue;
      // Layer 0 is the top: an import runs down when it goes to a larger index. Within one layer, nodes are peers.
      if (layerOf.get(to) < layerOf.get(from)) {
        const key = `${from} → ${to}`;
        up.push({ key, files: why.get(key), allowed: allowed.get(key) });
        if (!allowed.has(key)) problems.push(`${key}: an import up the declared order (${why.get(key)[0]})`);
      }
    }
  }
  for (const key of allowed.keys())
    if (!up.some((u) => u.key === key))
      problems.push(`${key}: allowed in ${architecture} but no longer there`);
  const groups = cycles(nodes, edges);
  for (const group of groups) problems.push(`cycle: ${group.join(', ')}`);
  return { layers, up: up.sort((a, b) => a.key.localeCompare(b.key)), cycles: groups, problems };
}

async function main() {
  const declared = readDeclaredOrder(readFileSync(path.join(root, architecture), 'utf8'));
  const graph = await readGraph();
  const report = check(graph, declared);
  const arrows = [...graph.edges.values()].reduce((n, s) => n + s.size, 0);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ nodes: graph.nodes.length, arrows, ...report }, null, 2));
  } else {
    console.log(
      `import graph of ${source}: ${graph.nodes.length} nodes on ${declared.layers.length} layers, ${arrows} arrows, ` +
        `${report.cycles.length} folder cycles, ${report.up.length} imports up the declared order (${report.up.filter((u) => u.allowed).length} allowed)`,
    );
    for (const u of report.up) console.log(`  up: ${u.key}${u.allowed ? ` (allowed: ${u.allowed})` : ''}`);
    for (const p of report.problems) console.error(`✗ ${p}`);
  }
  process.exit(report.problems.length ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
