import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { contact, inWeek, newKey, testNow, withKey } from '../../test/fixtures.ts';
import { testClock } from '../../test/payments.ts';
import { formatMoney } from '../mail/format.ts';

/**
 * The back office's invoices (decision 014): aged receivables by days past due,
 * the list and its CSV export, a bank transfer recorded against an invoice
 * (paid once what it received covers it, a receipt e-mailed), the PDF, and an
 * invoice sent again. No payment provider: bookings confirm at once and are
 * invoiced, due on the pickup day.
 */
const email = encodeURIComponent(contact.email);

describeEachDialect('invoices in the back office on $name', (dialect) => {
  const clock = testClock();
  const api = useApi(dialect, {
    now: clock.now,
    env: { BANK_TRANSFER_DETAILS: 'Harbor Bank | Routing 021000021' },
  });
  // Signed in anew by each test: moving the clock weeks ahead ends an idle session.
  let staff: SignedIn;
  const invoices: { number: string; totalCents: number; code: string }[] = [];
  beforeEach(async () => {
    staff = await signIn(api().app);
  });
  beforeAll(async () => {
    await createAdmin(api().app);
    // Three bookings picked up on 6 July, 3 August and 31 August: due those days.
    for (const week of [0, 4, 8]) {
      const res = await api().post('/api/reservations', inWeek(week), { 'idempotency-key': newKey() });
      expect(res.status).toBe(201);
      // The booking's answer says of its money what a lookup says.
      const looked = await api().get(`/api/reservations/${res.body.reservation.code}?email=${email}`);
      expect(res.body.payment).toEqual(looked.body.payment);
      const [invoice] = res.body.payment.invoices;
      invoices.push({
        number: invoice.number,
        totalCents: invoice.totalCents,
        code: res.body.reservation.code,
      });
    }
  });

  it('ages what is still owed by days past due, and lists overdue invoices', async () => {
    // 40 days after the first pickup (6 July): the first is 31–60 days late, the second 1–30, the third not yet due.
    clock.set(Date.parse('2026-08-15T16:00:00Z'));
    staff = await signIn(api().app);
    try {
      const page = await api().app.inject({
        method: 'GET',
        url: '/api/admin/invoices',
        headers: staff.headers,
      });
      expect(page.statusCode).toBe(200);
      const body = page.json();
      const [first, second, third] = invoices;
      expect(body.aged).toEqual({
        current: third!.totalCents,
        overdue1to30: second!.totalCents,
        overdue31to60: first!.totalCents,
        overdue61to90: 0,
        overdue90plus: 0,
      });
      const overdue = await api().app.inject({
        method: 'GET',
        url: '/api/admin/invoices?status=overdue',
        headers: staff.headers,
      });
      expect(
        overdue.json().items.map((i: { number: string; daysOverdue: number }) => [i.number, i.daysOverdue]),
      ).toEqual([
        [second!.number, 12],
        [first!.number, 40],
      ]);
      const csv = await api().app.inject({
        method: 'GET',
        url: '/api/admin/invoices/export.csv?status=overdue',
        headers: staff.headers,
      });
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body.split('\r\n')[0]).toContain('Balance due (USD)');
      expect(csv.body).toContain(`${first!.number},open,booking,2026-07-01,2026-07-06,${first!.code}`);
    } finally {
      clock.set(testNow);
    }
  });

  it('records a bank transfer: part paid, then paid in full, each with a receipt e-mailed', async () => {
    const invoice = invoices[0]!;
    const half = Math.floor(invoice.totalCents / 2);
    const first = await api().post(
      `/api/admin/invoices/${invoice.number}/bank-transfers`,
      { amountCents: half, receivedOn: '2026-07-01', reference: 'WIRE-881' },
      withKey(staff.headers),
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      status: 'open',
      paidCents: half,
      balanceDueCents: invoice.totalCents - half,
    });
    const rest = await api().post(
      `/api/admin/invoices/${invoice.number}/bank-transfers`,
      { amountCents: invoice.totalCents - half, receivedOn: '2026-07-01', reference: 'WIRE-882' },
      withKey(staff.headers),
    );
    expect(rest.body).toMatchObject({ status: 'paid', paidCents: invoice.totalCents, balanceDueCents: 0 });
    const renter = await api().get(`/api/reservations/${invoice.code}?email=${email}`);
    expect(renter.body.payment).toMatchObject({ paidCents: invoice.totalCents, balanceCents: 0 });
    // Recorded at the same moment of the tests' clock: compared in any order.
    expect(renter.body.payment.payments.map((p: { description: string }) => p.description).sort()).toEqual([
      'Bank transfer, ref WIRE-881',
      'Bank transfer, ref WIRE-882',
    ]);
    await api().app.services.outbox.drain();
    const receipts = api().mail.sent.filter(
      (m) => m.email.subject === `Payment received for Convoy reservation ${invoice.code}`,
    );
    expect(receipts).toHaveLength(2);
    expect(receipts[1]?.email.attachments.map((a) => a.filename)).toEqual(
      expect.arrayContaining([`${invoice.number}.pdf`, expect.stringMatching(/^RCT-2026-/)]),
    );
    const again = await api().post(
      `/api/admin/invoices/${invoice.number}/bank-transfers`,
      { amountCents: 100, receivedOn: '2026-07-01', reference: 'WIRE-883' },
      withKey(staff.headers),
    );
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('invoice_paid');
    const tooMuch = await api().post(
      `/api/admin/invoices/${invoices[1]!.number}/bank-transfers`,
      { amountCents: invoices[1]!.totalCents + 1, receivedOn: '2026-07-01', reference: 'WIRE-884' },
      withKey(staff.headers),
    );
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.fields.amountCents).toMatch(/^Only \$[\d,]+\.\d\d is due on INV-/);
    const invalid = await api().post(
      `/api/admin/invoices/${invoice.number}/bank-transfers`,
      { amountCents: 0, receivedOn: '2026-07-01', reference: '' },
      withKey(staff.headers),
    );
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.error.fields).sort()).toEqual(['amountCents', 'reference']);
  });

  it('records a transfer once per Idempotency-Key, one after another under the lock, and dates it sensibly', async () => {
    const invoice = invoices[2]!;
    const url = `/api/admin/invoices/${invoice.number}/bank-transfers`;
    const third = Math.floor(invoice.totalCents / 3);
    const transfer = { amountCents: third, receivedOn: '2026-07-01', reference: 'WIRE-900' };
    const missing = await api().post(url, transfer, staff.headers);
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('idempotency_key_missing');

    // The same submission sent twice at once (a double click): recorded once, the second a replay.
    const key = newKey();
    const [a, b] = await Promise.all([
      api().post(url, transfer, withKey(staff.headers, key)),
      api().post(url, transfer, withKey(staff.headers, key)),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].sort()).toEqual([
      'true',
      undefined,
    ]);
    expect(a.body.paidCents).toBe(third);
    expect(b.body.paidCents).toBe(third);
    const reused = await api().post(url, { ...transfer, amountCents: 5 }, withKey(staff.headers, key));
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('idempotency_key_reused');

    // Two transfers for the whole balance submitted together: one fits, the other is told what is left.
    const rest = invoice.totalCents - third;
    const both = await Promise.all(
      ['WIRE-901', 'WIRE-902'].map((reference) =>
        api().post(url, { amountCents: rest, receivedOn: '2026-07-01', reference }, withKey(staff.headers)),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)?.body.error.code).toBe('invoice_paid');

    const future = await api().post(
      `/api/admin/invoices/${invoices[1]!.number}/bank-transfers`,
      { amountCents: 100, receivedOn: '2099-01-01', reference: 'WIRE-903' },
      withKey(staff.headers),
    );
    expect(future.status).toBe(400);
    expect(future.body.error.fields.receivedOn).toBe(
      'A transfer cannot be received after today (2026-07-01).',
    );
    const early = await api().post(
      `/api/admin/invoices/${invoices[1]!.number}/bank-transfers`,
      { amountCents: 100, receivedOn: '2026-06-30', reference: 'WIRE-904' },
      withKey(staff.headers),
    );
    expect(early.status).toBe(400);
    expect(early.body.error.fields.receivedOn).toMatch(/was issued on 2026-07-01/);
  });

  it('tells staff to give back a bank transfer a cancellation no longer owes, and records it once sent', async () => {
    const booked = await api().post('/api/reservations', inWeek(10), { 'idempotency-key': newKey() });
    const code = booked.body.reservation.code as string;
    const invoice = booked.body.payment.invoices[0];
    const paid = await api().post(
      `/api/admin/invoices/${invoice.number}/bank-transfers`,
      { amountCents: invoice.totalCents, receivedOn: '2026-07-01', reference: 'WIRE-950' },
      withKey(staff.headers),
    );
    expect(paid.status).toBe(201);
    // Ten weeks ahead: cancelling is free, and the transfer is owed back.
    const cancelled = await api().post(`/api/reservations/${code}/cancel`, { email: contact.email });
    expect(cancelled.body.reservation.cancellationFeeCents).toBe(0);
    await api().app.services.outbox.drain();
    const told = api().mail.sent.find(
      (m) => m.to === 'desk@rent.test' && m.email.text.includes(`Bank transfers for ${code}`),
    );
    expect(told?.email.text).toContain(`came to ${formatMoney(invoice.totalCents)} more than it owes now`);

    const transfer = cancelled.body.payment.payments[0];
    const url = `/api/admin/payments/${transfer.id}/refund`;
    const body = { amountCents: invoice.totalCents, reason: 'Canceled ten weeks ahead' };
    const key = newKey();
    const refund = await api().post(url, body, withKey(staff.headers, key));
    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({ kind: 'bank_transfer', refundedCents: invoice.totalCents });
    expect(refund.body.operations).toEqual([
      expect.objectContaining({
        kind: 'refund',
        status: 'done',
        reason: 'Canceled ten weeks ahead (sent back by bank transfer)',
      }),
    ]);
    const again = await api().post(url, body, withKey(staff.headers, key));
    expect(again.headers['idempotent-replayed']).toBe('true');
    const more = await api().post(url, { ...body, amountCents: 1 }, withKey(staff.headers));
    expect(more.status).toBe(422);
    const renter = await api().get(`/api/reservations/${code}?email=${email}`);
    expect(renter.body.payment).toMatchObject({ paidCents: 0, refundedCents: invoice.totalCents });
  });

  it('serves the PDF with the payments received, and the renter’s receipt', async () => {
    const invoice = invoices[0]!;
    const pdf = await api().app.inject({
      method: 'GET',
      url: `/api/admin/invoices/${invoice.number}.pdf`,
      headers: staff.headers,
    });
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('PAID');
    expect(text).toContain('Bank transfer, ref WIRE-881');
    const renter = await api().get(`/api/reservations/${invoice.code}?email=${email}`);
    const paymentId = renter.body.payment.payments[0].id as string;
    const receipt = await api().app.inject({
      method: 'GET',
      url: `/api/reservations/${invoice.code}/receipts/${paymentId}.pdf?email=${email}`,
    });
    expect(receipt.statusCode).toBe(200);
    const receiptText = (
      await extractText(await getDocumentProxy(new Uint8Array(receipt.rawPayload)), { mergePages: true })
    ).text;
    expect(receiptText).toContain('Receipt');
    expect(receiptText).toContain(invoice.code);
    // Another renter's e-mail sees nothing.
    const stranger = await api().app.inject({
      method: 'GET',
      url: `/api/reservations/${invoice.code}/invoices/${invoice.number}.pdf?email=someone%40example.com`,
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('sends an invoice again to whoever pays it, with its PDF; the bank details only while something is due', async () => {
    const open = invoices[1]!;
    const sent = await api().post(`/api/admin/invoices/${open.number}/resend`, {}, staff.headers);
    expect(sent.body).toEqual({ to: contact.email });
    await api().app.services.outbox.drain();
    const mail = api().mail.sent.find(
      (m) => m.email.subject === `Invoice ${open.number} for Convoy reservation ${open.code}`,
    );
    expect(mail?.email.attachments.map((a) => a.filename)).toEqual([`${open.number}.pdf`]);
    const pdf = mail?.email.attachments[0]?.content as Buffer;
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain('Harbor Bank');
    expect(text).toContain('Balance due by 2026-08-03');
  });

  it('voids the invoice of a canceled booking that cost nothing to cancel', async () => {
    const last = invoices[2]!;
    await api().post(`/api/reservations/${last.code}/cancel`, { email: contact.email });
    const renter = await api().get(`/api/reservations/${last.code}?email=${email}`);
    expect(renter.body.payment.invoices).toEqual([
      expect.objectContaining({ number: last.number, status: 'void' }),
    ]);
    expect(renter.body.payment.balanceCents).toBe(0);
  });
});
