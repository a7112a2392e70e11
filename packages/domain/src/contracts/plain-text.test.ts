import { describe, expect, it } from 'vitest';
import { oneLine, plainText } from './plain-text.ts';

describe('text a person typed, for e-mails, PDFs and CSV files', () => {
  it('puts a name on one line, whatever ends its lines, and drops controls and bidi characters', () => {
    expect(oneLine('Ada\r\nPay to account 0001\n')).toBe('Ada Pay to account 0001');
    expect(oneLine('Ada\rOkafor\u2028Jr\u2029\u0085x')).toBe('Ada Okafor Jr x');
    expect(oneLine('\tAda \u0000\u0007\u001b[31mOkafor\u007f\u009b ')).toBe('Ada [31mOkafor');
    expect(oneLine('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(oneLine('\u2066Ada\u2069 \u200F\u061COkafor')).toBe('Ada Okafor');
  });

  it('keeps letters of every script, accents, emoji and the joiners they need', () => {
    for (const name of ['Zoë Ørsted-Nuñez', 'محمد علي', '李小龍', 'Ana 👩\u200D💻', 'می\u200Cخواهم']) {
      expect(oneLine(name)).toBe(name);
    }
  });

  it('keeps the lines of a note as line feeds, nothing else', () => {
    expect(plainText('Two vans\r\nthen\ra bus\u2028\u202Eok\u0000\tdone')).toBe(
      'Two vans\nthen\na bus\nok\tdone',
    );
  });
});
