/**
 * What a comment, test name or document may point at (STYLE "Names, comments,
 * size"): something inside the repository (docs/SPEC.md, docs/decisions/, the
 * behaviour itself), never the issue tracker a newcomer cannot open, and never
 * who worked when.
 *
 * Flagged:
 * - an issue by number: "issue" or "issues" followed by a number, with or
 *   without `#`; a `(#N)` or "fixes #N" style reference;
 * - an issue by name: "the <word> issue", or one placed in time ("before
 *   this" one, "a later" one): say what it asked for instead;
 * - who worked when: a session of work named by "this", "last", "a later" and
 *   the like or by its number, an ordinal pass ("the third" one, "the closing"
 *   one), a try "earlier" or "previous" than another.
 *
 * Allowed, because they are not references to our tracker:
 * - "issue" as a verb or a plain noun: "issues 200 invoices", "issue a key",
 *   "an issue with X", "the same issue", zod's `error.issues`;
 * - a third-party project's issue cited as the reason for a workaround, written
 *   as its URL (`https://github.com/<owner>/<repo>/issues/<n>`) or as
 *   `<owner>/<repo>#<n>`: a line holding one is not checked for issue numbers;
 * - "session" in its technical senses (a sign-in session, sessionStorage, a
 *   Checkout session, the attribution's current session).
 */

export interface Finding {
  line: number;
  text: string;
  rule: string;
}

const nouns = '(?:invoices?|receipts?|keys?|numbers?|tokens?|refunds?|documents?|copies|credit notes?)';
const ordinal = 'second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth';

const issueRules: [string, RegExp][] = [
  ['an issue by number', new RegExp(`\\bissues?\\s+#?\\d+\\b(?!\\s+${nouns}\\b)`, 'i')],
  ['an issue by number', /\(#\d+\)|\b(?:fix(?:es|ed)?|close[sd]?|resolve[sd]?|see|per) #\d+\b/i],
  [
    'an issue by name',
    /\b(?:the|this|that|our) (?!(?:same|known|real|main|actual|underlying|only|other|open)\b)[a-z]+(?:-[a-z]+)? issue\b/i,
  ],
  [
    'an issue by name',
    /\b(?:before|after|since|until|in|for|by) (?:this|that|the (?:previous|next)|an? (?:earlier|later)) issues?\b/i,
  ],
];

const sessionRules: [string, RegExp][] = [
  [
    'who worked when',
    new RegExp(
      `\\b(?:this|last|previous|prior|earlier|later|next|first|${ordinal}|an? (?:earlier|later|previous)) (?:work(?:ing)? )?session\\b`,
      'i',
    ),
  ],
  ['who worked when', /\bsessions? #?\d+\b/i],
  [
    'who worked when',
    new RegExp(`\\b(?:${ordinal}|closing|previous|earlier|later|this) pass(?:'s)?\\b`, 'i'),
  ],
  ['who worked when', /\b(?:the|an|that) (?:earlier|previous|prior) (?:try|attempt)\b/i],
];

/** A third-party project's issue or pull request, as a URL or as owner/repo#n. */
const thirdParty = /github\.com\/[\w.-]+\/[\w.-]+\/(?:issues|pull)\/\d+|\b[\w.-]+\/[\w.-]+#\d+\b/;

/** Every line of `text` that points at an issue or talks about who worked when. */
export function commentFindings(text: string): Finding[] {
  const findings: Finding[] = [];
  text.split('\n').forEach((line, index) => {
    const rules = thirdParty.test(line) ? sessionRules : [...issueRules, ...sessionRules];
    const hit = rules.find(([, pattern]) => pattern.test(line));
    if (hit) findings.push({ line: index + 1, text: line.trim(), rule: hit[0] });
  });
  return findings;
}

/** The section numbers of docs/SPEC.md: Part A's `### N.` headings and Part B's `N. **…**` items. */
export function specSections(spec: string): { partA: Set<number>; partB: Set<number> } {
  const [, afterA = ''] = spec.split(/^# Part A\b.*$/m);
  const [partAText = '', partBText = ''] = afterA.split(/^# Part B\b.*$/m);
  const numbers = (source: string, pattern: RegExp) =>
    new Set([...source.matchAll(pattern)].map((match) => Number(match[1])));
  return { partA: numbers(partAText, /^### (\d+)\./gm), partB: numbers(partBText, /^(\d+)\. \*\*/gm) };
}

/**
 * Citations of a section the SPEC does not have: "SPEC §N" (or "SPEC Part A
 * §N") must name a section of Part A, "Part B §N" one of Part B.
 */
export function specCitationFindings(text: string, sections: ReturnType<typeof specSections>): Finding[] {
  const findings: Finding[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/\bSPEC (?:Part A )?§(\d+)/g)) {
      if (!sections.partA.has(Number(match[1])))
        findings.push({ line: index + 1, text: line.trim(), rule: `no section ${match[1]} in Part A` });
    }
    for (const match of line.matchAll(/\bPart B §(\d+)/g)) {
      if (!sections.partB.has(Number(match[1])))
        findings.push({ line: index + 1, text: line.trim(), rule: `no section ${match[1]} in Part B` });
    }
  });
  return findings;
}
