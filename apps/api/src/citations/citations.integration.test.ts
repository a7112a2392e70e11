import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, staffWithBooking } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { handoverRow, inWeek, newKey, qualifiedDriver } from '../../test/fixtures.ts';
import { sweepRetention } from '../housekeeping/retention.ts';

/**
 * Tolls and citations (decision 037), through the real app. Three bookings of
 * 15-passenger vans at Baltimore: A in week 0 (Mon 6 July 09:00 to Wed 8 July
 * 17:00 EDT) went out on unit 1 with its first driver and was swapped for
 * unit 2 on Tuesday at noon, which its second driver took: the rows a swap
 * writes (decision 035), the first leg back and the next out at one instant.
 * B in week 1 had unit 1, C in week 2 unit 3, their check-outs naming no
 * driver (the booking's named driver had it). A file of 200 rows from a toll
 * agency (times at New York's wall clock, some in UTC) names those plates
 * written as agencies write them, a plate not in the fleet, times when nobody
 * had a unit, and one reference twice. The expected booking of each row is
 * decided by how the row was made, not by the matching code. Demo fees: toll
 * admin $10, citation admin $25 (the figures the terms print), neither taxable.
 */
const van = '15-passenger-van';
const plates = ['TST101', 'TST102', 'TST103'] as const;
const edt = (local: string) => Date.parse(`${local}-04:00`);

type Booking = 'A' | 'B' | 'C' | null;
interface Made {
  line: string;
  reference: string;
  booking: Booking;
  /** Which leg of the booking's van: A's second began at the swap. */
  leg: number;
  amountCents: number;
  kind: 'toll' | 'parking' | 'camera';
}

/** Row i of the file: which unit, when, and so which booking (or none) it belongs to. */
function makeRow(i: number): Made {
  const minutes = i * 3;
  const at = (day: string, from: string) => {
    const t = new Date(edt(`${day}T${from}`) + minutes * 60_000 * 0.1);
    return t;
  };
  const localText = (d: Date) => {
    const local = new Date(d.getTime() - 4 * 3_600_000).toISOString();
    return `${local.slice(0, 10)} ${local.slice(11, 19)}`;
  };
  const cases: [
    plate: string,
    when: Date,
    booking: Booking,
    kind: Made['kind'],
    utc?: boolean,
    leg?: number,
  ][] = [
    ['tst-101', at('2026-07-06', '10:00:00'), 'A', 'toll'],
    ['TST 101', at('2026-07-07', '08:00:00'), 'A', 'toll', true],
    ['TST102', at('2026-07-07', '13:00:00'), 'A', 'toll', false, 1],
    ['TST101', at('2026-07-07', '14:00:00'), null, 'toll'],
    ['TST101', at('2026-07-14', '10:00:00'), 'B', 'toll'],
    ['TST103', at('2026-07-21', '10:00:00'), 'C', 'toll'],
    ['ZZZ999', at('2026-07-06', '10:00:00'), null, 'toll'],
    ['TST102', at('2026-07-07', '10:00:00'), null, 'toll'],
    ['TST101', at('2026-07-06', '15:00:00'), 'A', 'parking'],
    ['TST103', at('2026-07-20', '12:00:00'), 'C', 'camera', true],
  ];
  const [plate, when, booking, kind, utc, leg = 0] = cases[i % cases.length]!;
  const amountCents = 100 + ((i * 737) % 4_900);
  const time = utc ? when.toISOString() : localText(when);
  const reference = `MD-${String(100_000 + i)}`;
  const amount = `$${(amountCents / 100).toFixed(2)}`;
  const kindText = { toll: 'TOLL', parking: 'Parking', camera: 'Red light camera' }[kind];
  return {
    line: `${reference},"${plate}",MD,${time},${amount},${kindText},"I-95, Fort McHenry Tunnel"`,
    reference,
    booking,
    leg,
    amountCents,
    kind,
  };
}

const header = 'Notice,Plate,State,Transaction time,Amount,Type,Location';
const adminFee = { toll: 1_000, parking: 2_500, camera: 2_500 };

