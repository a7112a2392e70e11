import { expect, it } from 'vitest';
import { describeEachDialect } from '../../test/dialects.ts';
import { addDays, contact, inWeek } from '../../test/fixtures.ts';
import { type PaymentsContext, usePayments } from '../../test/payments.ts';

/**
 * A booking split among the group's members (decision 045) through the real Stripe SDK against the
 * local stand-in: the organiser names who pays what, each member pays through their own link, the
 * worker reminds who has not paid and, at the due date, passes it to the organiser; a cancellation
 * refunds each card in proportion to what it paid.
 */
const GOOD = '4242424242424242';
const DAY = 86_400_000;
const email = contact.email;
const members = [
  { name: 'Ana Ruiz', email: 'ana@example.com' },
  { name: 'Ben Okafor', email: 'ben@example.com' },
  { name: 'Cai Lin', email: 'cai@example.com' },
] as const;

/** The base trip's pickup date (week 0), as fixtures.ts books it. */
const pickupOf = (week: number) => addDays(inWeek(0).pickupDate, 7 * week);

async function bookAndHoldDeposit(api: PaymentsContext, week: number) {
  const booked = await api.book(inWeek(week));
  expect(booked.status).toBe(201);
  const code = booked.body.reservation.code as string;
  api.standIn.pay(await api.sessionOf(code), GOOD);
  await api.webhooks();
  const after = await api.get(`/api/reservations/${code}?email=${encodeURIComponent(email)}`);
  expect(after.body.reservation.status).toBe('confirmed');
  await api.app.services.outbox.drain();
  return { code, totalCents: booked.body.pricingBreakdown.totalCents as number };
}

