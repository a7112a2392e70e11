import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { inWeek, newKey, sentByPerson } from '../../test/fixtures.ts';
import { testClock } from '../../test/payments.ts';

/**
 * An organisation says, applying, that it pays by purchase order (SPEC Part B
 * §15): staff see it on its page and in the e-mail that tells them of the new
 * account; approving its terms without saying otherwise requires a PO, so its
 * bookings paid by invoice ask for the number.
 */
const school = {
  name: 'Lakeside Middle School',
  kind: 'school',
  billingContact: { name: 'Ana Ortiz', email: 'business@lakeside.example', phone: '+1 404 555 0147' },
  address: { line1: '400 Lake Rd', city: 'Atlanta', region: 'GA', postalCode: '30305' },
  requestedNetDays: 30,
  paysByPurchaseOrder: true,
  ...sentByPerson,
};

describeEachDialect('an organisation that pays by purchase order on $name', (dialect) => {
  const clock = testClock();
  const api = useApi(dialect, { now: clock.now });
  let staff: SignedIn;
  beforeAll(async () => {
    await createAdmin(api().app);
    staff = await signIn(api().app);
  });

  it('refuses a preference that is not yes or no, with its code, message and field', async () => {
    const res = await api().post('/api/organisations', { ...school, paysByPurchaseOrder: 'sometimes' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.message).toEqual(expect.any(String));
    expect(res.body.error.fields).toEqual({
      paysByPurchaseOrder: 'Say whether your organization pays by purchase order.',
    });
  });

  it('keeps what it said, shows it to staff, and asks for a PO on its bookings once terms are approved', async () => {
    const opened = await api().post('/api/organisations', school);
    expect(opened.status).toBe(201);
    expect(opened.body.organisation.terms).toEqual({
      status: 'requested',
      requestedNetDays: 30,
      netDays: null,
      poRequired: false,
      paysByPurchaseOrder: true,
    });
    const { code } = opened.body.organisation;
    await api().app.services.outbox.drain();
    const notice = api().mail.sent.find((m) => m.to === 'desk@rent.test' && m.email.subject.includes(code));
    expect(notice?.email.text).toContain('pays by purchase order');

    const page = await api().app.inject({
      method: 'GET',
      url: `/api/admin/organisations/${code}`,
      headers: staff.headers,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().organisation.terms.paysByPurchaseOrder).toBe(true);

    const approved = await api().post(
      `/api/admin/organisations/${code}/terms`,
      { decision: 'approve', netDays: 30 },
      staff.headers,
    );
    expect(approved.status).toBe(200);
    expect(approved.body.organisation.terms).toMatchObject({ status: 'approved', poRequired: true });

    const organisation = { code, key: opened.body.accessKey };
    const book = (extra: Record<string, unknown>) =>
      api().post(
        '/api/reservations',
        { ...inWeek(2), pickupLocationId: 'atlanta', paymentMethod: 'invoice', organisation, ...extra },
        { 'idempotency-key': newKey() },
      );
    const noPo = await book({});
    expect(noPo.status).toBe(400);
    expect(noPo.body.error.fields).toEqual({
      poNumber: 'Lakeside Middle School pays by purchase order: enter the PO number.',
    });
    const booked = await book({ poNumber: 'PO-77120' });
    expect(booked.status).toBe(201);
    expect(booked.body.payment).toMatchObject({ method: 'invoice', poNumber: 'PO-77120' });
  });

  it('says it from its account page when it asks for terms later, and keeps it when it asks again without', async () => {
    const opened = await api().post('/api/organisations', {
      ...school,
      name: 'Lakeside Elementary School',
      requestedNetDays: undefined,
      paysByPurchaseOrder: undefined,
    });
    expect(opened.body.organisation.terms).toMatchObject({ status: 'none', paysByPurchaseOrder: false });
    const bearer = { authorization: `Bearer ${opened.body.organisation.code}.${opened.body.accessKey}` };
    const ask = (body: Record<string, unknown>) =>
      api().app.inject({
        method: 'POST',
        url: '/api/organisations/account/terms',
        payload: body,
        headers: bearer,
      });

    const wrong = await ask({ requestedNetDays: 30, paysByPurchaseOrder: 'yes' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { paysByPurchaseOrder: 'Say whether your organization pays by purchase order.' },
    });
    const asked = await ask({ requestedNetDays: 30, paysByPurchaseOrder: true });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().organisation.terms).toMatchObject({
      status: 'requested',
      requestedNetDays: 30,
      paysByPurchaseOrder: true,
    });
    const again = await ask({ requestedNetDays: 60 });
    expect(again.json().organisation.terms).toMatchObject({
      requestedNetDays: 60,
      paysByPurchaseOrder: true,
    });
  });

  it('lets staff approve without a PO when they say so, and says nothing of POs for one that did not say', async () => {
    const opened = await api().post('/api/organisations', {
      ...school,
      name: 'Lakeside Booster Club',
      paysByPurchaseOrder: undefined,
    });
    expect(opened.status).toBe(201);
    expect(opened.body.organisation.terms.paysByPurchaseOrder).toBe(false);
    const { code } = opened.body.organisation;
    const approved = await api().post(
      `/api/admin/organisations/${code}/terms`,
      { decision: 'approve', netDays: 15 },
      staff.headers,
    );
    expect(approved.body.organisation.terms).toMatchObject({ status: 'approved', poRequired: false });

    const said = await api().post('/api/organisations', { ...school, name: 'Lakeside High School' });
    const overruled = await api().post(
      `/api/admin/organisations/${said.body.organisation.code}/terms`,
      { decision: 'approve', netDays: 30, poRequired: false },
      staff.headers,
    );
    expect(overruled.body.organisation.terms).toMatchObject({
      poRequired: false,
      paysByPurchaseOrder: true,
    });
  });
});
