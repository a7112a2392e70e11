// How the server process runs in production, and so in every benchmark and the scale-out rig
// (scripts/bench/lib.mjs startServer): `npm run serve` spells the same out (tests/lint checks they agree),
// and docs/deploying.md gives it to a supervisor. Measured for decision 017 (docs/decisions/017-data-at-scale.md):
// - V8's young generation at most 2 × 4 MB instead of 2 × 16 MB: it had grown to its maximum during the start
//   (migrations, the catalogue) and stayed there;
// - glibc's malloc with two arenas instead of eight per core: each thread (V8's helpers, libuv's pool) touched
//   an arena of its own.
// - V8's old generation at most 160 MB: with no limit but the machine's, V8 let it grow to 3-4 times what was
//   live before collecting (a PostgreSQL export of 147,000 bookings: +41 to +62 MB each time, live 25-38 MB).
//   With the limit it collects sooner (+1 to +8 MB; the export 15 % slower); what is live stays far below it.
// Peak RSS under 50 connections of searches 221–241 → 178–187 MB, idle 161 → ~125 MB; throughput the same on
// identity answers, ~5 % lower on brotli-compressed ones.
export const serverNodeArgs = ['--max-semi-space-size=4', '--max-old-space-size=160'];
export const serverEnv = { MALLOC_ARENA_MAX: '2' };
