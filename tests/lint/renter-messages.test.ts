import { readFileSync } from 'node:fs';
import path from 'node:path';
import { translatedMessages, translateMessage } from '@convoy/domain/contracts/message-words.es';
import { tokenizer } from 'acorn';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { root, source, sourceFiles } from './api-source.ts';

/**
 * The API answers in English; the Spanish site shows what it answers a renter in Spanish through
 * contracts/message-words.es.ts (decision 048). Every message the API throws itself (`new ApiError(…)`)
 * in the folders whose routes renters reach needs an entry there, or a place below among the messages
 * no person reads.
 */
const renterFolders = [
  'insurance',
  'invoices',
  'leads',
  'media',
  'organisations',
  'payments',
  'plugins',
  'pre-arrival',
  'quotes',
  'reservations',
  'reviews',
  'sms',
];

/** Messages for programs (headers, signatures, multipart fields) and for staff, in the same folders. */
const noPersonReads = new Set([
  'Send an Idempotency-Key header (a new UUID per attempt) so that a retry cannot act twice.',
  'This site takes no card payments online.',
  'The webhook has no body to verify.',
  'The webhook signature does not verify; nothing was changed.',
  'The request signature does not verify; nothing was changed.',
  'Send your organization’s account code and access key as "Authorization: Bearer ORG-XXXXXX.<key>".',
  'Send the certificate as multipart/form-data, the file in a field named "file".',
  'Send the image as multipart/form-data, in a field named "file".',
  // Staff's, from the back office's review desk and image library.
  'The reviewer did not agree to have this review published.',
  'This review has no open item: it was resolved, or its rating was high.',
  'No such review.',
  'That image is no longer in the library.',
]);

/**
 * The message of each `new ApiError(status, code, message, …)` in `code`, when it is written there: a
 * string, or a template with `{}` where its `${…}` parts go. A message held in a variable is not read.
 */
function apiErrorMessages(code: string): string[] {
  const { code: js } = transformSync(code, { loader: 'ts' });
  const tokens = [...tokenizer(js, { ecmaVersion: 'latest', sourceType: 'module' })];
  const label = (i: number) => tokens[i]?.type.label;
  const value = (i: number) => (tokens[i] as { value?: unknown } | undefined)?.value;
  const found: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (label(i) !== 'new' || value(i + 1) !== 'ApiError' || label(i + 2) !== '(') continue;
    // Past the status and the code, at depth 0.
    let at = i + 3;
    for (let commas = 0, depth = 0; at < tokens.length && commas < 2; at++) {
      const l = label(at);
      if (l === '(' || l === '[' || l === '{' || l === '${') depth += 1;
      else if (l === ')' || l === ']' || l === '}') depth -= 1;
      else if (l === ',' && depth === 0) commas += 1;
    }
    if (label(at) === 'string') found.push(String(value(at)));
    else if (label(at) === '`') {
      let text = '';
      for (let k = at + 1, depth = 0; k < tokens.length && !(label(k) === '`' && depth === 0); k++) {
        const l = label(k);
        if (l === 'template' && depth === 0) text += String(value(k) ?? '');
        else if (l === '${') {
          if (depth === 0) text += '{}';
          depth += 1;
        } else if (l === '}' && depth > 0) depth -= 1;
      }
      found.push(text);
    }
  }
  return found;
}

const patterns = Object.keys(translatedMessages)
  .filter((key) => key.includes('{'))
  .map((key) => new RegExp(`^${key.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '.+?')}$`));

/**
 * A message has Spanish: its own entry, a pattern that reads it, or (a template) a pattern that reads it
 * with its `{}` parts filled in; sentences the API joins are translated one by one.
 */
function hasSpanish(message: string): boolean {
  if (!message.includes('{}')) return translateMessage(message) !== message;
  // Built wholly of its parts (messages joined): read where they are written.
  if (!/\p{L}/u.test(message)) return true;
  // A part left out (an optional sentence) or filled in.
  const read = ['', 'x'].map((part) => message.replaceAll('{}', part));
  return read.some((m) => translateMessage(m) !== m) || patterns.some((p) => p.test(message));
}

function missingIn(file: string, code: string): string[] {
  return apiErrorMessages(code)
    .filter((m) => !noPersonReads.has(m) && !hasSpanish(m))
    .map((m) => `${file}: ${m}`);
}

describe('what the API answers a renter has Spanish (contracts/message-words.es.ts, decision 048)', () => {
  it('reads the message of each ApiError, strings and templates, and finds one without Spanish', () => {
    const fixture = `
      throw new ApiError(404, 'not_found', 'No reservation matches that code and e-mail address.');
      throw new ApiError(409, code, \`No \${line.vehicle.name} is free at \${where(x, { y })} for those dates.\`, fields);
      throw new ApiError(409, 'nope', 'A sentence nobody translated.');
      throw new ApiError(400, 'held', message);`;
    expect(apiErrorMessages(fixture)).toEqual([
      'No reservation matches that code and e-mail address.',
      'No {} is free at {} for those dates.',
      'A sentence nobody translated.',
    ]);
    expect(missingIn('fixture.ts', fixture)).toEqual(['fixture.ts: A sentence nobody translated.']);
  });

  it('in every folder renters reach', () => {
    const files = renterFolders
      .flatMap((folder) => sourceFiles(`${source}/${folder}`))
      .filter((file) => !/\.test\.ts$|admin/.test(file));
    const read = files.flatMap((file) => apiErrorMessages(readFileSync(path.join(root, file), 'utf8')));
    expect(read.length).toBeGreaterThan(60);
    const missing = files.flatMap((file) => missingIn(file, readFileSync(path.join(root, file), 'utf8')));
    expect(missing, 'messages with no entry in message-words.es.ts').toEqual([]);
  });
});