/** Each member's newest link, from the e-mails sent to them. */
async function linksOf(api: PaymentsContext): Promise<Map<string, string>> {
  await api.app.services.outbox.drain();
  const links = new Map<string, string>();
  for (const m of api.mail.sent) {
    const token = /\/pay#token=([A-Za-z0-9_-]+)/.exec(m.email.text)?.[1];
    if (token) links.set(m.to, token);
  }
  return links;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A member pays their share on the stand-in's checkout page; the webhooks follow. */
async function memberPays(api: PaymentsContext, token: string) {
  const page = await api.post('/api/payer/payment', {}, bearer(token));
  expect(page.status).toBe(200);
  const session = page.body.checkoutUrl.split('/').at(-1) as string;
  const paid = api.standIn.pay(session, GOOD);
  expect(paid.outcome).toBe('paid');
  await api.webhooks();
  return { session, intent: paid.paymentIntent.id as string };
}

describeEachDialect('split payment among a group’s members on $name', (dialect) => {
  const api = usePayments(dialect, { collect: 'deposit' });

  it('splits among four payers; two pay, the other two are reminded; a cancellation refunds each by the policy', async () => {
    const a = api();
    a.clock.set(Date.parse('2026-07-01T12:00:00Z'));
    const week = 6;
    const { code, totalCents } = await bookAndHoldDeposit(a, week);
    a.mail.sent.length = 0;

    const split = await a.put(`/api/reservations/${code}/payers`, { email, payers: members });
    expect(split.status).toBe(200);
    const share = Math.floor(totalCents / 4);
    expect(split.body.totalCents).toBe(totalCents);
    expect(split.body.organiser).toMatchObject({
      amountCents: totalCents - 3 * share,
      paidCents: 0,
      dueCents: totalCents - 3 * share,
      status: 'due',
    });
    expect(split.body.payers.map((p: { amountCents: number }) => p.amountCents)).toEqual([
      share,
      share,
      share,
    ]);
    expect(
      split.body.organiser.amountCents +
        split.body.payers.reduce((sum: number, p: { amountCents: number }) => sum + p.amountCents, 0),
    ).toBe(totalCents);
    expect(split.body.dueOn).toBe(pickupOf(week));

    // Each member got their own link, naming no other member.
    const links = await linksOf(a);
    expect([...links.keys()].sort()).toEqual(members.map((m) => m.email).sort());
    const toAna = a.mail.sent.find((m) => m.to === 'ana@example.com');
    expect(toAna?.email.subject).toBe(
      `${contact.firstName} ${contact.lastName} asked you to pay your share of $${(share / 100).toFixed(2)} (${code})`,
    );
    expect(toAna?.email.text).not.toContain('Ben');

    // Ana's page, then her payment: one open page whoever clicks twice.
    const ana = links.get('ana@example.com') as string;
    const page = await a.get('/api/payer', bearer(ana));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      code,
      payerName: 'Ana Ruiz',
      amountCents: share,
      dueCents: share,
      status: 'due',
    });
    const [one, two] = await Promise.all([
      a.post('/api/payer/payment', {}, bearer(ana)),
      a.post('/api/payer/payment', {}, bearer(ana)),
    ]);
    expect(one.body.checkoutUrl).toBe(two.body.checkoutUrl);
    const session = one.body.checkoutUrl.split('/').at(-1) as string;
    expect(a.standIn.retrieveSession(session).amount_total).toBe(share);
    a.standIn.pay(session, GOOD);
    await a.webhooks();
    expect((await a.get('/api/payer', bearer(ana))).body).toMatchObject({
      paidCents: share,
      dueCents: 0,
      status: 'paid',
    });
    await a.app.services.outbox.drain();
    const receipt = a.mail.sent.find(
      (m) => m.email.subject === `Receipt: your share of Convoy booking ${code}`,
    );
    expect(receipt?.to).toBe('ana@example.com');
    expect(receipt?.email.attachments.some((f) => f.filename.startsWith('RCT-'))).toBe(true);
    expect((await a.post('/api/payer/payment', {}, bearer(ana))).body.error.code).toBe('nothing_due');

    // The organiser pays their own share, and only that: the others' are still asked of them.
    const organiserPage = await a.post(`/api/reservations/${code}/payment`, { email });
    expect(organiserPage.status).toBe(200);
    const organiserSession = organiserPage.body.checkoutUrl.split('/').at(-1) as string;
    expect(a.standIn.retrieveSession(organiserSession).amount_total).toBe(totalCents - 3 * share);
    a.standIn.pay(organiserSession, GOOD);
    await a.webhooks();

    const seen = await a.get(`/api/reservations/${code}/payers?email=${encodeURIComponent(email)}`);
    expect(seen.body.organiser).toMatchObject({
      paidCents: totalCents - 3 * share,
      dueCents: 0,
      status: 'paid',
    });
    expect(seen.body.payers.map((p: { status: string }) => p.status)).toEqual(['paid', 'due', 'due']);

    // Three days before the due date the worker reminds Ben and Cai, once.
    a.mail.sent.length = 0;
    a.clock.set(Date.parse(`${addDays(pickupOf(week), -3)}T15:00:00Z`));
    await a.runWorker();
    const reminders = a.mail.sent.filter((m) => m.email.subject.startsWith('Reminder: your share'));
    expect(reminders.map((m) => m.to).sort()).toEqual(['ben@example.com', 'cai@example.com']);
    // The reminder carries a new link: the one before stops working.
    expect((await a.get('/api/payer', bearer(links.get('ben@example.com') as string))).status).toBe(401);
    const fresh = await linksOf(a);
    expect((await a.get('/api/payer', bearer(fresh.get('ben@example.com') as string))).status).toBe(200);
    a.mail.sent.length = 0;
    await a.runWorker();
    expect(a.mail.sent.filter((m) => m.email.subject.startsWith('Reminder: your share'))).toEqual([]);
    // The organiser's "remind them now" waits a day after the last reminder.
    expect((await a.post(`/api/reservations/${code}/payers/reminders`, { email })).body).toEqual({
      reminded: 0,
    });
    a.clock.advance(DAY + 1);
    expect((await a.post(`/api/reservations/${code}/payers/reminders`, { email })).body).toEqual({
      reminded: 2,
    });
    const cai = (await linksOf(a)).get('cai@example.com') as string;

    // The organiser cancels: the fee by the policy, the rest back to each card in proportion to what it paid.
    const cancelled = await a.post(`/api/reservations/${code}/cancel`, { email });
    expect(cancelled.status).toBe(200);
    const fee = cancelled.body.reservation.cancellationFeeCents as number;
    await a.runWorker();
    const r = await a.repositories.reservations.findByCode(code);
    const payments = await a.repositories.payments.forReservation(r?.id as string);
    const received = payments.filter((p) => p.capturedCents > 0);
    expect(received).toHaveLength(2);
    const paid = received.reduce((sum, p) => sum + p.capturedCents, 0);
    expect(paid).toBe(totalCents - 2 * share);
    const refund = Math.max(0, paid - fee);
    const refunded = received.map((p) => p.refundedCents);
    expect(refunded.reduce((x, y) => x + y, 0)).toBe(refund);
    for (const p of received) {
      // Within a cent of the exact proportional part: |refunded × paid − refund × captured| < paid.
      expect(Math.abs(p.refundedCents * paid - refund * p.capturedCents)).toBeLessThan(paid);
      expect(p.refundedCents).toBeLessThanOrEqual(p.capturedCents);
    }
    expect((await a.get('/api/payer', bearer(cai))).body).toMatchObject({ status: 'cancelled', dueCents: 0 });
    expect((await a.post('/api/payer/payment', {}, bearer(cai))).body.error.code).toBe('not_payable');
  });

  it('passes what a member has not paid to the organiser at the due date, and tells the organiser once', async () => {
    const a = api();
    a.clock.set(Date.parse('2026-07-01T12:00:00Z'));
    const week = 7;
    const { code, totalCents } = await bookAndHoldDeposit(a, week);
    a.mail.sent.length = 0;
    const split = await a.put(`/api/reservations/${code}/payers`, {
      email,
      payers: [
        { ...members[0], amountCents: 10_000 },
        { ...members[1], amountCents: 5_000 },
      ],
    });
    expect(split.status).toBe(200);
    expect(split.body.organiser.amountCents).toBe(totalCents - 15_000);
    const links = await linksOf(a);
    await memberPays(a, links.get('ana@example.com') as string);

    a.mail.sent.length = 0;
    a.clock.set(Date.parse(`${pickupOf(week)}T03:00:00Z`));
    await a.runWorker();
    // 03:00 UTC is still the day before at the location (UTC−4 in July): nothing falls yet.
    expect(a.mail.sent.filter((m) => m.email.subject.startsWith('Shares not paid'))).toEqual([]);
    a.clock.set(Date.parse(`${pickupOf(week)}T04:30:00-04:00`));
    await a.runWorker();
    const told = a.mail.sent.filter((m) => m.email.subject.startsWith('Shares not paid'));
    expect(told).toHaveLength(1);
    expect(told[0]?.to).toBe(email);
    expect(told[0]?.email.text).toContain('Ben Okafor ($50.00)');
    await a.runWorker();
    expect(a.mail.sent.filter((m) => m.email.subject.startsWith('Shares not paid'))).toHaveLength(1);

    const seen = await a.get(`/api/reservations/${code}/payers?email=${encodeURIComponent(email)}`);
    expect(seen.body.payers.map((p: { status: string }) => p.status)).toEqual(['paid', 'taken_over']);
    expect(seen.body.organiser).toMatchObject({
      takenOverCents: 5_000,
      amountCents: totalCents - 10_000,
      dueCents: totalCents - 10_000,
    });
    // The day before, Ben was reminded with a new link.
    const ben = (await linksOf(a)).get('ben@example.com') as string;
    expect(ben).not.toBe(links.get('ben@example.com'));
    expect((await a.get('/api/payer', bearer(ben))).body).toMatchObject({
      status: 'taken_over',
      dueCents: 0,
    });
    expect((await a.post('/api/payer/payment', {}, bearer(ben))).body.error.code).toBe('share_taken_over');
    const organiserPage = await a.post(`/api/reservations/${code}/payment`, { email });
    const session = organiserPage.body.checkoutUrl.split('/').at(-1) as string;
    expect(a.standIn.retrieveSession(session).amount_total).toBe(totalCents - 10_000);
  });

  it('refuses a split that does not add up, names each member once, and stands once a member paid', async () => {
    const a = api();
    a.clock.set(Date.parse('2026-07-01T12:00:00Z'));
    const { code, totalCents } = await bookAndHoldDeposit(a, 8);
    const url = `/api/reservations/${code}/payers`;

    const over = await a.put(url, {
      email,
      payers: [
        { ...members[0], amountCents: totalCents },
        { ...members[1], amountCents: 1 },
      ],
    });
    expect(over.status).toBe(422);
    expect(over.body.error.code).toBe('shares_not_total');
    expect(over.body.error.fields.payers).toContain(`${totalCents + 1}`);

    const twice = await a.put(url, {
      email,
      payers: [members[0], { ...members[1], email: members[0]?.email }],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error.fields['payers.1.email']).toMatch(/listed twice/);
    const mixed = await a.put(url, { email, payers: [{ ...members[0], amountCents: 100 }, members[1]] });
    expect(mixed.status).toBe(400);
    expect((await a.put(url, { email: 'someone@example.com', payers: [members[0]] })).status).toBe(404);

    // The organiser listed among the payers: their entry is their share; equal shares give them the odd cents.
    a.mail.sent.length = 0;
    const withOrganiser = await a.put(url, {
      email,
      payers: [{ name: 'Me', email: email.toUpperCase() }, members[0], members[1]],
    });
    expect(withOrganiser.status).toBe(200);
    const third = Math.floor(totalCents / 3);
    expect(withOrganiser.body.organiser.amountCents).toBe(totalCents - 2 * third);
    expect(withOrganiser.body.payers).toHaveLength(2);
    // Asked again the same: nothing changes and nothing more is sent.
    const again = await a.put(url, { email, payers: [members[0], members[1]] });
    expect(again.body.payers.map((p: { id: string }) => p.id)).toEqual(
      withOrganiser.body.payers.map((p: { id: string }) => p.id),
    );
    expect((await linksOf(a)).size).toBe(2);
    expect(a.mail.sent).toHaveLength(2);

    // Replaced before anyone paid: the old links stop working.
    const before = await linksOf(a);
    const replaced = await a.put(url, { email, payers: [members[2]] });
    expect(replaced.body.payers.map((p: { name: string }) => p.name)).toEqual(['Cai Lin']);
    expect((await a.get('/api/payer', bearer(before.get('ana@example.com') as string))).status).toBe(401);
    const cai = (await linksOf(a)).get('cai@example.com') as string;
    await memberPays(a, cai);
    const locked = await a.put(url, { email, payers: [members[0]] });
    expect(locked.status).toBe(409);
    expect(locked.body.error.code).toBe('split_locked');
    expect((await a.get('/api/payer', { authorization: 'Bearer nope' })).status).toBe(401);
  });

  it('takes the payers with the booking: the organiser pays their own share to confirm it, then the members get their links', async () => {
    const a = api();
    a.clock.set(Date.parse('2026-07-01T12:00:00Z'));
    await a.setCollect('full');
    await a.app.services.outbox.drain();
    a.mail.sent.length = 0;
    try {
      const booked = await a.book(inWeek(10, { payers: [members[0], members[1]] }));
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      const { totalCents } = booked.body.pricingBreakdown;
      const share = Math.floor(totalCents / 3);
      const organiserCents = totalCents - 2 * share;
      expect(booked.body.pricingBreakdown).toMatchObject({
        dueNowCents: organiserCents,
        dueAtPickupCents: 2 * share,
      });
      const code = booked.body.reservation.code as string;
      const session = await a.sessionOf(code);
      expect(a.standIn.retrieveSession(session).amount_total).toBe(organiserCents);
      // No link before the booking is confirmed.
      await a.app.services.outbox.drain();
      expect((await linksOf(a)).size).toBe(0);

      a.standIn.pay(session, GOOD);
      await a.webhooks();
      const links = await linksOf(a);
      expect([...links.keys()].sort()).toEqual(['ana@example.com', 'ben@example.com']);
      const seen = await a.get(`/api/reservations/${code}/payers?email=${encodeURIComponent(email)}`);
      expect(seen.body.organiser).toMatchObject({
        amountCents: organiserCents,
        paidCents: organiserCents,
        dueCents: 0,
      });
      expect(seen.body.payers.map((p: { amountCents: number }) => p.amountCents)).toEqual([share, share]);
      // Nothing more asked of the organiser while the members can still pay.
      expect((await a.post(`/api/reservations/${code}/payment`, { email })).body.error.code).toBe(
        'nothing_due',
      );
      await memberPays(a, links.get('ana@example.com') as string);
      expect((await a.get('/api/payer', bearer(links.get('ana@example.com') as string))).body.status).toBe(
        'paid',
      );

      // Shares that cannot add up refuse the booking, and nothing is held.
      const over = await a.book(inWeek(10, { payers: [{ ...members[0], amountCents: totalCents * 2 }] }));
      expect(over.status).toBe(422);
      expect(over.body.error.fields.payers).toMatch(/add up/);
    } finally {
      await a.setCollect('deposit');
    }
  });

  it('refuses payers when nothing is paid online', async () => {
    const a = api();
    await a.setCollect('none');
    try {
      const refused = await a.book(inWeek(11, { payers: [members[0]] }));
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('not_splittable');
    } finally {
      await a.setCollect('deposit');
    }
  });

  it('splits only a confirmed booking', async () => {
    const a = api();
    a.clock.set(Date.parse('2026-07-01T12:00:00Z'));
    const booked = await a.book(inWeek(9));
    const code = booked.body.reservation.code as string;
    const refused = await a.put(`/api/reservations/${code}/payers`, { email, payers: members });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('not_splittable');
  });
});
