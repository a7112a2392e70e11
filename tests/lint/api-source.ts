import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, for the lint tests that read the API's source. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The API's source, where the queries and repositories rules look. */
export const source = 'apps/api/src';

/**
 * Every .ts and .tsx file under `dir` (a path from the root), as paths from the
 * root; not the probes layers.test.ts writes for a moment (`layer-probe*`),
 * which a lint test running beside it could otherwise read.
 */
export function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !entry.name.startsWith('layer-probe') ? [rel] : [];
  });
}

/** The lines of `text` that `pattern` finds: "file:line: text". */
export function linesMatching(file: string, text: string, pattern: RegExp): string[] {
  return text
    .split('\n')
    .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
}

/** What `check` finds in every file of the API's source. */
export function findInApi(check: (file: string, text: string) => string[]): string[] {
  return sourceFiles(source).flatMap((file) => check(file, readFileSync(path.join(root, file), 'utf8')));
}
