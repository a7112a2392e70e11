import { describe, expect, it } from 'vitest';
import { csvCell, csvChunkChars, csvChunks, nameColumn } from './csv.ts';

async function* inBatches<T>(...batches: T[][]) {
  for (const batch of batches) yield batch;
}

describe('CSV export', () => {
  it('cuts a big batch into chunks of about csvChunkChars, which put together are the whole CSV', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      name: `Renter ${i} ${'x'.repeat(i % 90)}`,
      n: i,
    }));
    const columns = [
      { header: 'Name', value: (r: { name: string; n: number }) => r.name },
      { header: 'Count', value: (r: { name: string; n: number }) => r.n },
    ];
    const chunks: string[] = [];
    for await (const chunk of csvChunks(columns, inBatches(rows.slice(0, 600), rows.slice(600))))
      chunks.push(chunk);
    const longestLine = Math.max(...rows.map((r) => `${r.name},${r.n}\r\n`.length));
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(chunk.length).toBeLessThan(csvChunkChars + longestLine);
    expect(chunks.join('')).toBe(`\uFEFFName,Count\r\n${rows.map((r) => `${r.name},${r.n}\r\n`).join('')}`);
  });

  it('quotes per RFC 4180 and ends lines with CRLF, the header first and then each batch', async () => {
    const chunks: string[] = [];
    for await (const chunk of csvChunks(
      [
        { header: 'Name', value: (r: { name: string; n: number }) => r.name },
        { header: 'Count', value: (r) => r.n },
      ],
      inBatches(
        [{ name: 'Plain', n: 1 }],
        [
          { name: 'Comma, inside', n: -2 },
          { name: 'Say "hi"\nbye', n: 3 },
        ],
      ),
    )) {
      chunks.push(chunk);
    }
    expect(chunks).toEqual([
      '\uFEFFName,Count\r\n',
      'Plain,1\r\n',
      '"Comma, inside",-2\r\n"Say ""hi""\nbye",3\r\n',
    ]);
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+1 410 555 0199')).toBe("'+1 410 555 0199");
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });

  it('writes no control or bidi character, and a column of names one line a name', () => {
    expect(csvCell('Ada\u202E fdp.exe\u0007\u001b')).toBe('Ada fdp.exe');
    // A note keeps its lines (inside quotes); a CR alone would end the row in some readers.
    expect(csvCell('Two vans\r\nthen a bus\rok')).toBe('"Two vans\nthen a bus\nok"');
    expect(csvCell('\u202E=cmd')).toBe("'=cmd");
    const renter = nameColumn('Renter', (r: { name: string | null }) => r.name);
    expect(csvCell(renter.value({ name: 'Ada\r\nPay to account 0001\u2066' }))).toBe(
      'Ada Pay to account 0001',
    );
    expect(csvCell(renter.value({ name: null }))).toBe('');
  });
});
