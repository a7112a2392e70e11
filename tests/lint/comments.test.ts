import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { commentFindings, type Finding, specCitationFindings, specSections } from './comment-rules';

/**
 * Comments, test names and documents point inside the repository, never at the
 * issue tracker or at who worked when (STYLE "Names, comments, size"; what is
 * flagged and what is allowed: comment-rules.ts). And a "SPEC §N" names a
 * section of docs/SPEC.md's Part A, a "Part B §N" one of its Part B.
 * Every file git tracks is read, except lockfiles, binary files and the fixture
 * that shows the check failing.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = path.join(root, 'tests/lint/fixtures');
const flaggedFixture = 'tests/lint/fixtures/comments-flagged.txt';
const lockfiles = /(?:^|\/)(?:package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml)$/;

function trackedTexts(): { file: string; text: string }[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
  return files
    .filter(
      (file) => file && file !== flaggedFixture && !lockfiles.test(file) && !file.includes('node_modules/'),
    )
    .flatMap((file) => {
      let bytes: Buffer;
      try {
        bytes = readFileSync(path.join(root, file));
      } catch {
        return []; // deleted in the working tree, not yet in the index
      }
      if (bytes.subarray(0, 8000).includes(0)) return [];
      return [{ file, text: bytes.toString('utf8') }];
    });
}

const listed = (file: string, findings: Finding[]) =>
  findings.map((f) => `${file}:${f.line}: ${f.rule}: ${f.text.slice(0, 160)}`);
const sections = specSections(readFileSync(path.join(root, 'docs/SPEC.md'), 'utf8'));
const fixture = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');

describe('comments point inside the repository', () => {
  it('flags every issue reference and every word of who worked when in the fixture', () => {
    const text = fixture('comments-flagged.txt');
    const lines = text.trimEnd().split('\n');
    const flagged = commentFindings(text).map((f) => f.line);
    // The last two lines cite SPEC sections that do not exist: the citation check's.
    expect(flagged).toEqual(lines.slice(0, -2).map((_, i) => i + 1));
    expect(specCitationFindings(text, sections).map((f) => f.rule)).toEqual([
      'no section 12 in Part A',
      'no section 47 in Part B',
    ]);
  });

  it('passes the clean fixture: issue as a verb, a third-party issue, sessions that are not of work', () => {
    const text = fixture('comments-clean.txt');
    expect(commentFindings(text)).toEqual([]);
    expect(specCitationFindings(text, sections)).toEqual([]);
  });

  it('reads the SPEC’s sections: Part A 1–9, Part B 1 to its last', () => {
    expect([...sections.partA]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sections.partB.size).toBeGreaterThanOrEqual(16);
  });

  const tracked = trackedTexts();

  it('finds no issue reference and no word of who worked when in any tracked file', () => {
    expect(tracked.length).toBeGreaterThan(100);
    const found = tracked.flatMap(({ file, text }) => listed(file, commentFindings(text)));
    expect(found).toEqual([]);
  });

  it('finds every SPEC section cited in the SPEC', () => {
    const wrong = tracked.flatMap(({ file, text }) => listed(file, specCitationFindings(text, sections)));
    expect(wrong).toEqual([]);
  });
});
