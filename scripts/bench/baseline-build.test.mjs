import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { linkNodeModules } from './baseline-build.mjs';

let dir;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A repository's tree as npm installs a workspace: packages in node_modules, workspaces as relative links. */
function tree(name, domainText) {
  const base = path.join(dir, name);
  mkdirSync(path.join(base, 'packages/domain'), { recursive: true });
  writeFileSync(path.join(base, 'packages/domain/index.js'), domainText);
  return base;
}

describe("the baseline's node_modules linked to the current one's", () => {
  it("resolve installed packages to the current's and workspace packages to the baseline's own", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'convoy-link-test-'));
    const current = tree('current', 'current domain');
    const baseline = tree('baseline', 'baseline domain');
    const modules = path.join(current, 'node_modules');
    mkdirSync(path.join(modules, 'zod'), { recursive: true });
    writeFileSync(path.join(modules, 'zod/index.js'), 'zod');
    mkdirSync(path.join(modules, '@types/node'), { recursive: true });
    mkdirSync(path.join(modules, '@convoy'), { recursive: true });
    symlinkSync('../../packages/domain', path.join(modules, '@convoy/domain'));

    linkNodeModules(modules, path.join(baseline, 'node_modules'));

    const linked = (p) => realpathSync(path.join(baseline, 'node_modules', p));
    expect(readFileSync(path.join(linked('@convoy/domain'), 'index.js'), 'utf8')).toBe('baseline domain');
    expect(linked('zod')).toBe(realpathSync(path.join(modules, 'zod')));
    expect(linked('@types/node')).toBe(realpathSync(path.join(modules, '@types/node')));

    // Removing the baseline's copy leaves the current tree's packages where they were.
    rmSync(path.join(baseline, 'node_modules'), { recursive: true });
    expect(readFileSync(path.join(modules, 'zod/index.js'), 'utf8')).toBe('zod');
  });
});
