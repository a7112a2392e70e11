import { expect, it } from 'vitest';
import { signIn } from '../../test/admin.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { addDays, contact, inWeek, passedInspection, qualifiedDriver, withKey } from '../../test/fixtures.ts';
import { signatureDataUrl } from '../../test/images.ts';
import { usePayments } from '../../test/payments.ts';

/**
 * A toll charged to the card saved at booking (decision 037), through the
 * Stripe SDK and its local stand-in: a van of week 15 is paid by card (the
 * deposit held, the rental charged at pickup), goes out and comes back, its
 * final invoice paid; a toll of its rental imported later is billed on a
 * supplementary invoice and charged to the saved card at once, once.
 */
const van = '15-passenger-van';
const week = 15;

describeEachDialect('a toll charged to the saved card on $name', (dialect) => {
  const api = usePayments(dialect, { collect: 'deposit' });

  it('charges the supplementary invoice to the card the renter saved, once however often the file comes', async () => {
    const a = api();
    const booked = await a.book(inWeek(week, { drivers: [qualifiedDriver(van)] }));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const code = booked.body.reservation.code as string;
    a.standIn.pay(await a.sessionOf(code), '4242424242424242');
    await a.webhooks();
    const rental = await a.post(
      `/api/admin/payments/reservations/${code}/charge-balance`,
      {},
      withKey(a.admin),
    );
    expect(rental.body).toMatchObject({ status: 'succeeded' });

    const { units } = (await a.get(`/api/admin/units?locationId=baltimore&classId=${van}`, a.admin)).body;
    const unit = units[0];
    await a.app.inject({
      method: 'PUT',
      url: `/api/admin/assignments/${code}/${van}/1`,
      headers: a.admin,
      payload: { unitId: unit.id },
    });
    const staffAt = async (iso: string) => {
      a.clock.set(Date.parse(iso));
      return (await signIn(a.app)).headers;
    };
    const reading = { classId: van, seq: 1, odometerMiles: 12_000, fuelEighths: 8 };
    const left = await a.post(
      `/api/admin/counter/${code}/check-out`,
      {
        vehicles: [{ ...reading, inspection: passedInspection(van, 'out') }],
        licencesChecked: true,
        agreement: { signerName: 'Ana Ruiz', signature: await signatureDataUrl() },
      },
      await staffAt(`${addDays('2026-07-06', week * 7)}T08:00:00-04:00`),
    );
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    const back = await a.post(
      `/api/admin/counter/${code}/check-in`,
      {
        returnedDate: addDays('2026-07-08', week * 7),
        returnedTime: '17:00',
        vehicles: [{ ...reading, inspection: passedInspection(van, 'in') }],
      },
      await staffAt(`${addDays('2026-07-08', week * 7)}T17:10:00-04:00`),
    );
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    await a.app.services.paymentsWorker.runOperations();

    await a.repositories.fleetUnits.update(unit.id, { plate: 'CARD 20', plate_state: 'MD' });
    const admin = await staffAt(`${addDays('2026-07-20', week * 7)}T10:00:00-04:00`);
    const source = await a.post(
      '/api/admin/citations/sources',
      {
        name: 'Harbor Tunnel tolls',
        agency: 'Maryland Transportation Authority',
        timezone: 'America/New_York',
        columns: { reference: 'Ref', plate: 'Plate', time: 'Time', amount: 'Toll' },
      },
      admin,
    );
    expect(source.status, JSON.stringify(source.body)).toBe(200);
    const file = {
      sourceId: source.body.id,
      csv: `Ref,Plate,Time,Toll\nHT-20,CARD20,${addDays('2026-07-07', week * 7)} 09:15,$8.00`,
    };
    const imported = await a.post('/api/admin/citations/imports', file, admin);
    expect(imported.body.rows).toEqual([
      expect.objectContaining({ outcome: 'matched', reservationCode: code }),
    ]);
    const again = await a.post('/api/admin/citations/imports', file, admin);
    expect(again.body.counts.duplicate).toBe(1);

    const email = encodeURIComponent(contact.email);
    const { payment } = (await a.get(`/api/reservations/${code}?email=${email}`)).body;
    const charges = payment.payments.filter((p: { kind: string }) => p.kind === 'charge');
    // The rental at pickup, then the toll and its admin fee: $8.00 + $10.00, once.
    expect(charges.map((p: { capturedCents: number }) => p.capturedCents)).toEqual([
      booked.body.pricingBreakdown.totalCents,
      1_800,
    ]);
    expect(payment.balanceCents).toBe(0);
    // The supplementary invoice, beside the final one, paid by that charge.
    expect(payment.invoices).toEqual(
      expect.arrayContaining([expect.objectContaining({ totalCents: 1_800, status: 'paid' })]),
    );
  });
});
