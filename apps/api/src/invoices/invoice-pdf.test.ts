import fc from 'fast-check';
import { extractText, extractTextItems, getDocumentProxy, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '../mail/invoice-document.ts';
import { formatUsd, renderInvoicePdf } from './invoice-pdf.ts';
import { pdfSafe } from './pdf-table.ts';

const ex = { state: 'GA', certificateNumber: 'GA-12345' };

function invoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    kind: 'invoice',
    number: 'INV-2026-000123',
    issuedOn: '2026-07-06',
    dueOn: '2026-08-05',
    terms: 'Net 30',
    status: 'open',
    seller: { name: 'Convoy Rentals LLC', lines: ['1200 Peachtree St NE', 'Atlanta, GA 30309'] },
    billTo: { name: 'Grace Fellowship Church', lines: ['Attn: Treasurer', '45 Oak Ave', 'Macon, GA 31201'] },
    reservation: {
      code: 'CNV-7K3M9Q',
      vehicles: '2 × 15 Passenger Van + 1 × Cargo Van',
      location: 'Atlanta Midtown',
      pickup: 'Mon, Jul 6, 2026, 9:00 AM',
      return: 'Fri, Jul 10, 2026, 5:00 PM',
    },
    poNumber: 'PO-88412',
    lines: [
      { label: '15 Passenger Van, 4 days', quantity: 2, unitCents: 59_600, amountCents: 119_200 },
      { label: 'Cargo Van, 4 days', quantity: 1, unitCents: 35_600, amountCents: 35_600 },
      { label: 'Group discount', quantity: 1, unitCents: -1_200, amountCents: -1_200 },
    ],
    taxes: [
      { label: 'Georgia sales tax', rate: 8.9, baseCents: 153_600, amountCents: 0, exemption: ex },
      { label: 'Rental motor vehicle fee', rate: 3, baseCents: 153_600, amountCents: 4_608, exemption: null },
    ],
    totalCents: 158_208,
    payments: [
      { date: '2026-07-01', label: 'Deposit, card ending 4242', amountCents: 50_000 },
      { date: '2026-07-03', label: 'Refund of overpayment', amountCents: -2_500 },
    ],
    paidCents: 47_500,
    balanceDueCents: 110_708,
    bankTransfer: ['Bank: First Peach Bank', 'Routing: 061000104', 'Account: 1234567890'],
    notes: ['Georgia sales tax exempt under certificate GA-12345.'],
    ...overrides,
  };
}

async function textOf(buffer: Buffer): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  const { text } = await extractText(pdf, { mergePages: true });
  // Wrapped labels come out over two lines; a reader reads them as one.
  return { text: text.replace(/\s+/g, ' '), pages: pdf.numPages };
}

