import { demoDeliveryZones } from '@convoy/domain/content/demo-delivery';
import { percentOf } from '@convoy/domain/rules/total-price';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { contact, inWeek, newKey, testNow } from '../../test/fixtures.ts';

interface Line {
  kind: string;
  code: string;
  label: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}
interface Tax {
  code: string;
  baseCents: number;
  amountCents: number;
}

const DAY = 86_400_000;
/** The clock the retention test moves; every other test keeps the fixed one. */
let clock = testNow;

const harbor = {
  line1: '1200 Harbor Boulevard',
  line2: 'Gate 4',
  city: 'Baltimore',
  region: 'MD',
  postalCode: '21230',
};
const chicagoAddress = {
  line1: '233 South Wacker Drive',
  city: 'Chicago',
  region: 'IL',
  postalCode: '60606',
};
const annapolis = { line1: '1 Main Street', city: 'Annapolis', region: 'MD', postalCode: '21401' };

/**
 * Delivery and collection (decision 030): the demo zones (each location's
 * city ZIP codes, $95 a vehicle each way, 45 minutes on the road), the fee
 * lines and their tax, an address outside the area refused, the address
 * sealed and erased, and the road time holding the units. The tests' trip is
 * Monday 6 July 09:00 to Wednesday 8 July 17:00 at Baltimore, moved by weeks.
 */