describeEachDialect('tolls and citations on $name', (dialect) => {
  const api = useApi(dialect);
  let staff: SignedIn;
  const bookings = new Map<
    Exclude<Booking, null>,
    { id: string; code: string; driverId: string; returnAt: number; drivers: string[] }
  >();
  let sourceId: string;

  const send = async (url: string, payload: unknown, headers: Record<string, string> = {}) => {
    const res = await api().app.inject({
      method: 'POST',
      url,
      headers: { ...staff.headers, ...headers },
      payload: payload as object,
    });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };
  const importFile = (lines: string[]) =>
    send('/api/admin/citations/imports', { sourceId, csv: [header, ...lines].join('\n') });

  beforeAll(async () => {
    ({ staff } = await staffWithBooking(api(), 'minivan'));
    const repos = api().repositories;
    const units = await repos.fleetUnits.list({ locationId: 'baltimore', classId: van });
    const [u1, u2, u3] = units;
    for (const [i, u] of [u1!, u2!, u3!].entries()) {
      await repos.fleetUnits.update(u.id, { plate: plates[i]!.replace('TST', 'TST '), plate_state: 'MD' });
    }
    const handover = (
      reservationId: string,
      kind: 'out' | 'in',
      unitId: string,
      at: string,
      leg = 0,
      driverId: string | null = null,
    ) => repos.handovers.insert(handoverRow({ reservationId, kind, unitId, at: edt(at) }, leg, driverId));
    for (const [name, week] of [
      ['A', 0],
      ['B', 1],
      ['C', 2],
    ] as const) {
      const booked = await api().post(
        '/api/reservations',
        inWeek(week, {
          vehicleId: van,
          drivers: [
            qualifiedDriver(van, { name: `Driver ${name}` }),
            ...(name === 'A'
              ? [qualifiedDriver(van, { name: 'Driver A2', licenceNumber: 'A2-0000-1111' })]
              : []),
          ],
        }),
        { 'idempotency-key': newKey() },
      );
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const r = (await repos.reservations.findByCode(booked.body.reservation.code))!;
      const drivers = r.drivers.map((d) => d.id);
      bookings.set(name, { id: r.id, code: r.code, driverId: drivers[0]!, returnAt: r.returnAt, drivers });
    }
    const { id: a, drivers: aDrivers } = bookings.get('A')!;
    await handover(a, 'out', u1!.id, '2026-07-06T09:00:00', 0, aDrivers[0]!);
    // The swap: unit 1 back and unit 2 out for the same booked vehicle at one instant, the second driver taking it.
    await handover(a, 'in', u1!.id, '2026-07-07T12:00:00', 0);
    await handover(a, 'out', u2!.id, '2026-07-07T12:00:00', 1, aDrivers[1]!);
    await handover(a, 'in', u2!.id, '2026-07-08T17:00:00', 1);
    await handover(bookings.get('B')!.id, 'out', u1!.id, '2026-07-13T09:00:00');
    await handover(bookings.get('B')!.id, 'in', u1!.id, '2026-07-15T17:00:00');
    await handover(bookings.get('C')!.id, 'out', u3!.id, '2026-07-20T09:00:00');
    await handover(bookings.get('C')!.id, 'in', u3!.id, '2026-07-22T17:00:00');
    const source = await send('/api/admin/citations/sources', {
      name: 'Maryland toll agency',
      agency: 'Maryland Transportation Authority',
      kind: 'toll',
      timezone: 'America/New_York',
      columns: {
        reference: 'Notice',
        plate: 'Plate',
        state: 'State',
        time: 'Transaction time',
        amount: 'Amount',
        kind: 'Type',
        place: 'Location',
      },
    });
    expect(source.status, JSON.stringify(source.body)).toBe(200);
    sourceId = source.body.id;
  });

  describe('a file of 200 rows', () => {
    const made = Array.from({ length: 199 }, (_, i) => makeRow(i));
    // The last row repeats row 3's reference (i = 1): the agency sent it twice.
    const lines = [...made.map((m) => m.line), made[1]!.line];

    it('matches each row to the booking that had the unit then, charges it once with its admin fee, and queues the rest', async () => {
      const imported = await importFile(lines);
      expect(imported.status, JSON.stringify(imported.body).slice(0, 500)).toBe(200);
      const expected = made.map((m) => (m.booking ? 'matched' : 'unmatched'));
      expect(imported.body.rows.map((r: { outcome: string }) => r.outcome)).toEqual([
        ...expected,
        'duplicate',
      ]);
      expect(imported.body.counts).toEqual({
        matched: expected.filter((o) => o === 'matched').length,
        unmatched: expected.filter((o) => o === 'unmatched').length,
        duplicate: 1,
        invalid: 0,
      });
      for (const [i, m] of made.entries()) {
        const code = m.booking ? bookings.get(m.booking)!.code : null;
        expect(imported.body.rows[i].reservationCode, `row ${i + 2}`).toBe(code);
      }
      for (const [name, b] of bookings) {
        const mine = made.filter((m) => m.booking === name);
        const fees = await api().repositories.reservationFees.forReservation(b.id);
        // The amount passed through untaxed, then the admin fee of its kind: two lines per notice, once each.
        expect(fees.map((f) => f.line.amountCents)).toEqual(
          mine.flatMap((m) => [m.amountCents, adminFee[m.kind]]),
        );
        expect(fees.every((f) => !f.line.taxable)).toBe(true);
        expect(fees.every((f) => f.vehicle?.seq === 1)).toBe(true);
        expect(fees.filter((f) => f.feeId === 'toll-admin')).toHaveLength(
          mine.filter((m) => m.kind === 'toll').length,
        );
        const items = await api().repositories.citations.forReservation(b.id);
        expect(items.map((i) => i.reference).sort()).toEqual(mine.map((m) => m.reference).sort());
        // The driver who had the van (A's second driver from the swap on), and what a nomination needs
        // sealed: no name in clear.
        const legOf = new Map(mine.map((m) => [m.reference, m.leg]));
        for (const item of items) {
          expect(item.driverId, item.reference).toBe(b.drivers[legOf.get(item.reference)!]);
          expect(item.status).toBe('charged');
        }
        expect(items.every((i) => i.nomination && !i.nomination.includes(`Driver ${name}`))).toBe(true);
      }
    });

    it('lists the unmatched rows in the queue for staff, and charges nothing the second time the file comes', async () => {
      const queue = await api().app.inject({
        method: 'GET',
        url: '/api/admin/citations/items?status=queued',
        headers: staff.headers,
      });
      expect(queue.statusCode).toBe(200);
      const queued = JSON.parse(queue.body).items as { reference: string; reservationCode: null }[];
      expect(queued.map((q) => q.reference).sort()).toEqual(
        made
          .filter((m) => !m.booking)
          .map((m) => m.reference)
          .sort(),
      );
      const again = await importFile(lines);
      expect(again.body.counts).toEqual({ matched: 0, unmatched: 0, duplicate: 200, invalid: 0 });
      const a = await api().repositories.reservationFees.forReservation(bookings.get('A')!.id);
      expect(a).toHaveLength(2 * made.filter((m) => m.booking === 'A').length);
    });

    it('e-mails the renter each notice with the agency, the amount and the admin fee', async () => {
      await api().app.services.outbox.drain();
      const notices = api().mail.sent.filter((m) => / charged to .* booking /.test(m.email.subject));
      expect(notices).toHaveLength(made.filter((m) => m.booking).length);
      const first = made.find((m) => m.booking === 'A')!;
      const text = notices.find((n) => n.email.text.includes(first.reference))!.email.text;
      expect(text).toContain('Maryland Transportation Authority');
      expect(text).toContain(`$${(first.amountCents / 100).toFixed(2)}`);
      expect(text).toContain('$10.00 admin fee');
    });
  });

  it('stores a reference once when the same file is imported twice at once', async () => {
    const lines = Array.from({ length: 20 }, (_, i) => makeRow(i).line.replace('MD-1', 'RACE-1'));
    const [one, two] = await Promise.all([importFile(lines), importFile(lines)]);
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    const stored =
      one.body.counts.matched +
      one.body.counts.unmatched +
      two.body.counts.matched +
      two.body.counts.unmatched;
    expect(stored).toBe(20);
    expect(one.body.counts.duplicate + two.body.counts.duplicate).toBe(20);
    const items = await api().repositories.citations.list(undefined, 1_000);
    expect(items.filter((i) => i.reference.startsWith('RACE-'))).toHaveLength(20);
    const fees = await api().repositories.reservationFees.forReservation(bookings.get('A')!.id);
    const race = fees.filter((f) => f.note.includes('RACE-'));
    expect(race).toHaveLength(2 * lines.filter((_, i) => makeRow(i).booking === 'A').length);
  });

  it('answers each invalid row with its number and field, and a missing column with 400 on csv', async () => {
    const bad = await importFile([
      'BAD-1,TST101,MD,not a time,$1.00,TOLL,',
      'BAD-2,TST101,MD,2026-07-06 10:00,twelve,TOLL,',
      'BAD-3,TST101,Maryland,2026-07-06 10:00,$1.00,TOLL,',
    ]);
    expect(bad.status).toBe(200);
    expect(bad.body.rows.map((r: { row: number; field: string }) => [r.row, r.field])).toEqual([
      [2, 'time'],
      [3, 'amount'],
      [4, 'state'],
    ]);
    const missing = await send('/api/admin/citations/imports', { sourceId, csv: 'Notice,Plate\nX,TST101' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.csv).toMatch(/no column/);
    const tooMany = await importFile(
      Array.from({ length: 2_001 }, (_, i) => `MANY-${i},TST101,MD,2026-07-06 10:00,$1.00,TOLL,`),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields.csv).toBe('A file has at most 2,000 rows: split this one.');
  });

  it('lets staff assign a queued item to a booking by hand, once, and dismiss another', async () => {
    const queue = await api().app.inject({
      method: 'GET',
      url: '/api/admin/citations/items?status=queued',
      headers: staff.headers,
    });
    const [first, second] = JSON.parse(queue.body).items as { id: string }[];
    const key = newKey();
    const b = bookings.get('B')!;
    const before = (await api().repositories.reservationFees.forReservation(b.id)).length;
    const assign = () =>
      send(
        `/api/admin/citations/items/${first!.id}/assign`,
        { reservationCode: b.code },
        { 'idempotency-key': key },
      );
    const assigned = await assign();
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body).toMatchObject({ status: 'charged', reservationCode: b.code });
    expect((await assign()).status).toBe(200);
    expect((await api().repositories.reservationFees.forReservation(b.id)).length).toBe(before + 2);
    const dismissed = await send(`/api/admin/citations/items/${second!.id}/dismiss`, {
      note: 'Plate misread by the agency',
    });
    expect(dismissed.body).toMatchObject({ status: 'dismissed', note: 'Plate misread by the agency' });
    const twice = await send(`/api/admin/citations/items/${second!.id}/dismiss`, { note: 'again' });
    expect(twice.status).toBe(409);
  });

  it('charges a queued item once when two members of staff assign it at the same moment', async () => {
    const queue = await api().app.inject({
      method: 'GET',
      url: '/api/admin/citations/items?status=queued',
      headers: staff.headers,
    });
    const [item] = JSON.parse(queue.body).items as { id: string }[];
    const c = bookings.get('C')!;
    const before = (await api().repositories.reservationFees.forReservation(c.id)).length;
    const both = await Promise.all(
      [newKey(), newKey()].map((key) =>
        send(
          `/api/admin/citations/items/${item!.id}/assign`,
          { reservationCode: c.code },
          { 'idempotency-key': key },
        ),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.body.error.code).toBe('already_decided');
    expect((await api().repositories.reservationFees.forReservation(c.id)).length).toBe(before + 2);
  });

  it('transfers liability to the driver with a nomination letter, sealed, out of the audit trail, erased after a year', async () => {
    const a = bookings.get('A')!;
    const [item] = await api().repositories.citations.forReservation(a.id);
    const disputed = await send(`/api/admin/citations/items/${item!.id}/dispute`, {
      note: 'Renter says the van was parked',
    });
    expect(disputed.body.status).toBe('disputed');
    const address = '12 Harbor Street, Baltimore, MD 21230';
    const transferred = await send(`/api/admin/citations/items/${item!.id}/transfer`, { address });
    expect(transferred.status, JSON.stringify(transferred.body)).toBe(200);
    expect(transferred.body.status).toBe('transferred');
    const pdf = await api().app.inject({
      method: 'GET',
      url: `/api/admin/citations/items/${item!.id}/nomination.pdf`,
      headers: staff.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Driver A');
    expect(text).toContain(address);
    expect(text).toContain('S123-456-789-012');
    expect(text).toContain(item!.reference);
    // At rest: neither the address nor the name in clear; in the audit trail: neither, nor the note.
    const stored = (await api().repositories.citations.find(item!.id))!;
    expect(stored.nomination).not.toContain('Harbor');
    const audit = await api()
      .database.db.selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'citation')
      .execute();
    expect(audit.map((e) => e.action)).toEqual(
      expect.arrayContaining(['citation disputed', 'citation liability transferred']),
    );
    const logged = JSON.stringify(audit) + JSON.stringify(api().logs);
    for (const personal of ['Harbor', 'Driver A', 'S123-456-789-012', 'van was parked'])
      expect(logged).not.toContain(personal);
    // A year after the return (NOMINATION_RETENTION_DAYS, 365 by default) the retention sweep erases it.
    const dayAfter = a.returnAt + 366 * 86_400_000;
    const swept = await sweepRetention(api().repositories, {
      analyticsBeforeDay: '',
      idempotencyBefore: 0,
      licencesReturnedBefore: 0,
      evidenceReturnedBefore: 0,
      emailsSentBefore: 0,
      now: a.returnAt + 364 * 86_400_000,
    });
    expect(swept.nominations).toBe(0);
    const later = await sweepRetention(api().repositories, {
      analyticsBeforeDay: '',
      idempotencyBefore: 0,
      licencesReturnedBefore: 0,
      evidenceReturnedBefore: 0,
      emailsSentBefore: 0,
      now: dayAfter,
    });
    expect(later.nominations).toBeGreaterThan(0);
    const gone = await api().app.inject({
      method: 'GET',
      url: `/api/admin/citations/items/${item!.id}/nomination.pdf`,
      headers: staff.headers,
    });
    expect(gone.statusCode).toBe(409);
    expect(JSON.parse(gone.body).error.code).toBe('nomination_erased');
  });
});
