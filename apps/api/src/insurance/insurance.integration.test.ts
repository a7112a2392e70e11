import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import {
  contact,
  inWeek,
  newKey,
  outgoingVehicle,
  qualifiedDriver,
  sentByPerson,
} from '../../test/fixtures.ts';
import { multipartForm, signatureDataUrl } from '../../test/images.ts';
import { testClock } from '../../test/payments.ts';

/**
 * Certificates of insurance (decision 023), through the real app. The renter
 * books week 0 (Monday 6 July to Wednesday 8 July at Baltimore) declining
 * protection, uploads a certificate from the manage page's API, and staff
 * review it; the counter's check-out refuses a certificate that ends before
 * the return or whose limit is under the minimum. An organisation's verified
 * certificate serves its bookings. The reminder goes 30 days before the end.
 */
const van = '15-passenger-van';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
const goodFields = {
  insurer: 'Church Mutual',
  policyNumber: 'CM-0042-77',
  validFrom: '2026-06-01',
  validTo: '2026-09-30',
  liabilityLimitCents: '200000000',
  coversHiredVehicles: 'true',
};

const declined = { protection: [] };

describeEachDialect('certificates of insurance on $name', (dialect) => {
  const clock = testClock();
  const api = useApi(dialect, { now: clock.now });
  let staff: SignedIn;
  let code: string;
  let agreement: { signerName: string; signature: string };
  beforeAll(async () => {
    agreement = { signerName: 'Ana Ruiz', signature: await signatureDataUrl() };
    await createAdmin(api().app);
    staff = await signIn(api().app);
    const booked = await api().post(
      '/api/reservations',
      inWeek(0, { vehicleId: van, drivers: [qualifiedDriver(van)], ...declined }),
      { 'idempotency-key': newKey() },
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    code = booked.body.reservation.code;
  });

  const inject = async (method: 'GET' | 'POST', url: string, payload?: unknown, headers = staff.headers) => {
    const res = await api().app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const json = String(res.headers['content-type']).startsWith('application/json');
    return { status: res.statusCode, body: json ? JSON.parse(res.body) : null, raw: res };
  };
  const upload = (
    fields: Record<string, string>,
    file = { name: 'coi.pdf', type: 'application/pdf', data: pdf },
  ) => {
    const f = multipartForm(fields, file);
    return inject(
      'POST',
      `/api/reservations/${code}/insurance-certificate?email=${contact.email}`,
      f.payload,
      f.headers,
    );
  };
  const lookup = async (c = code) =>
    (await api().get(`/api/reservations/${c}?email=${encodeURIComponent(contact.email)}`)).body;
  const review = (id: string, body: Record<string, unknown>) =>
    inject('POST', `/api/admin/insurance/${id}/review`, body);
  const verify = (c: { id: string } & Record<string, unknown>) =>
    review(c.id, {
      decision: 'verify',
      insurer: c.insurer,
      policyNumber: c.policyNumber,
      validFrom: c.validFrom,
      validTo: c.validTo,
      liabilityLimitCents: c.liabilityLimitCents,
      coversHiredVehicles: c.coversHiredVehicles,
    });
  const mailTo = async (to: string, subject: string) => {
    await api().app.services.outbox.drain();
    return api().mail.sent.filter((m) => m.to === to && m.email.subject.includes(subject));
  };
  const checkOut = () =>
    inject('POST', `/api/admin/counter/${code}/check-out`, {
      vehicles: [outgoingVehicle(van)],
      licencesChecked: true,
      agreement,
    });

  it('asks a booking that declined protection for a certificate', async () => {
    expect((await lookup()).insuranceCertificate).toEqual({
      status: 'missing',
      required: true,
      validTo: null,
      covers: false,
    });
  });

  it('refuses a file that is neither a PDF nor a photo, and fields that do not parse', async () => {
    const text = await upload(goodFields, {
      name: 'coi.txt',
      type: 'application/pdf',
      data: Buffer.from('my policy is fine'),
    });
    expect(text.status).toBe(415);
    expect(text.body.error.code).toBe('unsupported_file');
    const bad = await upload({ ...goodFields, liabilityLimitCents: '1,000,000', validTo: '2026-05-01' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['liabilityLimitCents', 'validTo']);
    const wrongEmail = await inject(
      'POST',
      `/api/reservations/${code}/insurance-certificate?email=someone@example.com`,
      multipartForm(goodFields, { name: 'coi.pdf', type: 'application/pdf', data: pdf }).payload,
      multipartForm(goodFields, { name: 'coi.pdf', type: 'application/pdf', data: pdf }).headers,
    );
    expect(wrongEmail.status).toBe(404);
  });

  it('takes a PDF for staff to review; a rejection needs a reason, which the renter is e-mailed', async () => {
    const res = await upload(goodFields);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      reservationCode: code,
      liabilityLimitCents: 200_000_000,
    });
    expect((await lookup()).insuranceCertificate).toMatchObject({ status: 'pending', covers: false });
    expect(await mailTo('desk@rent.test', 'Certificate of insurance to verify')).toHaveLength(1);

    const list = await inject('GET', '/api/admin/insurance?status=pending');
    expect(list.body.certificates.map((c: { id: string }) => c.id)).toContain(res.body.id);
    const file = await inject('GET', `/api/admin/insurance/${res.body.id}/file`);
    expect(file.raw.headers['content-type']).toBe('application/pdf');
    expect(file.raw.rawPayload.equals(pdf)).toBe(true);
    const anonymous = await api().app.inject({
      method: 'GET',
      url: `/api/admin/insurance/${res.body.id}/file`,
    });
    expect(anonymous.statusCode).toBe(401);

    const noReason = await review(res.body.id, {
      ...goodFields,
      liabilityLimitCents: 200_000_000,
      coversHiredVehicles: true,
      decision: 'reject',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.fields.reason).toBe('Say why, for the renter.');
    const rejected = await review(res.body.id, {
      ...goodFields,
      liabilityLimitCents: 200_000_000,
      coversHiredVehicles: true,
      decision: 'reject',
      reason: 'The page with the named insured is missing.',
    });
    expect(rejected.status).toBe(200);
    expect((await lookup()).insuranceCertificate).toMatchObject({
      status: 'rejected',
      reason: 'The page with the named insured is missing.',
    });
    const audit = await inject('GET', '/api/admin/audit?entityType=certificate');
    expect(JSON.stringify(audit.body)).toContain('insurance certificate reviewed');
    expect(JSON.stringify(audit.body)).not.toContain('CM-0042-77');
    const told = await mailTo(contact.email, 'Certificate of insurance for');
    expect(told).toHaveLength(1);
    expect(told[0]?.email.text).toContain('The page with the named insured is missing.');
    expect(told[0]?.email.text).not.toContain('CM-0042-77');
  });

  it('blocks check-out while the certificate is missing its verification, ends before the return, or is under the minimum', async () => {
    clock.set(Date.parse('2026-07-06T08:00:00-04:00'));
    staff = await signIn(api().app);
    await api().app.services.fleetWorker.runOnce();
    const rejected = await checkOut();
    expect(rejected.status).toBe(409);
    expect(rejected.body.error.code).toBe('insurance_certificate_required');
    expect(rejected.body.error.message).toContain('rejected certificate of insurance');

    clock.set(clock.now() + 60_000);
    const short = await upload({ ...goodFields, validTo: '2026-07-07' });
    expect((await verify(short.body)).status).toBe(200);
    const ends = await checkOut();
    expect(ends.status).toBe(409);
    expect(ends.body.error).toMatchObject({
      code: 'insurance_not_covered',
      message:
        'The certificate of insurance ends on Tuesday, July 7, 2026, before the return on Wednesday, July 8, 2026.',
      fields: { insuranceCertificate: expect.stringContaining('before the return') },
    });
    expect((await lookup()).insuranceCertificate).toMatchObject({ status: 'verified', covers: false });

    clock.set(clock.now() + 60_000);
    const low = await upload({ ...goodFields, validTo: '2026-12-31', liabilityLimitCents: '50000000' });
    await verify(low.body);
    const under = await checkOut();
    expect(under.status).toBe(409);
    expect(under.body.error.code).toBe('insurance_not_covered');
    expect(under.body.error.message).toBe(
      'The certificate’s liability limit of $500,000.00 is under the $1,000,000.00 we require.',
    );
    // Staff lower the minimum: the same certificate now covers the trip.
    const settings = await api().app.inject({
      method: 'PUT',
      url: '/api/admin/insurance/settings',
      headers: staff.headers,
      payload: { minimumLiabilityCents: 50_000_000 },
    });
    expect(settings.statusCode).toBe(200);
    expect((await lookup()).insuranceCertificate).toMatchObject({ status: 'verified', covers: true });
    await api().app.inject({
      method: 'PUT',
      url: '/api/admin/insurance/settings',
      headers: staff.headers,
      payload: { minimumLiabilityCents: 100_000_000 },
    });

    clock.set(clock.now() + 60_000);
    const good = await upload(goodFields);
    await verify(good.body);
    expect((await lookup()).insuranceCertificate).toEqual({
      status: 'verified',
      required: true,
      validTo: '2026-09-30',
      covers: true,
      source: 'reservation',
    });
    const out = await checkOut();
    expect(out.status, JSON.stringify(out.body)).toBe(200);
  });

  it('reminds the renter 30 days before a verified certificate ends, once', async () => {
    const reminders = () => mailTo(contact.email, 'certificate of insurance ends on');
    clock.set(Date.parse('2026-08-30T15:00:00Z'));
    await api().app.services.paymentsWorker.runOnce();
    expect(await reminders()).toHaveLength(0);
    clock.set(Date.parse('2026-08-31T15:00:00Z'));
    // Two rounds at once, as two instances would run them: the reminder is claimed once.
    await Promise.all([
      api().app.services.paymentsWorker.remindCertificates(),
      api().app.services.paymentsWorker.remindCertificates(),
    ]);
    await api().app.services.paymentsWorker.runOnce();
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.email.subject).toContain(code);
    expect(sent[0]?.email.text).toContain('September 30, 2026');
  });

  it('lets an organisation’s verified certificate serve each of its bookings', async () => {
    clock.set(Date.parse('2026-07-01T12:00:00Z'));
    staff = await signIn(api().app);
    const opened = await api().post('/api/organisations', {
      name: 'Grace Fellowship',
      kind: 'church',
      billingContact: { name: 'Ruth Okafor', email: 'office@grace.example', phone: '+1 410 555 0190' },
      address: { line1: '10 Light St', city: 'Baltimore', region: 'MD', postalCode: '21202' },
      ...sentByPerson,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const org = { code: opened.body.organisation.code, key: opened.body.accessKey };
    const bearer = { authorization: `Bearer ${org.code}.${org.key}` };
    const bookings: string[] = [];
    for (const week of [3, 4]) {
      const res = await api().post(
        '/api/reservations',
        inWeek(week, { vehicleId: van, ...declined, organisation: org }),
        { 'idempotency-key': newKey() },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      bookings.push(res.body.reservation.code);
    }
    const f = multipartForm(
      { ...goodFields, validTo: '2027-06-30' },
      { name: 'coi.pdf', type: 'application/pdf', data: pdf },
    );
    const uploaded = await inject('POST', '/api/organisations/account/insurance-certificates', f.payload, {
      ...f.headers,
      ...bearer,
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body).toMatchObject({ organisationCode: org.code, reservationCode: null });
    expect((await lookup(bookings[1])).insuranceCertificate).toMatchObject({
      status: 'pending',
      source: 'organisation',
    });
    await verify(uploaded.body);
    expect(await mailTo('office@grace.example', 'Certificate of insurance for')).toHaveLength(1);
    for (const c of bookings) {
      expect((await lookup(c)).insuranceCertificate).toMatchObject({
        status: 'verified',
        covers: true,
        source: 'organisation',
        validTo: '2027-06-30',
      });
    }
    const own = await inject('GET', '/api/organisations/account/insurance-certificates', undefined, bearer);
    expect(own.body.certificates.map((c: { status: string }) => c.status)).toEqual(['verified']);
  });
});
