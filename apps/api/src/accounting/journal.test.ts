import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { journalLines } from './journal.ts';
import { type AccountMapping, defaultAccounts, type LedgerEntry } from './ledger-entry.ts';

const mapping: AccountMapping = {
  incomeAccount: '4000 Rental income',
  receivableAccount: '1200 Receivables',
  depositAccount: '1499 Undeposited funds',
  refundsAccount: '4900 Refunds',
  taxes: { 'md-sales': { remoteTaxCode: '3', account: '2200 MD sales tax' } },
};

function entry(
  over: Partial<LedgerEntry> & Pick<LedgerEntry, 'kind' | 'amountCents' | 'document'>,
): LedgerEntry {
  return {
    id: 'e1',
    sourceId: 's1',
    reservationId: 'r1',
    locationId: 'baltimore',
    invoiceId: null,
    reference: 'INV-2026-000001',
    occurredAt: 0,
    occurredOn: '2026-07-01',
    status: 'pending',
    attempts: 0,
    lastError: null,
    remoteId: null,
    remoteToken: null,
    pushedAt: null,
    ...over,
  };
}

/**
 * The oracle: each account's net debit, from T-account rules written apart
 * from journalLines — an invoice moves its total from income and taxes into
 * receivables, a void moves it back, a payment from receivables into the bank,
 * a refund from the bank into refunds.
 */
function oracle(e: LedgerEntry, m: AccountMapping): Map<string, number> {
  const net = new Map<string, number>();
  const add = (account: string, cents: number) => net.set(account, (net.get(account) ?? 0) + cents);
  const d = e.document;
  if (d.kind === 'invoice' || d.kind === 'void') {
    const s = d.kind === 'invoice' ? 1 : -1;
    add(m.receivableAccount, s * e.amountCents);
    for (const t of d.taxes) add(m.taxes[t.code]?.account ?? 'Sales Tax Payable', -s * t.amountCents);
    add(m.incomeAccount, -s * (e.amountCents - d.taxes.reduce((x, t) => x + t.amountCents, 0)));
  } else if (d.kind === 'payment') {
    add(m.depositAccount, e.amountCents);
    add(m.receivableAccount, -e.amountCents);
  } else {
    add(m.depositAccount, -e.amountCents);
    add(m.refundsAccount, e.amountCents);
  }
  for (const [k, v] of net) if (v === 0) net.delete(k);
  return net;
}

const netOf = (lines: ReturnType<typeof journalLines>) => {
  const net = new Map<string, number>();
  for (const l of lines) net.set(l.account, (net.get(l.account) ?? 0) + l.debitCents - l.creditCents);
  for (const [k, v] of net) if (v === 0) net.delete(k);
  return net;
};

const cents = fc.integer({ min: 0, max: 5_000_000 });
const taxes = fc.array(
  fc.record({
    code: fc.constantFrom('md-sales', 'il-rental', 'city'),
    label: fc.constant('Tax'),
    amountCents: fc.integer({ min: 1, max: 200_000 }),
  }),
  { maxLength: 3 },
);
const anyEntry = fc.oneof(
  fc.tuple(fc.constantFrom('invoice' as const, 'void' as const), cents, taxes).map(([kind, income, t]) =>
    entry({
      kind,
      amountCents: income + t.reduce((x, y) => x + y.amountCents, 0),
      document: {
        kind,
        number: 'INV-2026-000001',
        lines: [{ label: 'Van', amountCents: income, taxable: true }],
        taxes: t,
      },
    }),
  ),
  fc
    .tuple(fc.constantFrom('payment' as const, 'refund' as const), fc.integer({ min: 1, max: 5_000_000 }))
    .map(([kind, amount]) =>
      entry({
        kind,
        reference: 'PAY-1',
        amountCents: amount,
        document: { kind, method: 'card', paymentId: 'p1' },
      }),
    ),
);

describe('journal lines of a ledger entry (decision 040)', () => {
  it('books an invoice: receivables debited with the total, income and each tax credited', () => {
    const lines = journalLines(
      entry({
        kind: 'invoice',
        amountCents: 107_400,
        document: {
          kind: 'invoice',
          number: 'INV-2026-000001',
          lines: [{ label: '15 Passenger Van', amountCents: 100_000, taxable: true }],
          taxes: [{ code: 'md-sales', label: 'Maryland sales tax', amountCents: 7_400 }],
        },
      }),
      mapping,
    );
    expect(lines.map((l) => [l.account, l.debitCents, l.creditCents])).toEqual([
      ['1200 Receivables', 107_400, 0],
      ['4000 Rental income', 0, 100_000],
      ['2200 MD sales tax', 0, 7_400],
    ]);
    expect(lines.every((l) => l.journalNo === 'INV-2026-000001' && l.date === '2026-07-01')).toBe(true);
  });

  it('books a void as the invoice reversed, under a journal number of its own', () => {
    const lines = journalLines(
      entry({
        kind: 'void',
        amountCents: 5_000,
        document: { kind: 'void', number: 'INV-2026-000001', lines: [], taxes: [] },
      }),
      { ...defaultAccounts, taxes: {} },
    );
    expect(lines.map((l) => [l.journalNo, l.account, l.debitCents, l.creditCents])).toEqual([
      ['VOID-INV-2026-000001', 'Accounts Receivable (A/R)', 0, 5_000],
      ['VOID-INV-2026-000001', 'Sales', 5_000, 0],
    ]);
  });

  it('books captured money into the deposit account and a refund out of it', () => {
    const pay = journalLines(
      entry({
        kind: 'payment',
        reference: 'PAY-1',
        amountCents: 12_000,
        document: { kind: 'payment', method: 'card', paymentId: 'p' },
      }),
      mapping,
    );
    expect(pay.map((l) => [l.account, l.debitCents, l.creditCents])).toEqual([
      ['1499 Undeposited funds', 12_000, 0],
      ['1200 Receivables', 0, 12_000],
    ]);
    const refund = journalLines(
      entry({
        kind: 'refund',
        reference: 'REF-1',
        amountCents: 5_000,
        document: { kind: 'refund', method: 'card', paymentId: 'p' },
      }),
      mapping,
    );
    expect(refund.map((l) => [l.account, l.debitCents, l.creditCents])).toEqual([
      ['4900 Refunds', 5_000, 0],
      ['1499 Undeposited funds', 0, 5_000],
    ]);
  });

  it('balances every entry and moves each account as the oracle says', () => {
    fc.assert(
      fc.property(anyEntry, (e) => {
        const lines = journalLines(e, mapping);
        const debits = lines.reduce((s, l) => s + l.debitCents, 0);
        const credits = lines.reduce((s, l) => s + l.creditCents, 0);
        expect(debits).toBe(credits);
        expect(lines.every((l) => l.debitCents > 0 !== l.creditCents > 0)).toBe(true);
        expect(netOf(lines)).toEqual(oracle(e, mapping));
      }),
      { numRuns: 500 },
    );
  });
});
