import type { AccountingFailure } from '@convoy/domain/contracts/accounting.schema';

/** The words of the back office's Accounting (decision 040). */
export const accountingCopy = {
  lead: 'Invoices, payments, refunds and voids go to QuickBooks Online once each. Deposits only held are never booked. Without a connection, export the journal for QuickBooks or Xero.',
  quickbooks: {
    title: 'QuickBooks Online',
    notConfigured:
      'QuickBooks is not set up on this server (QBO_CLIENT_ID). Export the journal below instead.',
    renewalRefused: (why: string) => `QuickBooks refused to renew the connection (${why}) Connect again.`,
    disconnected: 'Not connected. Entries wait here and are pushed once a company is connected.',
    connected: (company: string | null, since: string) =>
      `Connected to ${company ?? 'a QuickBooks company'} since ${since}.`,
    lastPush: (at: string | null) => (at ? `Last push ${at}.` : 'Nothing pushed yet.'),
    counts: (pending: number, pushed: number, failed: number) =>
      `${pending} waiting, ${pushed} pushed, ${failed} failed.`,
    connect: 'Connect to QuickBooks',
    connecting: 'Opening QuickBooks…',
    disconnect: 'Disconnect QuickBooks',
    disconnecting: 'Disconnecting…',
    justConnected: 'Connected to QuickBooks.',
    refused: 'QuickBooks was not connected: the sign-in was declined or cut short.',
    wasDisconnected: 'QuickBooks disconnected. New entries wait for a connection.',
  },
  failures: {
    title: 'Entries QuickBooks has not taken',
    caption: 'Entries QuickBooks has not taken',
    empty: 'Nothing is waiting for a retry.',
    entry: 'Entry',
    day: 'Day',
    attempts: 'Attempts',
    error: 'Last error',
    actions: 'Actions',
    retry: (reference: string) => `Retry ${reference}`,
    retried: (reference: string) => `${reference} will be pushed again now.`,
    status: { retrying: 'Retrying', failed: 'Failed' } satisfies Record<AccountingFailure['status'], string>,
    kinds: {
      invoice: 'Invoice',
      void: 'Void',
      payment: 'Payment',
      refund: 'Refund',
    } satisfies Record<AccountingFailure['kind'], string>,
  },
  mapping: {
    title: 'Account mapping',
    lead: 'The accounts each location books to, named as your books name them. For Xero, use the account codes.',
    location: 'Location',
    income: 'Income account',
    receivable: 'Receivables account',
    deposit: 'Deposit account (undeposited funds)',
    refunds: 'Refunds account',
    taxCode: (tax: string) => `${tax}: QuickBooks tax code`,
    taxAccount: (tax: string) => `${tax}: tax liability account`,
    save: 'Save accounts',
    saving: 'Saving…',
    saved: (location: string) => `Accounts of ${location} saved.`,
    noTaxes: 'This location charges no percent tax.',
  },
  journal: {
    title: 'Journal export',
    lead: 'Double-entry lines (journal number, date, account, debits, credits, description, reference) as CSV, for QuickBooks Online’s or Xero’s journal import.',
    from: 'First day',
    to: 'Last day',
    download: 'Download journal (CSV)',
    backwards: 'The last day comes on or after the first.',
  },
} as const;
