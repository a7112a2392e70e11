import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn } from '../../test/admin.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { addDays, contact, inWeek, newKey, withKey } from '../../test/fixtures.ts';
import { type PaymentsContext, usePayments } from '../../test/payments.ts';
import { QuickBooksStandIn } from '../../test/quickbooks-stand-in/quickbooks-stand-in.ts';
import { repositoryFactory } from '../repositories.ts';
import { AccountingWorker } from './accounting.worker.ts';

/**
 * Accounting (decision 040) through the real app: card money on the Stripe
 * stand-in, the ledger pushed to a local stand-in of QuickBooks Online
 * through `intuit-oauth` (the token endpoint) and fetch (the API).
 */
const GOOD = '4242424242424242';
const qboClient = { clientId: 'ABqboTestClient0123456789', clientSecret: 'qboTestSecret0123456789abc' };
const email = encodeURIComponent(contact.email);
const allDays = { from: '2000-01-01', to: '2199-12-31' };

describeEachDialect('accounting: the ledger pushed to QuickBooks (local stand-in) on $name', (dialect) => {
  let qbo: QuickBooksStandIn;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    qbo = await QuickBooksStandIn.start({ ...qboClient, now: () => api().clock.now() });
    Object.assign(env, {
      QBO_CLIENT_ID: qboClient.clientId,
      QBO_CLIENT_SECRET: qboClient.clientSecret,
      QBO_REDIRECT_URL: 'https://rent.test/api/admin/accounting/callback',
      QBO_API_URL: qbo.url,
      QBO_TOKEN_URL: qbo.tokenUrl,
    });
  });
  afterAll(async () => qbo?.close());
  const api = usePayments(dialect, { collect: 'deposit', env });

  const entries = (a: PaymentsContext) =>
    a.repositories.accounting.journalPage(allDays.from, allDays.to, null, 1000);
  const status = async (a: PaymentsContext) => {
    const res = await a.get('/api/admin/accounting', a.admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  /** Rounds of the accounting worker until one finds nothing due. */
  const push = async (a: PaymentsContext) => {
    while ((await a.app.services.accountingWorker.runOnce()) > 0) {}
  };
  async function connect(a: PaymentsContext) {
    const started = await a.post('/api/admin/accounting/connect', {}, a.admin);
    expect(started.status).toBe(200);
    const url = new URL(started.body.url);
    expect(url.origin + url.pathname).toBe('https://appcenter.intuit.com/connect/oauth2');
    expect(url.searchParams.get('scope')).toBe('com.intuit.quickbooks.accounting');
    const state = url.searchParams.get('state') as string;
    const query = new URLSearchParams({ code: qbo.issueCode(), state, realmId: qbo.realmId });
    return a.get(`/api/admin/accounting/callback?${query}`, a.admin);
  }
  /** Each test stands on its own: connected as the first test connects, if it has not run. */
  async function connected(a: PaymentsContext) {
    if (!(await status(a)).connected) expect((await connect(a)).status).toBe(302);
  }
  async function bookAndHold(a: PaymentsContext, week: number) {
    const booked = await a.book(inWeek(week));
    expect(booked.status).toBe(201);
    const code = booked.body.reservation.code as string;
    a.standIn.pay(await a.sessionOf(code), GOOD);
    await a.webhooks();
    const after = (await a.get(`/api/reservations/${code}?email=${email}`)).body;
    expect(after.reservation.status).toBe('confirmed');
    return { code, booked: booked.body, after, paymentId: after.payment.payments[0].id as string };
  }

  it('keeps entries while no company is connected, then connects one through Intuit, its tokens sealed', async () => {
    const a = api();
    expect(await status(a)).toMatchObject({ configured: true, connected: false, pending: 0 });
    const { code } = await bookAndHold(a, 1);
    // Confirmed with the deposit held: the invoice is an entry, the hold is none.
    const first = await entries(a);
    expect(first.map((e) => [e.kind, e.status])).toEqual([['invoice', 'pending']]);
    expect(await a.app.services.accountingWorker.runOnce()).toBe(0);

    const wrongState = await a.get(
      `/api/admin/accounting/callback?code=${qbo.issueCode()}&state=forged&realmId=${qbo.realmId}`,
      a.admin,
    );
    expect(wrongState.status).toBe(400);
    expect(wrongState.body.error.code).toBe('quickbooks_state_mismatch');

    const back = await connect(a);
    expect(back.status).toBe(302);
    expect(back.headers.location).toBe('/admin?view=accounting&quickbooks=connected');
    expect(qbo.tokenGrants).toEqual(['authorization_code']);
    expect(await status(a)).toMatchObject({ connected: true, companyName: 'Harbor Rent-A-Car, Inc.' });
    const row = await a.repositories.accounting.connection();
    expect(row?.tokens).toMatch(/^v1\./);
    expect(row?.tokens).not.toMatch(/eyJ|RT1-/);

    await push(a);
    expect(qbo.objects.Invoice).toHaveLength(1);
    const invoice = (await a.get(`/api/reservations/${code}?email=${email}`)).body.payment.invoices[0];
    expect(qbo.objects.Invoice[0]).toMatchObject({
      DocNumber: invoice.number,
      TotalAmt: invoice.totalCents / 100,
    });
    expect(qbo.objects.Payment).toHaveLength(0);
    expect(await status(a)).toMatchObject({ pending: 0, pushed: 1, failed: 0 });

    // The hold released: still no money moved, still no entry.
    const held = (await a.get(`/api/reservations/${code}?email=${email}`)).body.payment.payments[0]
      .id as string;
    const released = await a.post(`/api/admin/payments/${held}/release`, {}, withKey(a.admin));
    expect(released.body).toMatchObject({ authorisedCents: 0, capturedCents: 0 });
    await a.runWorker();
    expect((await entries(a)).map((e) => e.kind)).toEqual(['invoice']);
  });

  it('pushes a capture, a refund, a change (void and reissue) and a cancellation each once', async () => {
    const a = api();
    await connected(a);
    const { code, paymentId, booked } = await bookAndHold(a, 2);
    await push(a);
    const invoices = qbo.objects.Invoice.length;

    const captured = await a.post(
      `/api/admin/payments/${paymentId}/capture`,
      { amountCents: 12_000 },
      withKey(a.admin),
    );
    expect(captured.body).toMatchObject({ capturedCents: 12_000 });
    const refunded = await a.post(
      `/api/admin/payments/${paymentId}/refund`,
      { amountCents: 5_000, reason: 'Goodwill: late vehicle' },
      withKey(a.admin),
    );
    expect(refunded.body).toMatchObject({ refundedCents: 5_000 });
    await a.runWorker();
    await push(a);
    // Applied to the invoice it paid, pushed before it.
    expect(qbo.objects.Payment.at(-1)).toMatchObject({
      TotalAmt: 120,
      Line: [{ LinkedTxn: [{ TxnType: 'Invoice' }] }],
    });
    const changed = await a.post(
      `/api/reservations/${code}/changes`,
      { email: contact.email, returnDate: addDays(booked.reservation.returnDate, 1) },
      { 'idempotency-key': newKey() },
    );
    expect(changed.body.error).toBeUndefined();
    await a.runWorker();
    await push(a);
    await push(a);

    const reservationId = (await a.repositories.reservations.findByCode(code))!.id;
    const mine = (await entries(a)).filter((e) => e.reservationId === reservationId);
    // The test's clock stands still: entries of one instant are in no particular order.
    expect(mine.map((e) => e.kind).sort()).toEqual(['invoice', 'invoice', 'payment', 'refund', 'void']);
    // Each entry is booked to the location the van is picked up at (its mapping's accounts).
    expect(new Set(mine.map((e) => e.locationId))).toEqual(new Set([booked.reservation.pickupLocationId]));
    expect(mine.every((e) => e.status === 'pushed')).toBe(true);
    expect(qbo.objects.Invoice).toHaveLength(invoices + 1);
    expect(qbo.objects.RefundReceipt.at(-1)).toMatchObject({ Line: [{ Amount: 50 }] });
    const voided = qbo.objects.Invoice.filter((i) => i.voided);
    expect(voided).toHaveLength(1);
    expect(voided[0]).toMatchObject({ SyncToken: '1', TotalAmt: 0 });

    // The same states applied again (a duplicate webhook, a reconciliation) book nothing more.
    await a.webhooks({ duplicate: true });
    await a.runWorker();
    await push(a);
    expect((await entries(a)).filter((e) => e.reservationId === reservationId)).toHaveLength(5);

    // Cancelled free of charge: the reissued invoice voided, the $70 still received refunded.
    const cancelled = await a.post(`/api/reservations/${code}/cancel`, { email: contact.email });
    expect(cancelled.body.reservation).toMatchObject({ status: 'cancelled', cancellationFeeCents: 0 });
    await a.runWorker();
    await push(a);
    const last = (await entries(a)).filter((e) => e.reservationId === reservationId);
    expect(last.map((e) => e.kind).sort()).toEqual([
      'invoice',
      'invoice',
      'payment',
      'refund',
      'refund',
      'void',
      'void',
    ]);
    expect(last.find((e) => e.kind === 'refund' && e.amountCents === 7_000)?.status).toBe('pushed');
    expect(qbo.objects.Invoice.filter((i) => i.voided)).toHaveLength(2);
    const ids = qbo.writes
      .map((w) => w.requestId)
      .filter((id) => id && !id.endsWith('-customer') && !id.startsWith('item-'));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('applies a payment taken in full at booking to the invoice its confirmation issued', async () => {
    const a = api();
    await connected(a);
    await a.setCollect('full');
    try {
      const { code } = await bookAndHold(a, 12);
      await push(a);
      const invoice = (await a.get(`/api/reservations/${code}?email=${email}`)).body.payment.invoices[0];
      const pushed = qbo.objects.Invoice.find((i) => i.DocNumber === invoice.number);
      expect(qbo.objects.Payment.at(-1)).toMatchObject({
        TotalAmt: invoice.totalCents / 100,
        Line: [{ LinkedTxn: [{ TxnId: pushed?.Id, TxnType: 'Invoice' }] }],
      });
    } finally {
      await a.setCollect('deposit');
    }
  });

  it('retries after a 500 and after a connection cut once the object was made, and makes it once', async () => {
    const a = api();
    await connected(a);
    await bookAndHold(a, 3);
    const before = qbo.objects.Invoice.length;
    qbo.failNext(1);
    await push(a);
    const waiting = await status(a);
    expect(waiting.failures).toEqual([
      expect.objectContaining({ kind: 'invoice', status: 'retrying', attempts: 1 }),
    ]);
    expect(waiting.failures[0].lastError).toContain('500');
    expect(qbo.objects.Invoice).toHaveLength(before);
    // Staff retry it from the screen.
    const id = waiting.failures[0].id as string;
    const retried = await a.post(`/api/admin/accounting/entries/${id}/retry`, {}, a.admin);
    expect(retried.status).toBe(200);
    await push(a);
    expect(qbo.objects.Invoice).toHaveLength(before + 1);
    expect((await status(a)).failures).toEqual([]);
    expect((await a.post(`/api/admin/accounting/entries/${id}/retry`, {}, a.admin)).body.error.code).toBe(
      'not_failed',
    );

    // The worker "dies" after QuickBooks made the invoice: the retry carries the same request id.
    await bookAndHold(a, 4);
    qbo.dropNext(1);
    await push(a);
    const cut = (await status(a)).failures[0];
    expect(cut).toMatchObject({ kind: 'invoice', status: 'retrying' });
    expect(qbo.objects.Invoice).toHaveLength(before + 2);
    await a.repositories.accounting.retry(cut.id, a.clock.now());
    await push(a);
    expect(qbo.objects.Invoice).toHaveLength(before + 2);
    expect(qbo.writes.filter((w) => w.requestId === cut.id)).toHaveLength(2);
    expect((await a.repositories.accounting.find(cut.id))?.status).toBe('pushed');
  });

  it('takes over an entry whose worker died holding it once its lease has run out, and pushes it once', async () => {
    const a = api();
    await connected(a);
    await bookAndHold(a, 10);
    // A worker claims the entry and dies before it marks it.
    const now = a.clock.now();
    const [held] = await a.repositories.accounting.claimDue('dead-worker', now, now + 120_000, 10);
    expect(held).toMatchObject({ kind: 'invoice', status: 'sending' });
    expect(await a.app.services.accountingWorker.runOnce()).toBe(0);
    a.clock.advance(121_000);
    await push(a);
    expect((await a.repositories.accounting.find(held!.id))?.status).toBe('pushed');
    expect(qbo.writes.filter((w) => w.requestId === held!.id)).toHaveLength(1);
    // Back from the dead, it cannot mark what another worker pushed.
    expect(
      await a.repositories.accounting.markPushed(held!.id, 'dead-worker', { id: '0', token: null }, now),
    ).toBe(false);
  });

  it('refreshes the access token when QuickBooks refuses it, and when it has expired', async () => {
    const a = api();
    await connected(a);
    await bookAndHold(a, 5);
    qbo.expireAccessTokens();
    await push(a);
    expect(qbo.tokenGrants.filter((g) => g === 'refresh_token')).toHaveLength(1);
    expect((await status(a)).pending).toBe(0);
    // An hour later the stored token has expired: refreshed before the push.
    await bookAndHold(a, 6);
    a.clock.advance(3_600_000);
    Object.assign(a.admin, (await signIn(a.app)).headers);
    await push(a);
    expect(qbo.tokenGrants.filter((g) => g === 'refresh_token')).toHaveLength(2);
    expect((await status(a)).pending).toBe(0);

    // Revoked at Intuit: the round fails, the screen says to connect again, and connecting again clears it.
    await bookAndHold(a, 11);
    qbo.revokeRefreshTokens();
    qbo.expireAccessTokens();
    a.clock.advance(3_600_000);
    Object.assign(a.admin, (await signIn(a.app)).headers);
    await expect(a.app.services.accountingWorker.runOnce()).rejects.toThrow(
      /Intuit refused the token request \(HTTP 400\)/,
    );
    const refused = await status(a);
    expect(refused).toMatchObject({ connected: true, pending: 1 });
    expect(refused.connectionError).toContain('HTTP 400');
    expect(JSON.stringify(a.logs)).not.toMatch(/qboTestSecret|Basic /);
    expect((await connect(a)).status).toBe(302);
    await push(a);
    expect(await status(a)).toMatchObject({ connectionError: null, pending: 0 });
  });

  it('lets two workers push at once, each entry once', async () => {
    const a = api();
    await connected(a);
    for (const week of [7, 8, 9]) await bookAndHold(a, week);
    const due = (await entries(a)).filter((e) => e.status === 'pending');
    expect(due.length).toBeGreaterThanOrEqual(3);
    const writes = qbo.writes.length;
    const worker = () =>
      new AccountingWorker({
        db: a.database.db,
        repositories: repositoryFactory(dialect.name),
        connection: a.app.services.accounting.connection,
        log: { info() {}, warn() {} },
        pollMs: 0,
        now: a.clock.now,
      });
    const [one, two] = [worker(), worker()];
    await Promise.all([one.runOnce(), two.runOnce(), one.runOnce(), two.runOnce()]);
    await push(a);
    const invoiceWrites = qbo.writes.slice(writes).filter((w) => w.path === 'invoice');
    expect(invoiceWrites.map((w) => w.requestId).sort()).toEqual(due.map((e) => e.id).sort());
    expect((await status(a)).pending).toBe(0);
  });

  it('exports a balanced journal that matches the invoices, under the accounts staff map', async () => {
    const a = api();
    await connected(a);
    const mappings = (await a.get('/api/admin/accounting/mappings', a.admin)).body.locations;
    const baltimore = mappings.find((m: { locationId: string }) => m.locationId === 'baltimore');
    expect(baltimore.incomeAccount).toBe('Sales');
    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/accounting/mappings/baltimore',
      headers: a.admin,
      payload: {
        incomeAccount: '4000 Rental income',
        receivableAccount: '1200 Receivables',
        depositAccount: '1499 Undeposited funds',
        refundsAccount: '4900 Refunds',
        taxes: baltimore.taxes.map((t: { code: string }) => ({
          code: t.code,
          remoteTaxCode: 'TAX',
          account: '2200 Sales tax',
        })),
      },
    });
    expect(saved.statusCode).toBe(200);
    const bad = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/accounting/mappings/baltimore',
      headers: a.admin,
      payload: {
        incomeAccount: '',
        receivableAccount: 'x',
        depositAccount: 'x',
        refundsAccount: 'x',
        taxes: [],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).error.fields).toHaveProperty('incomeAccount');

    const res = await a.app.inject({
      method: 'GET',
      url: '/api/admin/accounting/journal.csv?from=2026-01-01&to=2026-12-31',
      headers: a.admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const rows = parse(res.body.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual([
      'Journal No',
      'Journal Date',
      'Account',
      'Debits',
      'Credits',
      'Description',
      'Reference',
    ]);
    const cents = (v: string | undefined) => (v ? Math.round(Number(v) * 100) : 0);
    const byJournal = new Map<string, { debit: number; credit: number }>();
    for (const r of rows) {
      const j = byJournal.get(r['Journal No']!) ?? { debit: 0, credit: 0 };
      j.debit += cents(r.Debits);
      j.credit += cents(r.Credits);
      byJournal.set(r['Journal No']!, j);
    }
    for (const [no, j] of byJournal) expect({ no, ...j }).toEqual({ no, debit: j.credit, credit: j.credit });
    // Each invoice's receivable debit is its total, as the invoices list has it.
    const ledger = await entries(a);
    const issued = ledger.filter((e) => e.kind === 'invoice');
    for (const e of issued) {
      const stored = await a.repositories.invoices.findByNumber(e.reference);
      const receivable = rows.find(
        (r) =>
          r['Journal No'] === e.reference &&
          (r.Account === '1200 Receivables' || r.Account === 'Accounts Receivable (A/R)'),
      );
      expect(cents(receivable?.Debits)).toBe(stored?.totalCents);
    }
    expect(rows.some((r) => r.Account === '4000 Rental income')).toBe(true);
    expect(rows.every((r) => /^\d\d\/\d\d\/\d{4}$/.test(r['Journal Date']!))).toBe(true);

    const backwards = await a.get('/api/admin/accounting/journal.csv?from=2026-07-02&to=2026-07-01', a.admin);
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields).toHaveProperty('to');
  });
});