describe('renderInvoicePdf', () => {
  it('prints what a treasurer files: parties, reservation, lines, taxes, total, payments, balance, bank', async () => {
    const buffer = await renderInvoicePdf(invoice());
    expect(buffer.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await textOf(buffer);
    expect(pages).toBe(1);
    for (const expected of [
      'Invoice',
      'INV-2026-000123',
      'Issued',
      '2026-07-06',
      'Net 30',
      'Convoy Rentals LLC',
      'Atlanta, GA 30309',
      'Bill to',
      'Grace Fellowship Church',
      'Macon, GA 31201',
      'Purchase order: PO-88412',
      'CNV-7K3M9Q',
      '2 × 15 Passenger Van + 1 × Cargo Van',
      'Mon, Jul 6, 2026, 9:00 AM',
      'Fri, Jul 10, 2026, 5:00 PM',
      '15 Passenger Van, 4 days',
      '$596.00',
      '$1,192.00',
      'Cargo Van, 4 days',
      '$356.00',
      'Group discount',
      '-$12.00',
      'Georgia sales tax (8.9%)',
      'Exempt — certificate GA-12345 (GA)',
      '$0.00',
      'Rental motor vehicle fee (3%)',
      '$46.08',
      'Total',
      '$1,582.08',
      'Payments received',
      '2026-07-01',
      'Deposit, card ending 4242',
      '$500.00',
      'Refund of overpayment',
      '-$25.00',
      'Paid',
      '$475.00',
      'Balance due by 2026-08-05',
      '$1,107.08',
      'Pay by bank transfer',
      'Routing: 061000104',
      'Account: 1234567890',
      'Georgia sales tax exempt under certificate GA-12345.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/PAID|VOID/);
  });

  it('titles a receipt "Receipt", marks it PAID and leaves out an empty bank block', async () => {
    const receipt = invoice({
      kind: 'receipt',
      number: 'RCT-2026-000045',
      status: 'paid',
      dueOn: null,
      terms: null,
      poNumber: null,
      paidCents: 158_208,
      balanceDueCents: 0,
      bankTransfer: null,
      payments: [{ date: '2026-07-06', label: 'Card ending 4242', amountCents: 158_208 }],
    });
    const { text } = await textOf(await renderInvoicePdf(receipt));
    expect(text).toContain('Receipt');
    expect(text).toContain('RCT-2026-000045');
    expect(text).toContain('PAID');
    expect(text).toMatch(/Paid ?\$1,582\.08/);
    expect(text).toMatch(/Balance due ?\$0\.00/);
    expect(text).not.toContain('Invoice');
    expect(text).not.toContain('Purchase order');
    expect(text).not.toContain('Pay by bank transfer');
  });

  it('says VOID on a void invoice', async () => {
    const { text } = await textOf(await renderInvoicePdf(invoice({ status: 'void', notes: [] })));
    expect(text).toContain('VOID');
  });

  it('carries 60 lines onto more pages, repeating the table header, losing none', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      label: `Line item number ${i + 1}`,
      quantity: 1,
      unitCents: 1_000 + i,
      amountCents: 1_000 + i,
    }));
    const buffer = await renderInvoicePdf(invoice({ lines }));
    const { text, pages } = await textOf(buffer);
    expect(pages).toBeGreaterThanOrEqual(2);
    for (const line of lines) {
      expect(text).toContain(`${line.label} `);
      expect(text).toContain(formatUsd(line.amountCents));
    }
    const perPage = (await extractText(new Uint8Array(buffer))).text.map((t) => t.replace(/\s+/g, ' '));
    const withLines = perPage.filter((page) => page.includes('Line item number'));
    expect(withLines.length).toBeGreaterThanOrEqual(2);
    for (const page of withLines) {
      expect(page.search(/Description ?Qty ?Unit price ?Amount/)).toBeGreaterThanOrEqual(0);
      expect(page.indexOf('Line item number')).toBeGreaterThan(
        page.search(/Description ?Qty ?Unit price ?Amount/),
      );
    }
    expect(perPage.at(-1)).toContain(`Page ${pages} of ${pages}`);
  });

  it('wraps a long label inside the Description column, clear of the numbers', async () => {
    const label = 'Extended mileage package covering the church youth retreat to Lake Lanier and back, twice';
    const buffer = await renderInvoicePdf(
      invoice({ lines: [{ label, quantity: 1, unitCents: 7_500, amountCents: 7_500 }] }),
    );
    const { items } = await extractTextItems(new Uint8Array(buffer));
    const words = (items[0] ?? []).filter(
      (item) => item.str.trim() !== '' && label.includes(item.str.trim()),
    );
    expect(words.map((w) => w.str).join(' ')).toContain('Lake Lanier');
    expect(new Set(words.map((w) => Math.round(w.y))).size).toBeGreaterThan(1);
    // The Qty column starts 274 pt into the table, at x = 54 + 274.
    for (const word of words) expect(word.x + word.width).toBeLessThanOrEqual(328);
  });

  it('draws odd characters without throwing or printing stray bytes', async () => {
    const doc = invoice({
      billTo: { name: 'Zoë Ångström 😀', lines: ['Ages ≥ 21 → ok', 'tab\there'] },
      lines: [{ label: 'Café “deluxe” — 2 × van • ő ﬁ', quantity: 1, unitCents: 100, amountCents: 100 }],
    });
    const { text } = await textOf(await renderInvoicePdf(doc));
    expect(text).toContain('Zoë Ångström ?');
    expect(text).toContain('Ages >= 21 -> ok');
    expect(text).toContain('tab here');
    expect(text).toContain('Café “deluxe” — 2 × van • o fi');
  });

  it('keeps who pays on their lines: a line break or bidi control typed in a name adds no line', async () => {
    const doc = invoice({
      billTo: {
        name: 'Ada\r\nPay to account 0001\u202E',
        lines: ['ada@example.com\nWire to 0002', '+1 410 555 0199'],
      },
    });
    const { items } = await extractTextItems(new Uint8Array(await renderInvoicePdf(doc)));
    const strings = (items[0] ?? []).map((item) => item.str);
    expect(strings).toContain('Ada Pay to account 0001');
    expect(strings).toContain('ada@example.com Wire to 0002');
    expect(strings).not.toContain('Pay to account 0001');
  });

  it('renders the same bytes twice, with the title, author and issued day as metadata', async () => {
    const [a, b] = await Promise.all([renderInvoicePdf(invoice()), renderInvoicePdf(invoice())]);
    expect(a.equals(b)).toBe(true);
    const { info } = await getMeta(new Uint8Array(a));
    expect(info.Title).toBe('Invoice INV-2026-000123');
    expect(info.Author).toBe('Convoy Rentals LLC');
    expect(info.CreationDate).toBe('D:20260706120000Z');
  });

  it('rejects an issued date that is not a calendar date', async () => {
    await expect(renderInvoicePdf(invoice({ issuedOn: '2026-13-45' }))).rejects.toThrow(/calendar date/);
  });
});

