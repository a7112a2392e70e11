import { expect, it } from 'vitest';
import { signIn, staffWithBooking } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { outAndBack } from '../../test/counter.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { testClock } from '../../test/payments.ts';

/**
 * A toll that arrives after the return (decision 037): the 15-passenger van of
 * week 0 goes out on Monday 6 July and comes back on Wednesday 8 July, the
 * final invoice issued; a toll of Tuesday comes in a file later. It is billed
 * on a supplementary invoice, the next number of the same series, e-mailed.
 */
const van = '15-passenger-van';

describeEachDialect('a toll after the final invoice on $name', (dialect) => {
  const clock = testClock();
  const api = useApi(dialect, { now: clock.now });

  it('is billed on a supplementary invoice with the next number of the same series, and the renter told', async () => {
    const { code } = await staffWithBooking(api(), van);
    const checkedIn = await outAndBack(api(), clock, code, van);
    let staff = await signIn(api().app);
    const post = async (url: string, payload: object) => {
      const res = await api().app.inject({ method: 'POST', url, headers: staff.headers, payload });
      return { status: res.statusCode, body: JSON.parse(res.body) };
    };
    const finalNumber: string = checkedIn.finalInvoice.number;

    const repos = api().repositories;
    const r = (await repos.reservations.findByCode(code))!;
    const unitId = (await repos.handovers.forReservation(r.id)).find((h) => h.kind === 'out')!.unit_id;
    await repos.fleetUnits.update(unitId, { plate: 'TOLL 77', plate_state: 'MD' });
    const source = await post('/api/admin/citations/sources', {
      name: 'E-ZPass Maryland',
      agency: 'E-ZPass Maryland',
      timezone: 'America/New_York',
      columns: { reference: 'Ref', plate: 'Plate', time: 'Time', amount: 'Toll', place: 'Plaza' },
    });
    expect(source.status, JSON.stringify(source.body)).toBe(200);
    clock.set(Date.parse('2026-07-20T10:00:00-04:00'));
    staff = await signIn(api().app);
    const imported = await post('/api/admin/citations/imports', {
      sourceId: source.body.id,
      csv: 'Ref,Plate,Time,Toll,Plaza\nEZ-9001,TOLL-77,2026-07-07 12:30,$4.75,Key Bridge',
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.rows).toEqual([
      expect.objectContaining({ outcome: 'matched', reservationCode: code }),
    ]);

    const [year, seq] = finalNumber.split('-').slice(1).map(Number);
    const next = `INV-${year}-${String((seq ?? 0) + 1).padStart(6, '0')}`;
    const invoices = await repos.invoices.forReservation(r.id);
    const supplement = invoices.find((i) => i.number === next)!;
    expect(supplement).toBeDefined();
    expect(supplement.totalCents).toBe(475 + 1_000);
    expect(supplement.content.lines).toEqual([
      expect.objectContaining({ code: 'citation-toll', amountCents: 475, taxable: false }),
      expect.objectContaining({ code: 'toll-admin', amountCents: 1_000, taxable: false }),
    ]);
    expect(supplement.content.taxes).toEqual([]);
    expect(invoices.find((i) => i.number === finalNumber)?.status).not.toBe('void');

    await api().app.services.outbox.drain();
    const notice = api().mail.sent.find((m) => m.email.subject === `Toll charged to Convoy booking ${code}`);
    expect(notice?.email.text).toContain(`on invoice ${next}`);
    expect(notice?.email.text).toContain('at Key Bridge');
    expect(notice?.email.text).toContain('Tuesday, July 7, 2026 at 12:30 PM EDT');
    expect(api().mail.sent.some((m) => m.email.attachments.some((a) => a.filename === `${next}.pdf`))).toBe(
      true,
    );
  });
});
