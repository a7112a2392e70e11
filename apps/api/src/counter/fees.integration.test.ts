import type { PriceLine } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, expect, it } from 'vitest';
import { type SignedIn, signIn, staffWithBooking } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { inWeek, newKey, outgoingVehicle, passedInspection } from '../../test/fixtures.ts';
import { signatureDataUrl } from '../../test/images.ts';
import { testClock } from '../../test/payments.ts';

/**
 * Incidental fees (decision 032), through the real app. A 15-passenger van is
 * booked at Baltimore for week 0 (Monday 6 July 09:00 to Wednesday 8 July
 * 17:00), checked out and checked in on time with a full tank and no excess
 * miles, so the return adds nothing but the fees. Baltimore's demo charges
 * tax fees with the 6 % Maryland sales tax. Demo fees: cleaning $150 per
 * occurrence, lost key $300 per item, smoking $250, citation admin fee $25 (not
 * taxable).
 */
const van = '15-passenger-van';

type Line = PriceLine;

describeEachDialect('incidental fees on $name', (dialect) => {
  const clock = testClock();
  const api = useApi(dialect, { now: clock.now });
  let staff: SignedIn;
  let code: string;
  let finalNumber: string;
  beforeAll(async () => {
    ({ staff, code } = await staffWithBooking(api(), van));
    clock.set(Date.parse('2026-07-06T08:00:00-04:00'));
    staff = await signIn(api().app);
    await api().app.services.fleetWorker.runOnce();
    const out = await send('POST', `/api/admin/counter/${code}/check-out`, {
      vehicles: [outgoingVehicle(van)],
      licencesChecked: true,
      agreement: { signerName: 'Ana Ruiz', signature: await signatureDataUrl() },
    });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    clock.set(Date.parse('2026-07-08T17:10:00-04:00'));
    staff = await signIn(api().app);
  });
  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = {}) => {
    const res = await api().app.inject({
      method,
      url,
      headers: { ...staff.headers, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: JSON.parse(res.body), headers: res.headers };
  };
  const checkIn = (fees: { vehicle?: unknown[]; booking?: unknown[] }) => ({
    returnedDate: '2026-07-08',
    returnedTime: '17:00',
    vehicles: [
      {
        classId: van,
        seq: 1,
        odometerMiles: 12_100,
        fuelEighths: 8,
        fees: fees.vehicle ?? [],
        inspection: passedInspection(van, 'in'),
      },
    ],
    fees: fees.booking ?? [],
  });
  const invoice = async (number: string) => {
    const r = await api().repositories.reservations.findByCode(code);
    return (await api().repositories.invoices.forReservation(r!.id)).find((i) => i.number === number)!;
  };

  it('refuses an unknown fee or a quantity below one with 400 on its field', async () => {
    const unknown = await send(
      'POST',
      `/api/admin/counter/${code}/check-in/preview`,
      checkIn({ booking: [{ feeId: 'no-such-fee' }] }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({
      code: 'validation_failed',
      fields: { 'fees.0.feeId': 'Choose a fee from the list.' },
    });
    const none = await send(
      'POST',
      `/api/admin/counter/${code}/check-in`,
      checkIn({ vehicle: [{ feeId: 'cleaning', quantity: 0 }] }),
    );
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toEqual({ 'vehicles.0.fees.0.quantity': 'Enter 1 or more.' });
    expect((await send('GET', `/api/admin/counter/${code}/handover`)).body.vehicles[0].in).toBeNull();
  });

  it('bills the fees of the check-in on the final invoice, each a line, taxed once as Baltimore taxes fees', async () => {
    const booked = (await send('GET', `/api/admin/reservations/${code}`)).body.pricingBreakdown;
    const checked = await send(
      'POST',
      `/api/admin/counter/${code}/check-in`,
      checkIn({
        vehicle: [{ feeId: 'cleaning', note: 'sand throughout' }],
        booking: [{ feeId: 'lost-key', quantity: 2 }, { feeId: 'citation-admin' }],
      }),
    );
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.chargesTotalCents).toBe(0);
    finalNumber = checked.body.finalInvoice.number;
    // $150 + 2 × $300 taxable: 6 % of $750 = $45; the $25 citation fee untaxed.
    expect(checked.body.finalInvoice.totalCents).toBe(booked.totalCents + 75_000 + 2_500 + 4_500);
    const final = await invoice(finalNumber);
    const fees = final.content.lines.filter((l: Line) => l.kind === 'fee' && l.code !== 'vehicle-licence');
    expect(fees).toEqual([
      expect.objectContaining({
        code: 'cleaning',
        label: 'Cleaning, 15 Passenger Van 1',
        amountCents: 15_000,
        taxable: true,
      }),
      expect.objectContaining({
        code: 'lost-key',
        label: 'Lost key (2 items)',
        quantity: 2,
        unitCents: 30_000,
        amountCents: 60_000,
      }),
      expect.objectContaining({ code: 'citation-admin', amountCents: 2_500, taxable: false }),
    ]);
    expect(final.content.taxes.at(-1)).toEqual({
      code: 'sales-tax',
      label: 'Maryland sales tax (demo rate) on fees',
      rate: 6,
      baseCents: 75_000,
      amountCents: 4_500,
    });
    // The booking's own taxes stand as booked, before it.
    expect(final.content.taxes.slice(0, -1)).toEqual(booked.taxes);
    expect(
      checked.body.fees.map((f: { line: Line; invoiceNumber: string }) => [f.line.code, f.invoiceNumber]),
    ).toEqual([
      ['cleaning', finalNumber],
      ['lost-key', finalNumber],
      ['citation-admin', finalNumber],
    ]);
  });

  it('bills a fee added after the final invoice on a supplementary invoice with the next number, e-mailed', async () => {
    const url = `/api/admin/counter/${code}/fees`;
    const request = { fees: [{ feeId: 'smoking', classId: van, seq: 1, note: 'ash in the door pocket' }] };
    const unkeyed = await send('POST', url, request);
    expect(unkeyed.status).toBe(400);
    expect(unkeyed.body.error.code).toBe('idempotency_key_missing');

    const key = newKey();
    const added = await send('POST', url, request, { 'idempotency-key': key });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const [year, seq] = finalNumber.split('-').slice(1).map(Number);
    const number = `INV-${year}-${String((seq ?? 0) + 1).padStart(6, '0')}`;
    // $250 and 6 % = $15.
    expect(added.body.invoice).toMatchObject({ number, status: 'open', totalCents: 26_500 });
    expect(added.body.taxes).toEqual([
      expect.objectContaining({ code: 'sales-tax', baseCents: 25_000, amountCents: 1_500 }),
    ]);
    // The final invoice stays as issued, beside it.
    expect((await invoice(finalNumber)).status).not.toBe('void');
    const supplement = await invoice(number);
    expect(supplement.content.lines).toEqual([
      expect.objectContaining({
        kind: 'fee',
        code: 'smoking',
        label: 'Smoking, 15 Passenger Van 1',
        amountCents: 25_000,
      }),
    ]);

    // A double click or a retry: the same answer, one fee and one invoice.
    const again = await send('POST', url, request, { 'idempotency-key': key });
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.invoice.number).toBe(number);
    const smoking = again.body.fees.filter((f: { line: Line }) => f.line.code === 'smoking');
    expect(smoking).toHaveLength(1);

    await api().app.services.outbox.drain();
    const mail = api().mail.sent.find((m) => m.email.attachments.some((a) => a.filename === `${number}.pdf`));
    expect(mail).toBeDefined();
    const { text } = await extractText(
      await getDocumentProxy(new Uint8Array(mail?.email.attachments[0]?.content as Buffer)),
      { mergePages: true },
    );
    expect(text).toContain(number);
    expect(text).toContain('Smoking, 15 Passenger Van 1');
    expect(text).toContain('$265.00');
  });

  it('keeps a fee’s price as added when the catalogue changes', async () => {
    const book = (await send('GET', '/api/admin/pricing')).body;
    const smoking = book.fees.find((f: { id: string }) => f.id === 'smoking');
    const saved = await send('PUT', '/api/admin/pricing/fees/smoking', { ...smoking, priceCents: 99_900 });
    expect(saved.status).toBe(200);
    expect(saved.body.fees.find((f: { id: string }) => f.id === 'smoking').priceCents).toBe(99_900);
    const fees = (await send('GET', `/api/admin/counter/${code}/handover`)).body.fees;
    expect(fees.find((f: { line: Line }) => f.line.code === 'smoking').line.amountCents).toBe(25_000);
  });

  it('refuses fees for a booking that has not gone out, and a vehicle it does not have', async () => {
    const other = await api().post('/api/reservations', inWeek(1, { vehicleId: van }), {
      'idempotency-key': newKey(),
    });
    const early = await send(
      'POST',
      `/api/admin/counter/${other.body.reservation.code}/fees`,
      { fees: [{ feeId: 'cleaning' }] },
      { 'idempotency-key': newKey() },
    );
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('not_checked_out');
    const wrong = await send(
      'POST',
      `/api/admin/counter/${code}/fees`,
      { fees: [{ feeId: 'cleaning', classId: van, seq: 2 }] },
      { 'idempotency-key': newKey() },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ 'fees.0.seq': 'No such vehicle on this booking.' });
  });
});
