import { extractText, getDocumentProxy } from 'unpdf';
import { expect, it } from 'vitest';
import { signIn } from '../../test/admin.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import {
  addDays,
  contact,
  inWeek,
  newKey,
  outgoingVehicle,
  passedInspection,
  qualifiedDriver,
  withKey,
} from '../../test/fixtures.ts';
import { multipartForm, signatureDataUrl } from '../../test/images.ts';
import { type PaymentsContext, usePayments } from '../../test/payments.ts';

/**
 * Damage claims (decision 036), through the real app with the Stripe
 * stand-in: a 15-passenger van booked at Baltimore with the deposit held on
 * the card and the rental charged to it at pickup, out on its Monday and back
 * on time with a full tank and a dent the check-out did not have. The van's
 * daily rate is the booked one; Maryland has no limits of its own, so the
 * company's (`*`: no deductible, 30 days of loss of use, a $150 admin fee at
 * most) apply.
 */
const van = '15-passenger-van';
const dent = { view: 'front' as const, x: 0.5, y: 0.6, note: 'dent in the bumper, 8 cm' };
const scratch = { view: 'left' as const, x: 0.3, y: 0.4, note: 'old scratch' };
const email = encodeURIComponent(contact.email);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
const estimate = {
  lines: [
    { description: 'Replace the front bumper', amountCents: 120_000 },
    { description: 'Paint and labour', amountCents: 30_000 },
  ],
  lossOfUseDays: 3,
  adminFeeCents: 7_500,
};

