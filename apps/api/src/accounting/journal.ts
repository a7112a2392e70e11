import { type CsvColumn, dollars } from '../back-office/csv.ts';
import { type AccountMapping, defaultTax, type LedgerEntry } from './ledger-entry.ts';

/** One line of a double-entry journal: an account debited or credited, in cents. */
export interface JournalLine {
  /** YYYY-MM-DD: the day the money event happened, in the back office's zone. */
  date: string;
  journalNo: string;
  account: string;
  debitCents: number;
  creditCents: number;
  description: string;
  reference: string;
}

const journalNoOf = (e: LedgerEntry) => (e.kind === 'void' ? `VOID-${e.reference}` : e.reference);

function describe(e: LedgerEntry): string {
  const d = e.document;
  if (d.kind === 'invoice') return `Invoice ${d.number}`;
  if (d.kind === 'void') return `Void of invoice ${d.number}`;
  const how = d.method === 'card' ? 'Card' : 'Bank transfer';
  return d.kind === 'payment' ? `${how} payment received` : `${how} refund`;
}

/**
 * The journal lines of one ledger entry under a location's accounts
 * (decision 040). An invoice debits receivables with its total and credits
 * income with what is not tax and each tax's liability account with the tax;
 * its void is the same reversed. Captured money debits the deposit
 * (undeposited funds) account and credits receivables; a refund debits the
 * refunds account and credits the deposit account. Money only held is never
 * an entry, so never a line. Debits equal credits by construction: the income
 * line is the total less the taxes.
 */
export function journalLines(e: LedgerEntry, m: AccountMapping): JournalLine[] {
  const base = {
    date: e.occurredOn,
    journalNo: journalNoOf(e),
    description: describe(e),
    reference: e.reference,
  };
  const d = e.document;
  const signed: { account: string; cents: number; description?: string }[] = [];
  if (d.kind === 'invoice' || d.kind === 'void') {
    const sign = d.kind === 'invoice' ? 1 : -1;
    const taxCents = d.taxes.reduce((sum, t) => sum + t.amountCents, 0);
    signed.push({ account: m.receivableAccount, cents: sign * e.amountCents });
    signed.push({ account: m.incomeAccount, cents: -sign * (e.amountCents - taxCents) });
    for (const t of d.taxes) {
      const account = (m.taxes[t.code] ?? defaultTax).account;
      signed.push({ account, cents: -sign * t.amountCents, description: `${base.description}: ${t.label}` });
    }
  } else if (d.kind === 'payment') {
    signed.push({ account: m.depositAccount, cents: e.amountCents });
    signed.push({ account: m.receivableAccount, cents: -e.amountCents });
  } else {
    signed.push({ account: m.refundsAccount, cents: e.amountCents });
    signed.push({ account: m.depositAccount, cents: -e.amountCents });
  }
  return signed
    .filter((s) => s.cents !== 0)
    .map((s) => ({
      ...base,
      account: s.account,
      description: s.description ?? base.description,
      debitCents: Math.max(0, s.cents),
      creditCents: Math.max(0, -s.cents),
    }));
}

/** MM/DD/YYYY: how QuickBooks Online US and Xero's US organisations read a date in an import. */
const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/**
 * The journal export's columns (decision 040): the names QuickBooks Online's
 * journal entry import offers to match, one line per account and side, a
 * journal number shared by an entry's lines; money as decimals with the empty
 * side left blank.
 */
export const journalColumns: readonly CsvColumn<JournalLine>[] = [
  { header: 'Journal No', value: (l) => l.journalNo },
  { header: 'Journal Date', value: (l) => usDate(l.date) },
  { header: 'Account', value: (l) => l.account },
  { header: 'Debits', value: (l) => (l.debitCents > 0 ? dollars(l.debitCents) : '') },
  { header: 'Credits', value: (l) => (l.creditCents > 0 ? dollars(l.creditCents) : '') },
  { header: 'Description', value: (l) => l.description },
  { header: 'Reference', value: (l) => l.reference },
];
