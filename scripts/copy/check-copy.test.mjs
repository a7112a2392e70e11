import { describe, expect, it } from 'vitest';
import { britishSpellings } from './british.mjs';
import { copyStrings, pageText } from './check-copy.mjs';

describe('the US English copy check', () => {
  it('finds British spellings in what a renter reads, with the US form in the same case', () => {
    expect(britishSpellings('Cancelling is free. Bring your licence, travelling light.')).toMatchObject([
      { word: 'Cancelling', us: 'Canceling' },
      { word: 'licence', us: 'license' },
      { word: 'travelling', us: 'traveling' },
    ]);
  });

  it('leaves code names alone: identifiers, paths, dotted keys, backticks, words in capitals', () => {
    for (const text of [
      'organisationId',
      'licence_number',
      '/organisations',
      'organisation.name',
      'the `organisation` field',
      'vehicle-licence',
      'STATUS:CANCELLED',
    ])
      expect(britishSpellings(text), text).toEqual([]);
  });

  it('reads strings and JSX text of a module, not its comments or code names', () => {
    const source = `
      // The organisation's licence, in a comment.
      const status = 'cancelled';
      const copy = { heading: 'Your licence', hint: \`Cancelling \${when}\` };
      export const View = () => <p title="Organisation">The organisation pays</p>;
    `;
    const strings = copyStrings(source, 'view.tsx');
    expect(strings).toEqual(
      expect.arrayContaining(['Your licence', 'Organisation', 'The organisation pays']),
    );
    expect(strings.join('|')).not.toContain('comment');
    expect(strings).not.toContain('cancelled');
    expect(strings.flatMap((s) => britishSpellings(s)).map((h) => h.word)).toEqual(
      expect.arrayContaining(['licence', 'Cancelling', 'Organisation', 'organisation']),
    );
  });

  it("reads a messages file's English and leaves its Spanish alone (decision 048)", () => {
    const source = `export default defineMessages({ pay: { en: 'Pay by cheque', es: 'Pague con cheque' } });`;
    expect(copyStrings(source, 'pay.messages.ts')).toEqual(['Pay by cheque']);
  });

  it('reads a prerendered page as a person does: its text and read-aloud attributes, not its scripts', () => {
    const html =
      '<html><head><meta name="description" content="Driver licences"><script>const organisation = 1;</script></head>' +
      '<body><img alt="Our colour scheme"><p>Cancelled trips</p></body></html>';
    const words = britishSpellings(pageText(html)).map((h) => h.word);
    expect(words.sort()).toEqual(['Cancelled', 'colour', 'licences']);
  });
});