describeEachDialect('damage claims on $name', (dialect) => {
  const api = usePayments(dialect, { collect: 'deposit' });

  const staffAt = async (a: PaymentsContext, iso: string) => {
    a.clock.set(Date.parse(iso));
    return (await signIn(a.app)).headers;
  };
  const priceIt = async (
    a: PaymentsContext,
    id: string,
    staff: Record<string, string>,
    payload = estimate,
  ) => {
    const res = await a.app.inject({
      method: 'PUT',
      url: `/api/admin/claims/${id}/estimate`,
      headers: staff,
      payload,
    });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };
  /** The provider calls made, and any a landed call queued in turn (a refund of an excess would be one). */
  const settleOperations = async (a: PaymentsContext) => {
    await a.app.services.paymentsWorker.runOperations();
    await a.app.services.paymentsWorker.runOperations();
  };
  const payments = async (a: PaymentsContext, code: string) =>
    (await a.get(`/api/reservations/${code}?email=${email}`)).body.payment;

  /** Booked in `week`, the deposit held and the rental charged at pickup, out and back with a dent. */
  async function returnedWithDent(a: PaymentsContext, week: number, protection: string[]) {
    const booked = await a.book(inWeek(week, { drivers: [qualifiedDriver(van)], protection }));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const code = booked.body.reservation.code as string;
    const { totalCents, depositCents } = booked.body.pricingBreakdown;
    const admin = (await signIn(a.app)).headers;
    a.standIn.pay(await a.sessionOf(code), '4242424242424242');
    await a.webhooks();
    if (protection.length === 0) {
      const f = multipartForm(
        {
          insurer: 'Church Mutual',
          policyNumber: 'CM-0042-77',
          validFrom: '2026-06-01',
          validTo: '2026-12-31',
          liabilityLimitCents: '200000000',
          coversHiredVehicles: 'true',
        },
        { name: 'coi.pdf', type: 'application/pdf', data: pdf },
      );
      const up = await a.post(
        `/api/reservations/${code}/insurance-certificate?email=${email}`,
        f.payload,
        f.headers,
      );
      expect(up.status, JSON.stringify(up.body)).toBe(201);
      const c = up.body.certificate ?? up.body;
      const verified = await a.post(
        `/api/admin/insurance/${c.id}/review`,
        {
          decision: 'verify',
          insurer: 'Church Mutual',
          policyNumber: 'CM-0042-77',
          validFrom: '2026-06-01',
          validTo: '2026-12-31',
          liabilityLimitCents: 200_000_000,
          coversHiredVehicles: true,
        },
        admin,
      );
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    }
    const rental = await a.post(
      `/api/admin/payments/reservations/${code}/charge-balance`,
      {},
      withKey(admin),
    );
    expect(rental.body).toMatchObject({ status: 'succeeded', capturedCents: totalCents });
    const pickup = addDays('2026-07-06', 7 * week);
    let staff = await staffAt(a, `${pickup}T08:00:00-04:00`);
    await a.app.services.fleetWorker.runOnce();
    const left = await a.post(
      `/api/admin/counter/${code}/check-out`,
      {
        vehicles: [{ ...outgoingVehicle(van), damage: [scratch] }],
        licencesChecked: true,
        agreement: { signerName: 'Ana Ruiz', signature: await signatureDataUrl() },
      },
      staff,
    );
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    staff = await staffAt(a, `${addDays(pickup, 2)}T17:10:00-04:00`);
    const back = await a.post(
      `/api/admin/counter/${code}/check-in`,
      {
        returnedDate: addDays(pickup, 2),
        returnedTime: '17:00',
        vehicles: [
          {
            classId: van,
            seq: 1,
            odometerMiles: 12_100,
            fuelEighths: 8,
            damage: [{ ...scratch, x: 0.31 }, dent],
            inspection: passedInspection(van, 'in'),
          },
        ],
      },
      staff,
    );
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.finalInvoice).toMatchObject({ totalCents, balanceDueCents: 0 });
    const listed = await a.get(`/api/admin/claims?code=${code}`, staff);
    expect(listed.body.claims).toHaveLength(1);
    return { code, totalCents, depositCents, staff, claim: listed.body.claims[0] };
  }

  it('opens a claim for the new dent only and keeps the deposit held; with the waiver bought the renter owes nothing', async () => {
    const a = api();
    const { code, totalCents, depositCents, staff, claim } = await returnedWithDent(a, 1, ['cdw']);
    expect(claim).toMatchObject({
      code,
      vehicle: expect.stringMatching(/^15 Passenger Van 1 \([A-Z]{3}-\d+\)$/),
      status: 'open',
      cover: 'waiver',
      marks: 1,
    });
    // The final invoice was issued as always, but nothing settled the hold: the claim keeps it.
    await settleOperations(a);
    expect(await payments(a, code)).toMatchObject({ heldCents: depositCents, paidCents: totalCents });

    const page = await a.get(`/api/admin/claims/${claim.id}`, staff);
    expect(page.body.newMarks).toEqual([dent]);
    expect(page.body.insurer).toBeNull();
    const priced = await priceIt(a, claim.id, staff);
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    const split = priced.body.split;
    expect(split).toMatchObject({ renterCents: 0, depositCents: 0, invoiceCents: 0, lines: [] });
    expect(split.words).toContain('bought the collision damage waiver, so they owe nothing of it');

    const invoices = (await payments(a, code)).invoices.length;
    const settled = await a.post(`/api/admin/claims/${claim.id}/settle`, {}, withKey(staff));
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body).toMatchObject({ status: 'settled', invoiceNumber: null });
    await settleOperations(a);
    const after = await payments(a, code);
    expect(after).toMatchObject({ heldCents: 0, paidCents: totalCents, balanceCents: 0 });
    expect(after.invoices).toHaveLength(invoices);
  });

  it('with cover declined on a certificate: the insurer letter, the deposit captured first, the rest invoiced; two settles at once act once', async () => {
    const a = api();
    const { code, totalCents, depositCents, staff, claim } = await returnedWithDent(a, 2, []);
    expect(claim.cover).toBe('certificate');
    const letterOf = () =>
      a.app.inject({ method: 'GET', url: `/api/admin/claims/${claim.id}/letter.pdf`, headers: staff });
    expect((await letterOf()).statusCode).toBe(409);

    const priced = await priceIt(a, claim.id, staff);
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    const page = priced.body;
    const whole = 150_000 + 3 * page.dailyRateCents + 7_500;
    expect(page.insurer).toBe('Church Mutual');
    expect(page.split).toMatchObject({
      totalCents: whole,
      renterCents: whole,
      depositCents,
      invoiceCents: whole - depositCents,
    });

    const letter = await letterOf();
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(letter.rawPayload)), {
      mergePages: true,
    });
    for (const fact of ['Church Mutual', 'CM-0042-77', 'Ada Okafor', code, 'dent in the bumper, 8 cm']) {
      expect(text).toContain(fact);
    }
    const sent = await a.post(`/api/admin/claims/${claim.id}/letter-sent`, {}, staff);
    expect(sent.body.status).toBe('letter_sent');
    const late = await priceIt(a, claim.id, staff, { ...estimate, adminFeeCents: 0 });
    expect(late.body.error.code).toBe('claim_fixed');

    // Two staff settle at once: one capture, one supplementary invoice; the same key again answers as the first.
    const key = newKey();
    const [first, second] = await Promise.all([
      a.post(`/api/admin/claims/${claim.id}/settle`, {}, withKey(staff, key)),
      a.post(`/api/admin/claims/${claim.id}/settle`, {}, withKey(staff)),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const replay = await a.post(`/api/admin/claims/${claim.id}/settle`, {}, withKey(staff, key));
    expect(replay.status).toBe(first.status);
    const done = (first.status === 200 ? first : second).body;
    expect(done).toMatchObject({
      status: 'settled',
      invoiceNumber: expect.stringMatching(/^INV-2026-\d{6}$/),
    });

    await settleOperations(a);
    const after = await payments(a, code);
    const deposit = after.payments.find((p: { kind: string }) => p.kind === 'deposit');
    expect(deposit).toMatchObject({ capturedCents: depositCents, authorisedCents: 0 });
    expect(after.invoices.find((i: { number: string }) => i.number === done.invoiceNumber)).toMatchObject({
      number: done.invoiceNumber,
      totalCents: whole,
      balanceDueCents: whole - depositCents,
    });
    expect(after).toMatchObject({
      heldCents: 0,
      paidCents: totalCents + depositCents,
      balanceCents: whole - depositCents,
    });

    // The trail from open to settled, by the claim's id, with no one's name or contact in it.
    const history = (await a.get(`/api/admin/claims/${claim.id}`, staff)).body.history;
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'claim opened',
      'claim estimated',
      'insurer letter sent',
      'claim settled',
    ]);
    const entries = await a.get(`/api/admin/audit?entityType=claim&entityId=${claim.id}`, staff);
    const logged = JSON.stringify(entries.body);
    expect(entries.body.items ?? entries.body.entries).toHaveLength(4);
    for (const personal of ['Ada', 'Okafor', contact.email, contact.phone, 'CM-0042-77']) {
      expect(logged).not.toContain(personal);
    }
  });

  it('captures the whole deposit for a claim not yet priced before its hold lapses, and refunds what is beyond the share at settling', async () => {
    const a = api();
    const { code, totalCents, depositCents, staff, claim } = await returnedWithDent(a, 3, ['sli']);
    expect(claim.cover).toBe('none');
    // The hold was authorised at booking, more than 6 days before the return: the round captures it whole.
    expect(await a.app.services.claimsWorker.runOnce()).toBe(1);
    expect(await a.app.services.claimsWorker.runOnce()).toBe(0);
    await settleOperations(a);
    expect(await payments(a, code)).toMatchObject({ heldCents: 0, paidCents: totalCents + depositCents });

    // Priced under the deposit: settling refunds the rest of it, and the supplementary invoice is paid.
    const small = {
      lines: [{ description: 'Polish the bumper', amountCents: 5_000 }],
      lossOfUseDays: 0,
      adminFeeCents: 2_500,
    };
    expect((await priceIt(a, claim.id, staff, small)).body.split).toMatchObject({
      renterCents: 7_500,
      depositCents: 7_500,
      invoiceCents: 0,
    });
    const settled = await a.post(`/api/admin/claims/${claim.id}/settle`, {}, withKey(staff));
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    await settleOperations(a);
    const after = await payments(a, code);
    console.log(
      JSON.stringify(settled.body.split),
      JSON.stringify(after.payments),
      JSON.stringify(after.invoices),
    );
    expect(after).toMatchObject({ paidCents: totalCents + 7_500, balanceCents: 0 });
    expect(
      after.invoices.find((i: { number: string }) => i.number === settled.body.invoiceNumber),
    ).toMatchObject({
      status: 'paid',
      totalCents: 7_500,
    });
    const history = (await a.get(`/api/admin/claims/${claim.id}`, staff)).body.history;
    expect(history.map((h: { action: string }) => h.action)).toContain(
      'deposit captured before its hold lapsed',
    );
  });

  it('caps loss of use, the admin fee and the renter’s share by the state’s limits, which staff set per state; a waived claim charges nothing', async () => {
    const a = api();
    const { code, totalCents, staff, claim } = await returnedWithDent(a, 4, ['sli']);
    const put = (limits: unknown[]) =>
      a.app.inject({ method: 'PUT', url: '/api/admin/claims/limits', headers: staff, payload: { limits } });
    const everywhere = {
      state: '*',
      deductibleCents: 0,
      lossOfUseMaxDays: 30,
      adminFeeMaxCents: 15_000,
      renterMaxCents: null,
    };
    expect((await a.get('/api/admin/claims/limits', staff)).body.limits).toEqual([everywhere]);
    const maryland = {
      state: 'MD',
      deductibleCents: 0,
      lossOfUseMaxDays: 2,
      adminFeeMaxCents: 5_000,
      renterMaxCents: 100_000,
    };
    // The row for every other state stays; a state is given once.
    const refused = await put([maryland]);
    expect(refused.statusCode).toBe(400);
    expect((await put([everywhere, maryland, maryland])).statusCode).toBe(400);
    expect((await put([everywhere, maryland])).statusCode).toBe(200);
    try {
      const priced = await priceIt(a, claim.id, staff);
      expect(priced.body.limits).toEqual({
        deductibleCents: 0,
        lossOfUseMaxDays: 2,
        adminFeeMaxCents: 5_000,
        renterMaxCents: 100_000,
      });
      expect(priced.body.split).toMatchObject({
        lossOfUseDays: 2,
        lossOfUseCents: 2 * priced.body.dailyRateCents,
        adminFeeCents: 5_000,
        renterCents: 100_000,
      });
      expect(priced.body.split.lines.at(-1)).toEqual({
        label: 'Less: the most the state’s limit lets us charge',
        amountCents: 100_000 - (150_000 + 2 * priced.body.dailyRateCents + 5_000),
      });
    } finally {
      expect((await put([everywhere])).statusCode).toBe(200);
    }
    // Saved from two desks at once, five times: each save answers, in turn; one list stands whole.
    const lists = [1, 2, 3, 4, 5].map((n) => [everywhere, { ...maryland, lossOfUseMaxDays: n }]);
    expect((await Promise.all(lists.map(put))).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(lists).toContainEqual((await a.get('/api/admin/claims/limits', staff)).body.limits);
    expect((await put([everywhere])).statusCode).toBe(200);
    // Waived (the money area, with a reason): nothing charged, the deposit released.
    const key = newKey();
    const waived = await a.post(
      `/api/admin/claims/${claim.id}/waive`,
      { reason: 'Goodwill: a school we serve every year' },
      withKey(staff, key),
    );
    expect(waived.status, JSON.stringify(waived.body)).toBe(200);
    expect(waived.body).toMatchObject({
      status: 'waived',
      waiveReason: 'Goodwill: a school we serve every year',
    });
    const again = await a.post(
      `/api/admin/claims/${claim.id}/waive`,
      { reason: 'Goodwill: a school we serve every year' },
      withKey(staff, key),
    );
    expect(again.headers['idempotent-replayed']).toBe('true');
    await settleOperations(a);
    expect(await payments(a, code)).toMatchObject({ heldCents: 0, paidCents: totalCents, balanceCents: 0 });
    expect((await a.post(`/api/admin/claims/${claim.id}/settle`, {}, withKey(staff))).body.error.code).toBe(
      'claim_fixed',
    );
  });
});
