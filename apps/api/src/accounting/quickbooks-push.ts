import { createHash } from 'node:crypto';
import { type AccountMapping, defaultTax, type LedgerEntry } from './ledger-entry.ts';
import { type QuickBooksApi, QuickBooksError, type RemoteRef } from './quickbooks-api.ts';

/** What pushing one entry needs besides the entry. */
export interface PushContext {
  api: QuickBooksApi;
  mapping: AccountMapping;
  /** Who the customer is in QuickBooks: the invoice's bill-to name. */
  customerName: string;
  /** The invoice an entry voids or pays, as QuickBooks made it; null: not pushed (yet). */
  invoice: RemoteRef | null;
  /** Whether that invoice is void by now (a payment is then left unapplied). */
  invoiceVoided: boolean;
  /** Ids found or made during this round, by kind and name. */
  refs: Map<string, string>;
}

/** An entry that must wait for another to be pushed first (a void for its invoice). */
export class NotYet extends Error {
  override name = 'NotYet';
}

const money = (cents: number) => Math.round(cents) / 100;

async function cached(ctx: PushContext, key: string, find: () => Promise<string>): Promise<string> {
  const known = ctx.refs.get(key);
  if (known) return known;
  const id = await find();
  ctx.refs.set(key, id);
  return id;
}

async function accountId(ctx: PushContext, name: string): Promise<string> {
  return cached(ctx, `account:${name}`, async () => {
    const [found] = await ctx.api.findBy('Account', 'Name', name);
    if (!found) {
      throw new QuickBooksError(
        400,
        `QuickBooks has no account named "${name}": map the location to one it has.`,
      );
    }
    return found.id;
  });
}

/** The service item whose income account is `account` (named as it): found, or made once. */
async function itemId(ctx: PushContext, account: string): Promise<string> {
  return cached(ctx, `item:${account}`, async () => {
    const [found] = await ctx.api.findBy('Item', 'Name', account);
    if (found) return found.id;
    const income = await accountId(ctx, account);
    const made = await ctx.api.create(
      'item',
      { Name: account, Type: 'Service', IncomeAccountRef: { value: income } },
      `item-${createHash('sha256').update(account).digest('hex').slice(0, 32)}`,
    );
    return made.id;
  });
}

async function customerId(ctx: PushContext, entry: LedgerEntry): Promise<string> {
  return cached(ctx, `customer:${ctx.customerName}`, async () => {
    const [found] = await ctx.api.findBy('Customer', 'DisplayName', ctx.customerName);
    if (found) return found.id;
    return (await ctx.api.create('customer', { DisplayName: ctx.customerName }, `${entry.id}-customer`)).id;
  });
}

/**
 * Pushes one ledger entry to QuickBooks (decision 040) with the entry's id as
 * the request id of the object it makes: an invoice (its lines on the
 * location's income item, taxable or not, the tax on the tax code mapped for
 * its first tax), the void of an invoice pushed before, a payment into the
 * deposit account applied to its invoice, a refund receipt out of it.
 */
export async function pushEntry(entry: LedgerEntry, ctx: PushContext): Promise<RemoteRef> {
  const d = entry.document;
  const m = ctx.mapping;
  if (d.kind === 'void') {
    if (!ctx.invoice) throw new NotYet(`Waiting for ${d.number} to be pushed before its void.`);
    return ctx.api.voidInvoice(ctx.invoice, entry.id);
  }
  const customer = { value: await customerId(ctx, entry) };
  if (d.kind === 'invoice') {
    const income = await itemId(ctx, m.incomeAccount);
    const taxed = d.taxes.length > 0;
    const taxCode = taxed ? (m.taxes[d.taxes[0]!.code] ?? defaultTax).remoteTaxCode : null;
    return ctx.api.create(
      'invoice',
      {
        DocNumber: d.number,
        TxnDate: entry.occurredOn,
        CustomerRef: customer,
        Line: d.lines.map((l) => ({
          Amount: money(l.amountCents),
          Description: l.label,
          DetailType: 'SalesItemLineDetail',
          SalesItemLineDetail: {
            ItemRef: { value: income },
            TaxCodeRef: { value: taxed && l.taxable ? 'TAX' : 'NON' },
          },
        })),
        ...(taxCode
          ? {
              TxnTaxDetail: {
                TxnTaxCodeRef: { value: taxCode },
                TotalTax: money(d.taxes.reduce((s, t) => s + t.amountCents, 0)),
              },
            }
          : {}),
      },
      entry.id,
    );
  }
  const deposit = { value: await accountId(ctx, m.depositAccount) };
  if (d.kind === 'payment') {
    const apply = ctx.invoice && !ctx.invoiceVoided;
    return ctx.api.create(
      'payment',
      {
        TxnDate: entry.occurredOn,
        CustomerRef: customer,
        TotalAmt: money(entry.amountCents),
        PaymentRefNum: entry.reference,
        DepositToAccountRef: deposit,
        ...(apply && ctx.invoice
          ? {
              Line: [
                {
                  Amount: money(entry.amountCents),
                  LinkedTxn: [{ TxnId: ctx.invoice.id, TxnType: 'Invoice' }],
                },
              ],
            }
          : {}),
      },
      entry.id,
    );
  }
  const refunds = await itemId(ctx, m.refundsAccount);
  return ctx.api.create(
    'refundreceipt',
    {
      TxnDate: entry.occurredOn,
      DocNumber: entry.reference,
      CustomerRef: customer,
      DepositToAccountRef: deposit,
      Line: [
        {
          Amount: money(entry.amountCents),
          Description: d.method === 'card' ? 'Card refund' : 'Bank transfer refund',
          DetailType: 'SalesItemLineDetail',
          SalesItemLineDetail: { ItemRef: { value: refunds }, TaxCodeRef: { value: 'NON' } },
        },
      ],
    },
    entry.id,
  );
}