describeEachDialect('delivery and collection on $name', (dialect) => {
  const api = useApi(dialect, { now: () => clock });
  let staff: SignedIn;
  beforeAll(async () => {
    await createAdmin(api().app);
    staff = await signIn(api().app);
  });
  const zone = demoDeliveryZones.find((z) => z.locationId === 'baltimore')!;
  const book = (body: object) => api().post('/api/reservations', body, { 'idempotency-key': newKey() });
  const linesOf = (body: { pricingBreakdown: { lines: Line[] } }, kind: string) =>
    body.pricingBreakdown.lines.filter((l) => l.kind === kind);
  const tax = (body: { pricingBreakdown: { taxes: Tax[] } }, code: string) =>
    body.pricingBreakdown.taxes.find((t) => t.code === code)!;

  it('prices delivery and collection per vehicle as their own lines, taxed as Baltimore says', async () => {
    const trip = inWeek(1, { vehicleId: '15-passenger-van', quantity: 2 });
    const counter = await api().post('/api/reservations/price', trip);
    const delivered = await api().post('/api/reservations/price', {
      ...trip,
      delivery: { address: harbor, instructions: 'Ring the gate bell.' },
      collection: {},
    });
    expect(counter.status).toBe(200);
    expect(delivered.status).toBe(200);
    expect(linesOf(delivered.body, 'delivery')).toEqual([
      expect.objectContaining({
        code: zone.id,
        label: 'Delivery, Baltimore',
        quantity: 2,
        unitCents: zone.deliveryFeeCents,
        amountCents: 2 * zone.deliveryFeeCents,
      }),
    ]);
    expect(linesOf(delivered.body, 'collection')).toEqual([
      expect.objectContaining({ label: 'Collection, Baltimore', amountCents: 2 * zone.collectionFeeCents }),
    ]);
    expect(linesOf(counter.body, 'delivery')).toEqual([]);
    // Maryland's sales tax applies to delivery and collection in the demo book; its rental vehicle tax does not.
    const fees = 2 * zone.deliveryFeeCents + 2 * zone.collectionFeeCents;
    const salesBefore = tax(counter.body, 'sales-tax');
    const salesAfter = tax(delivered.body, 'sales-tax');
    expect(salesAfter.baseCents - salesBefore.baseCents).toBe(fees);
    expect(salesAfter.amountCents).toBe(percentOf(salesAfter.baseCents, 6));
    expect(tax(delivered.body, 'rental-tax')).toEqual(tax(counter.body, 'rental-tax'));
    expect(delivered.body.pricingBreakdown.totalCents - counter.body.pricingBreakdown.totalCents).toBe(
      fees + salesAfter.amountCents - salesBefore.amountCents,
    );
    // Delivery alone: no collection line.
    const only = await api().post('/api/reservations/price', { ...trip, delivery: { address: harbor } });
    expect(linesOf(only.body, 'collection')).toEqual([]);
    expect(linesOf(only.body, 'delivery')).toHaveLength(1);
  });

  it('refuses an address outside the delivery area on its ZIP code, on search, price and booking', async () => {
    const { vehicleId: _v, quantity: _q, ...search } = inWeek(2);
    const outside = { delivery: { address: annapolis } };
    for (const [url, body] of [
      ['/api/availability', { ...search, ...outside }],
      ['/api/reservations/price', { ...inWeek(2), ...outside }],
    ] as const) {
      const res = await api().post(url, body);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('outside_delivery_area');
      expect(res.body.error.fields['delivery.address.postalCode']).toMatch(
        /21401.*outside our delivery area/,
      );
    }
    const refused = await book({ ...inWeek(2), ...outside });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('outside_delivery_area');
    // A one-way rental is collected by its return location: a Baltimore address is outside Chicago's area.
    const oneWay = inWeek(2, { vehicleId: '15-passenger-van', returnLocationId: 'chicago' });
    const far = await book({ ...oneWay, delivery: { address: harbor }, collection: {} });
    expect(far.status).toBe(422);
    expect(far.body.error.fields).toEqual({ 'collection.address.postalCode': expect.any(String) });
    const there = await api().post('/api/reservations/price', {
      ...oneWay,
      delivery: { address: harbor },
      collection: { address: chicagoAddress },
    });
    expect(there.status).toBe(200);
    expect(linesOf(there.body, 'collection')[0]).toMatchObject({
      label: 'Collection, Chicago',
      code: 'chicago-city',
    });
    // A collection with no address and no delivery names the field.
    const nowhere = await api().post('/api/reservations/price', { ...inWeek(2), collection: {} });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.error.fields['collection.address']).toBeDefined();
    const badZip = await api().post('/api/reservations/price', {
      ...inWeek(2),
      delivery: { address: { ...harbor, postalCode: '2123' } },
    });
    expect(badZip.status).toBe(400);
    expect(badZip.body.error.fields['delivery.address.postalCode']).toBeDefined();
  });

  it('stores the address sealed, answers only city, state and ZIP, keeps it through a change and erases it after the retention period', async () => {
    clock = testNow;
    const res = await book({
      ...inWeek(3, { vehicleId: '12-passenger-van', quantity: 1 }),
      delivery: { address: harbor, instructions: 'Ring the gate bell.' },
      collection: {},
    });
    expect(res.status).toBe(201);
    const { reservation } = res.body;
    expect(reservation.delivery).toEqual({
      at: reservation.pickupAt,
      area: 'Baltimore, MD 21230',
      travelMinutes: zone.travelMinutes,
    });
    expect(reservation.collection).toEqual({
      at: reservation.returnAt,
      area: 'Baltimore, MD 21230',
      travelMinutes: zone.travelMinutes,
    });
    expect(JSON.stringify(res.body)).not.toContain('Harbor Boulevard');
    const row = () =>
      api()
        .database.db.selectFrom('reservations')
        .select(['delivery_sealed', 'delivery_area', 'collection_sealed', 'delivery_zone_id'])
        .where('code', '=', reservation.code)
        .executeTakeFirstOrThrow();
    const stored = await row();
    expect(stored.delivery_sealed).toBeTruthy();
    expect(stored.delivery_sealed).not.toContain('Harbor');
    expect(stored.delivery_zone_id).toBe(zone.id);

    // A change re-prices the trip: the delivery and collection stay.
    const changed = await api().post(
      `/api/reservations/${reservation.code}/changes`,
      { email: contact.email, lines: [{ vehicleId: '12-passenger-van', quantity: 2 }] },
      { 'idempotency-key': newKey() },
    );
    expect(changed.status).toBe(200);
    expect(linesOf(changed.body, 'delivery')[0]).toMatchObject({ quantity: 2 });
    expect(linesOf(changed.body, 'collection')[0]).toMatchObject({ quantity: 2 });
    expect(changed.body.reservation.delivery.area).toBe('Baltimore, MD 21230');

    const returnAt = Date.parse(reservation.returnAt);
    clock = returnAt + 89 * DAY;
    await api().app.services.retention.runOnce();
    expect((await row()).delivery_sealed).not.toBeNull();
    clock = returnAt + 90 * DAY + 60_000;
    const swept = await api().app.services.retention.runOnce();
    expect(swept.deliveryAddresses).toBeGreaterThanOrEqual(1);
    expect(await row()).toMatchObject({
      delivery_sealed: null,
      delivery_area: null,
      collection_sealed: null,
      delivery_zone_id: zone.id,
    });
    const after = await api().get(`/api/reservations/${reservation.code}?email=${contact.email}`);
    expect(after.body.reservation.delivery).toMatchObject({ area: null, travelMinutes: zone.travelMinutes });
    expect((await api().app.services.retention.runOnce()).deliveryAddresses).toBe(0);
    clock = testNow;
  });

  it('the road time holds the unit: a delivery at noon leaves no room for a rental back at 09:30 that a counter pickup would', async () => {
    clock = testNow;
    await api().repositories.units.set({ locationId: 'baltimore', classId: 'minivan', count: 1 });
    api().app.services.catalog.invalidate();
    // Monday 07:00–09:30, back with the turnaround (2 hours) at 11:30.
    const early = (week: number) =>
      inWeek(week, {
        vehicleId: 'minivan',
        pickupTime: '07:00',
        returnDate: inWeek(0).pickupDate,
        returnTime: '09:30',
      });
    const noon = (week: number) => inWeek(week, { vehicleId: 'minivan', pickupTime: '12:00' });

    // Delivered at noon: the driver leaves at 11:15, before the earlier rental is ready.
    expect((await book({ ...noon(4), delivery: { address: harbor } })).status).toBe(201);
    const refused = await book(early(4));
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('unavailable');
    // Picked up at the counter at noon: the earlier rental fits.
    expect((await book(noon(5))).status).toBe(201);
    expect((await book(early(5))).status).toBe(201);
    // And the other way round: the earlier rental first, then a noon delivery is refused, a noon pickup is not.
    expect((await book(early(6))).status).toBe(201);
    const search = ({ vehicleId: _v, quantity: _q, ...rest }: ReturnType<typeof noon>) => rest;
    const freeFor = async (body: object) =>
      (await api().post('/api/availability', body)).body.vehicles.find(
        (v: { id: string }) => v.id === 'minivan',
      ).availableUnits as number;
    expect(await freeFor({ ...search(noon(6)), delivery: { address: harbor } })).toBe(0);
    expect(await freeFor(search(noon(6)))).toBe(1);
    expect((await book({ ...noon(6), delivery: { address: harbor } })).status).toBe(409);
    expect((await book(noon(6))).status).toBe(201);
  });

  it('the road time after a collection holds the unit too', async () => {
    clock = testNow;
    await api().repositories.units.set({ locationId: 'baltimore', classId: 'cargo-van-box-truck', count: 1 });
    api().app.services.catalog.invalidate();
    // Back Wednesday 16:00; collected, the van is at the counter at 16:45, ready at 18:45.
    const first = (week: number) => inWeek(week, { vehicleId: 'cargo-van-box-truck', returnTime: '16:00' });
    const next = (week: number) => {
      // inWeek moves the dates given as it moves the standard ones.
      const date = inWeek(0).returnDate!;
      return inWeek(week, {
        vehicleId: 'cargo-van-box-truck',
        pickupDate: date,
        pickupTime: '18:30',
        returnDate: date.replace(/\d\d$/, (d) => String(Number(d) + 1).padStart(2, '0')),
        returnTime: '10:00',
      });
    };
    expect((await book({ ...first(8), delivery: { address: harbor }, collection: {} })).status).toBe(201);
    expect((await book(next(8))).status).toBe(409);
    expect((await book({ ...first(9), delivery: { address: harbor } })).status).toBe(201);
    expect((await book(next(9))).status).toBe(201);
  });

  it('the road time holds a stocked extra too: it travels with the vehicle', async () => {
    clock = testNow;
    await api().repositories.priceBook.setExtraStock('baltimore', 'luggage-trailer', 1);
    api().app.services.catalog.invalidate();
    const trailer = [{ id: 'luggage-trailer', quantity: 1 }];
    const noon = (week: number) =>
      inWeek(week, { vehicleId: 'minivan', pickupTime: '12:00', extras: trailer });
    // Monday 07:00–09:30 (inWeek moves the dates given), the trailer ready again at 11:30.
    const early = (week: number) =>
      inWeek(week, {
        vehicleId: '15-passenger-van',
        pickupTime: '07:00',
        returnDate: inWeek(0).pickupDate,
        returnTime: '09:30',
        extras: trailer,
      });
    // Delivered at noon, the driver leaves at 11:15 with the trailer behind the van: one trailer cannot be both.
    expect((await book({ ...noon(12), delivery: { address: harbor } })).status).toBe(201);
    const refused = await book(early(12));
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('extra_unavailable');
    // At the counter at noon, the same two fit.
    expect((await book(noon(13))).status).toBe(201);
    expect((await book(early(13))).status).toBe(201);
  });

  it('Today at Baltimore lists the day’s deliveries and collections with the address, the times and the unit', async () => {
    clock = testNow;
    const res = await book({
      ...inWeek(10, { vehicleId: '15-passenger-van', quantity: 1 }),
      delivery: { address: harbor, instructions: 'Ring the gate bell.' },
      collection: {},
    });
    expect(res.status).toBe(201);
    const { code, pickupDate, returnDate } = res.body.reservation;
    const today = async (date: string) => {
      const answer = await api().app.inject({
        method: 'GET',
        url: `/api/admin/counter/today?locationId=baltimore&date=${date}`,
        headers: staff.headers,
      });
      expect(answer.statusCode).toBe(200);
      return JSON.parse(answer.body);
    };
    const pickupDay = await today(pickupDate);
    expect(pickupDay.deliveries).toHaveLength(1);
    expect(pickupDay.deliveries[0]).toMatchObject({
      code,
      delivery: {
        address: '1200 Harbor Boulevard, Gate 4, Baltimore, MD 21230',
        instructions: 'Ring the gate bell.',
        at: `${pickupDate}T09:00:00-04:00`,
        roadAt: `${pickupDate}T08:15:00-04:00`,
        travelMinutes: 45,
      },
    });
    expect(pickupDay.deliveries[0].vehicles).toEqual([
      expect.objectContaining({ classId: '15-passenger-van', seq: 1 }),
    ]);
    // The unit (null until one is assigned) is on the item, as on every pickup.
    expect(pickupDay.deliveries[0].vehicles[0]).toHaveProperty('unit');
    expect(pickupDay.collections).toEqual([]);
    const returnDay = await today(returnDate);
    expect(returnDay.collections.map((i: { code: string }) => i.code)).toEqual([code]);
    expect(returnDay.collections[0].collection).toMatchObject({
      address: '1200 Harbor Boulevard, Gate 4, Baltimore, MD 21230',
      at: `${returnDate}T17:00:00-04:00`,
      roadAt: `${returnDate}T17:45:00-04:00`,
    });
  });

  it('the confirmation e-mail gives the addresses; the outbox keeps them sealed and erases them once sent', async () => {
    clock = testNow;
    const res = await book({
      ...inWeek(11, { vehicleId: '15-passenger-van', quantity: 1 }),
      delivery: { address: { ...harbor, line1: '850 Fleet Street' }, instructions: 'Ring the gate bell.' },
      collection: { address: { ...harbor, line1: '400 Key Highway', line2: undefined } },
    });
    expect(res.status).toBe(201);
    const { code } = res.body.reservation;
    const queued = await api()
      .database.db.selectFrom('outbox_messages')
      .select('payload')
      .where('payload', 'like', `%${code}%`)
      .execute();
    expect(queued.length).toBeGreaterThan(0);
    for (const row of queued) expect(String(row.payload)).not.toContain('Fleet Street');
    await api().app.services.outbox.drain();
    const renter = api().mail.sent.find(
      (m) => m.email.text.includes(code) && m.email.subject.includes('confirmed'),
    );
    expect(renter?.email.text).toContain(
      '850 Fleet Street, Gate 4, Baltimore, MD 21230. Instructions: Ring the gate bell.',
    );
    expect(renter?.email.text).toContain('400 Key Highway, Baltimore, MD 21230');
    // Staff's notice of the booking says where to take the van and fetch it from, too.
    const notice = api().mail.sent.find((m) => m.to !== contact.email && m.email.text.includes(code));
    expect(notice?.email.text).toContain(
      '850 Fleet Street, Gate 4, Baltimore, MD 21230. Instructions: Ring the gate bell.',
    );
    expect(notice?.email.text).toContain('Collected from');
    const sent = await api()
      .database.db.selectFrom('outbox_messages')
      .select('payload')
      .where('payload', 'like', `%${code}%`)
      .execute();
    for (const row of sent) expect(String(row.payload)).toContain('"sealed":"erased"');
  });
});
