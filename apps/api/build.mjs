// Bundles the server into one ESM file, dist/server.js, workspace code and
// pure-JS packages included: loading hundreds of small files from node_modules
// was half of the cold start (issue 9 goal: ≤ 1 s). Native modules and packages
// that load files of their own at run time stay external.
import { build } from 'esbuild';

const external = [
  'better-sqlite3',
  'pg-native',
  'sharp',
  '@node-rs/*',
  'ioredis',
  'nodemailer',
  'smtp-server',
];

const started = performance.now();
await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile: new URL('./dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  legalComments: 'none',
  // CommonJS packages bundled into ESM still call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log(`apps/api/dist/server.js built in ${Math.round(performance.now() - started)} ms`);
