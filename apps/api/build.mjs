// Bundles the server into one ESM file, dist/server.js, workspace code and
// pure-JS packages included: loading hundreds of small files from node_modules
// was half of the cold start (decision 009: a cold start within 1 s). Native modules and packages
// that load files of their own at run time stay external. The command-line
// tools are bundled the same way, dist/admin-create.js, dist/db-backup.js, dist/db-migrate.js and dist/seed-scale.js,
// so they run in a production install, which has no tsx (docs/deploying.md;
// scripts/run.mjs picks the bundle there).
import { build } from 'esbuild';

const external = [
  'better-sqlite3',
  'pg-native',
  'sharp',
  '@node-rs/*',
  'ioredis',
  'nodemailer',
  'smtp-server',
  // Loads its font metrics through its own package's import map at run time.
  'pdfkit',
];

const started = performance.now();
const entry = (file) => new URL(file, import.meta.url).pathname;
await build({
  // dist/<name>.js, each at the depth of src/config.ts (its default paths count on it).
  entryPoints: {
    server: entry('./src/server.ts'),
    'admin-create': entry('./scripts/admin-create.ts'),
    'db-backup': entry('./scripts/db-backup.ts'),
    'seed-scale': entry('./scripts/seed-scale.ts'),
    'db-migrate': entry('./scripts/db-migrate.ts'),
  },
  outdir: entry('./dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  legalComments: 'none',
  // No comments or indentation: V8 keeps the bundle's source in memory, and one non-ASCII character in a
  // comment made all of it a two-byte string (11.6 MB of the 52 MB heap; the memory goal of decision 017).
  minifyWhitespace: true,
  // BUILD_SOURCEMAP=1: a map beside each bundle, named by nothing in it (nothing loads it at run time): with
  // the comments gone, how scripts/bench/profile.mjs tells which source module a profiled function is in.
  // Not by default: it adds about a third to the build (0.7–0.9 s to 2.1–2.2 s, measured).
  sourcemap: process.env.BUILD_SOURCEMAP === '1' ? 'external' : false,
  // CommonJS packages bundled into ESM still call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(
  `apps/api/dist/server.js, admin-create.js, db-backup.js, db-migrate.js, seed-scale.js built in ${Math.round(performance.now() - started)} ms`,
);
