import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { check, cycles, nodeOf, readDeclaredOrder, readGraph } from './import-graph.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A graph as readGraph gives it, from "a → b" pairs. */
function graph(nodes, pairs) {
  const edges = new Map();
  const why = new Map();
  for (const pair of pairs) {
    const [from, to] = pair.split(' → ');
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
    why.set(pair, [`apps/api/src/${from}/x.ts → apps/api/src/${to}/y.ts`]);
  }
  return { nodes, edges, why };
}

const declared = (layers, allowed = {}) => ({ layers, allowed: new Map(Object.entries(allowed)) });

describe('the import graph check', () => {
  it('passes a graph whose imports all run down the declared order', () => {
    const report = check(
      graph(['app', 'reservations', 'db'], ['app → reservations', 'reservations → db', 'app → db']),
      declared([['app'], ['reservations'], ['db']]),
    );
    expect(report.problems).toEqual([]);
    expect(report.up).toEqual([]);
  });

  it('fails on an import up the order, naming the files behind it', () => {
    const report = check(
      graph(['reservations', 'db'], ['reservations → db', 'db → reservations']),
      declared([['reservations'], ['db']]),
    );
    expect(report.problems).toContain(
      'db → reservations: an import up the declared order (apps/api/src/db/x.ts → apps/api/src/reservations/y.ts)',
    );
    expect(report.problems).toContain('cycle: db, reservations');
  });

  it('lets an import up pass when the architecture page allows it, and fails when the allowed one is gone', () => {
    const allowedUp = check(graph(['a', 'b'], ['b → a']), declared([['a'], ['b']], { 'b → a': 'a reason' }));
    expect(allowedUp.problems).toEqual([]);
    expect(allowedUp.up).toEqual([expect.objectContaining({ key: 'b → a', allowed: 'a reason' })]);
    const stale = check(graph(['a', 'b'], []), declared([['a'], ['b']], { 'b → a': 'a reason' }));
    expect(stale.problems).toEqual(['b → a: allowed in docs/architecture.md but no longer there']);
  });

  it('fails on a folder the order does not name, and on a name with no folder', () => {
    const report = check(graph(['a', 'new-feature'], []), declared([['a', 'gone']]));
    expect(report.problems).toEqual([
      "new-feature: not named in docs/architecture.md's API layers",
      'gone: named in docs/architecture.md but not in apps/api/src',
    ]);
  });

  it('finds every strongly connected group, not only two folders importing each other', () => {
    const g = graph(['a', 'b', 'c', 'd'], ['a → b', 'b → c', 'c → a', 'c → d']);
    expect(cycles(g.nodes, g.edges)).toEqual([['a', 'b', 'c']]);
  });

  it('reads the layers and the allowed imports from the page', () => {
    const page = [
      '<!-- api-layers -->',
      '```text',
      'app            # the top',
      'reservations fleet',
      'db',
      '```',
      '<!-- api-imports-up -->',
      '```text',
      'db → app: because',
      '```',
    ].join('\n');
    expect(readDeclaredOrder(page)).toEqual(
      declared([['app'], ['reservations', 'fleet'], ['db']], { 'db → app': 'because' }),
    );
  });

  it('names a node by its folder, or by the file itself at the top', () => {
    expect(nodeOf('apps/api/src/reservations/booking.service.ts')).toBe('reservations');
    expect(nodeOf('apps/api/src/seed/scale/x.ts')).toBe('seed');
    expect(nodeOf('apps/api/src/services.ts')).toBe('services');
  });
});

describe("the API's own graph", () => {
  it('has no folder cycle and no import up the order docs/architecture.md declares', async () => {
    const report = check(
      await readGraph(root),
      readDeclaredOrder(readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')),
    );
    expect(report.problems).toEqual([]);
    expect(report.cycles).toEqual([]);
  }, 60_000);
});
