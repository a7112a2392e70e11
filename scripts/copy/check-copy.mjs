#!/usr/bin/env node
// node scripts/copy/check-copy.mjs [--source-only]
//
// US English in what renters read (docs/decisions/020-us-english.md): fails when a
// British spelling (british.mjs) stands in renter-facing copy, naming the file, the
// word, its US form and the text it stands in.
//   - Source: every string and JSX text of the public site (apps/web/src without the
//     back office), the domain's content, contracts and rules (the messages renters
//     get back) and the renter's e-mails (apps/api/src/mail, staff notices aside).
//     Code names stay as they are: a value with no space that does not start with a
//     capital (an enum value such as 'cancelled', a key, a path) is not copy.
//   - Build: the text and the alt, title, aria-label, placeholder and meta content of
//     every prerendered page (apps/web/dist/client/**/*.html), when a build is there.
//   Spanish is not English (decision 048): translations (*.es.ts), the `es:` texts of
//   messages files and the pages under es/ (and *.es.html) are left out, their doubled
//   full stops aside.
// `npm run lint` runs it with --source-only; `npm run build` runs it whole at the end.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tokenizer } from 'acorn';
import { transformSync } from 'esbuild';
import { britishSpellings } from './british.mjs';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The renter-facing source files, as git tracks them. */
export function copySources() {
  const roots = [
    'apps/web/src',
    'packages/domain/src/content',
    'packages/domain/src/contracts',
    'packages/domain/src/rules',
    'apps/api/src/mail',
  ];
  return execFileSync('git', ['ls-files', ...roots], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(
      (f) =>
        /\.tsx?$/.test(f) &&
        !/\.test\.tsx?$/.test(f) &&
        !/\/test\//.test(f) &&
        !f.startsWith('apps/web/src/features/admin/') &&
        !/\.[a-z]{2}\.tsx?$/.test(f) &&
        !f.endsWith('/staff-emails.ts'),
    );
}

/** A string that reads as words rather than a code name. */
const isCopy = (text) => /\s/.test(text.trim()) || /^[A-Z][a-z]/.test(text.trim());

/** The strings and JSX text of a TypeScript module that read as copy. */
export function copyStrings(source, file) {
  const { code } = transformSync(source, {
    loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
    jsx: 'automatic',
    legalComments: 'none',
  });
  const found = [];
  // The last two tokens: a string after `es:` is a messages file's Spanish text.
  let before = [];
  for (const token of tokenizer(code, { ecmaVersion: 'latest', sourceType: 'module' })) {
    const label = token.type.label;
    const spanish = before[0]?.value === 'es' && before[1]?.type.label === ':';
    before = [before[1], token];
    if (
      !spanish &&
      (label === 'string' || label === 'template') &&
      typeof token.value === 'string' &&
      isCopy(token.value)
    )
      found.push(token.value);
  }
  return found;
}

/** The text a person reads on a prerendered page: between tags, and the attributes read aloud or shown. */
export function pageText(html) {
  const attributes = [...html.matchAll(/\s(?:alt|title|aria-label|placeholder|content)="([^"]*)"/g)].map(
    (m) => m[1],
  );
  const text = html
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return [text, ...attributes].join('\n');
}

function htmlFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Every British spelling in renter-facing copy: `{ where, word, us, text }`. */
export function findBritishCopy({ sourceOnly = false } = {}) {
  const problems = [];
  for (const file of copySources()) {
    for (const text of copyStrings(readFileSync(path.join(root, file), 'utf8'), file)) {
      for (const hit of britishSpellings(text)) problems.push({ where: file, ...hit, text });
    }
  }
  if (!sourceOnly) {
    for (const file of htmlFiles(path.join(root, 'apps/web/dist/client'))) {
      const relative = path.relative(path.join(root, 'apps/web/dist/client'), file);
      const spanishPage = relative.startsWith('es/') || /\.es\.html$/.test(relative);
      const text = pageText(readFileSync(file, 'utf8'));
      // A full stop doubled where a value ending in one ("Inc.") closes a sentence.
      const doubled = [...text.matchAll(/\w\.\.(?!\.)/g)].map((m) => ({
        word: m[0],
        us: m[0].slice(0, -1),
        index: m.index,
      }));
      for (const hit of [...(spanishPage ? [] : britishSpellings(text)), ...doubled]) {
        const at = Math.max(0, hit.index - 40);
        problems.push({ where: path.relative(root, file), ...hit, text: text.slice(at, hit.index + 40) });
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = findBritishCopy({ sourceOnly: process.argv.includes('--source-only') });
  for (const p of problems) {
    console.error(
      `${p.where}: "${p.word}" → "${p.us}" in “${p.text.replace(/\s+/g, ' ').trim().slice(0, 100)}”`,
    );
  }
  if (problems.length > 0) {
    console.error(
      `copy check: ${problems.length} British spellings or doubled full stops in renter-facing copy (US English, decision 020)`,
    );
    process.exit(1);
  }
  console.log('copy check: US English in renter-facing copy');
}
