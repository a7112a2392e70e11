// Preloaded into the built server by `profile.mjs --statements` (node --require): times every
// better-sqlite3 statement the server runs (run, get, all, iterate) by its SQL, and writes the totals
// to STATEMENT_TIMES_FILE as the process exits. A bench tool only: never loaded by the product.
const { writeFileSync } = require('node:fs');
const Database = require('better-sqlite3');

const out = process.env.STATEMENT_TIMES_FILE;
const times = new Map();
const prepare = Database.prototype.prepare;
let patched = false;

function timed(proto, method) {
  const original = proto[method];
  proto[method] = function (...args) {
    const started = process.hrtime.bigint();
    try {
      return original.apply(this, args);
    } finally {
      const ns = Number(process.hrtime.bigint() - started);
      const entry = times.get(this.source) ?? { count: 0, ns: 0 };
      entry.count += 1;
      entry.ns += ns;
      times.set(this.source, entry);
    }
  };
}

Database.prototype.prepare = function (...args) {
  const statement = prepare.apply(this, args);
  if (!patched) {
    patched = true;
    const proto = Object.getPrototypeOf(statement);
    for (const method of ['run', 'get', 'all', 'iterate']) timed(proto, method);
  }
  return statement;
};

process.on('exit', () => {
  if (out) writeFileSync(out, JSON.stringify([...times].map(([sql, t]) => ({ sql, ...t }))));
});
