import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const preload = fileURLToPath(new URL('./statement-times.cjs', import.meta.url));
let dir;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('statement times (profile.mjs --statements)', () => {
  it('counts and times every statement a process runs, by its SQL, written as the process exits', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'statement-times-'));
    const out = path.join(dir, 'times.json');
    const program = `
      const Database = require('better-sqlite3');
      const db = new Database(':memory:');
      db.prepare('create table t (n integer)').run();
      const insert = db.prepare('insert into t (n) values (?)');
      for (let i = 0; i < 3; i++) insert.run(i);
      console.log(db.prepare('select sum(n) as s from t').get().s);`;
    const child = spawnSync(process.execPath, ['--require', preload, '-e', program], {
      env: { ...process.env, STATEMENT_TIMES_FILE: out },
      encoding: 'utf8',
    });
    expect(child.status, child.stderr).toBe(0);
    expect(child.stdout.trim()).toBe('3');
    const times = JSON.parse(readFileSync(out, 'utf8'));
    const of = (sql) => times.find((t) => t.sql === sql);
    expect(of('insert into t (n) values (?)')).toMatchObject({ count: 3 });
    expect(of('select sum(n) as s from t')).toMatchObject({ count: 1 });
    expect(of('create table t (n integer)')).toMatchObject({ count: 1 });
    for (const t of times) expect(t.ns).toBeGreaterThan(0);
  });
});