describe('pdfSafe', () => {
  const winAnsiExtras = 'ƒ–—‘’‚“”„†‡•…€‰‹›ˆ™ŒœŠšŸŽž˜';

  it('keeps WinAnsi text and replaces the rest', () => {
    expect(pdfSafe('Zoë × “quotes” — €5')).toBe('Zoë × “quotes” — €5');
    expect(pdfSafe('≥ 25 − 2 😀\tnext\u0007\u200b\ufeff')).toBe('>= 25 - 2 ? next');
    // pdfkit breaks the line at a newline; a lone surrogate or a C1 control is no glyph.
    expect(pdfSafe('a\r\nb \ud83d\u0085c')).toBe('a \nb ?c');
  });

  it('only ever returns characters the standard fonts can draw', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        for (const char of pdfSafe(s)) {
          const code = char.codePointAt(0)!;
          const drawable = code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
          expect(drawable || winAnsiExtras.includes(char)).toBe(true);
        }
      }),
    );
  });
});

describe('formatUsd', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [100, '$1.00'],
    [123_456, '$1,234.56'],
    [123_456_789, '$1,234,567.89'],
    [-1_200, '-$12.00'],
    [-5, '-$0.05'],
  ])('%i cents is %s', (cents, expected) => {
    expect(formatUsd(cents)).toBe(expected);
  });

  it('refuses a fraction of a cent', () => {
    expect(() => formatUsd(0.1 + 0.2)).toThrow(RangeError);
  });

  it('agrees with string arithmetic on BigInt for every safe integer', () => {
    const oracle = (cents: number): string => {
      const digits = (cents < 0 ? -BigInt(cents) : BigInt(cents)).toString().padStart(3, '0');
      const whole = digits.slice(0, -2);
      const groups: string[] = [];
      for (let end = whole.length; end > 0; end -= 3) groups.unshift(whole.slice(Math.max(0, end - 3), end));
      return `${cents < 0 ? '-' : ''}$${groups.join(',')}.${digits.slice(-2)}`;
    };
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.integer({ min: -1e9, max: 1e9 }), (big, small) => {
        expect(formatUsd(big)).toBe(oracle(big));
        expect(formatUsd(small)).toBe(oracle(small));
      }),
    );
  });
});
