// The baseline of `npm run bench:api -- --baseline=REF`: REF checked out in a temporary git worktree and
// its server built there, as `npm run build -w @convoy/api` builds it.
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The commit a ref names (a branch, a tag, a hash), or an Error saying it names none (given as --`option`). */
export function resolveCommit(ref, option = 'baseline') {
  try {
    return git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  } catch {
    throw new Error(`--${option}=${ref} names no commit of this repository`);
  }
}

/** This tree's commit, and whether it has changes not committed. */
export function currentCommit() {
  return { commit: git('rev-parse', '--short', 'HEAD'), dirty: git('status', '--porcelain') !== '' };
}

/**
 * A copy of `from`'s node_modules at `to` made of links: every installed package is a link to
 * `from`'s, but npm's links to the workspace packages (`@convoy/domain -> ../../packages/domain`) are
 * made again as they were, relative, so they lead to `to`'s own packages. Linking the whole folder
 * would not do: Node and esbuild follow a link to its real path, so `@convoy/domain` would resolve to
 * the current tree's packages/domain and the baseline would be built with the current domain code.
 */
export function linkNodeModules(from, to) {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = path.join(from, name);
    const target = path.join(to, name);
    const entry = lstatSync(source);
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (name.startsWith('@') && entry.isDirectory()) linkNodeModules(source, target);
    else symlinkSync(source, target);
  }
}

/** The folders that may hold a node_modules of their own: the root and each workspace ("apps/*"). */
function workspaceDirs(dir) {
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return [
    '.',
    ...workspaces.flatMap((pattern) => {
      const parent = pattern.replace(/\/\*$/, '');
      if (parent === pattern) return [pattern];
      const full = path.join(dir, parent);
      return existsSync(full) ? readdirSync(full).map((name) => path.join(parent, name)) : [];
    }),
  ];
}

const running = new Set();

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    running.add(child);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} in ${cwd} ended with ${signal ?? code}`));
    });
  });
}

/**
 * Checks `commit` out in a new temporary git worktree. `remove()` takes it away again (its links
 * first, never what they lead to) and may be called more than once, also from a signal handler.
 */
export function addWorktree(commit) {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'convoy-baseline-'));
  const dir = path.join(parent, 'tree');
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    for (const child of running) child.kill('SIGTERM');
    for (const ws of existsSync(path.join(dir, 'package.json')) ? workspaceDirs(dir) : []) {
      rmSync(path.join(dir, ws, 'node_modules'), { recursive: true, force: true });
    }
    try {
      git('worktree', 'remove', '--force', dir);
    } catch {}
    rmSync(parent, { recursive: true, force: true });
    git('worktree', 'prune');
  };
  git('worktree', 'add', '--detach', '--quiet', dir, commit);
  return { dir, remove };
}

/**
 * Installs and builds the server of a worktree (the baseline's, or the one --current names) in `dir`:
 * with the current lockfile, the current node_modules linked (linkNodeModules); with another, `npm ci`
 * of its own. Returns how it was installed and the server's path.
 */
export async function buildWorktree(dir, commit, log) {
  const sameLockfile =
    existsSync(path.join(root, 'node_modules')) &&
    git('show', `${commit}:package-lock.json`) ===
      readFileSync(path.join(root, 'package-lock.json'), 'utf8').trim();
  if (sameLockfile) {
    log('› the same lockfile: linking the current node_modules');
    for (const ws of workspaceDirs(dir)) {
      const from = path.join(root, ws, 'node_modules');
      if (existsSync(from)) linkNodeModules(from, path.join(dir, ws, 'node_modules'));
    }
  } else {
    log('› another lockfile: npm ci in the worktree');
    await run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  }
  log("› building the worktree's server: npm run build -w @convoy/api");
  await run('npm', ['run', '--silent', 'build', '-w', '@convoy/api'], dir);
  return { install: sameLockfile ? 'linked' : 'npm ci', script: path.join(dir, 'apps/api/dist/server.js') };
}
