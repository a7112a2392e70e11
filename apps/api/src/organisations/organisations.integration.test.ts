import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin, type SignedIn, signIn } from '../../test/admin.ts';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { contact, inWeek, newKey, quoteRequest, sentByPerson, testNow } from '../../test/fixtures.ts';
import { multipartForm } from '../../test/images.ts';
import { testClock } from '../../test/payments.ts';

/**
 * Organisation accounts (decision 014): a school opens one asking for net-30
 * terms, staff approve them and verify its Georgia exemption certificate; it
 * books in Atlanta by invoice with a PO number (no Georgia sales tax, every
 * other tax and fee kept) and in Chicago (Illinois sales tax charged); once the
 * certificate has expired the next Atlanta booking is taxed.
 */
const school = {
  name: 'Peachtree Academy',
  kind: 'school',
  billingContact: { name: 'Dana Whitfield', email: 'accounts@peachtree.example', phone: '+1 404 555 0133' },
  address: { line1: '1200 Peachtree St NE', city: 'Atlanta', region: 'GA', postalCode: '30309' },
  requestedNetDays: 30,
  ...sentByPerson,
};

/** A small but whole PDF (signature and end-of-file marker), as a scanner makes. */
const certificatePdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

describeEachDialect('organization accounts, invoice terms and tax exemption on $name', (dialect) => {
  const clock = testClock();
  const api = useApi(dialect, { now: clock.now });
  let staff: SignedIn;
  let code: string;
  let bearer: Record<string, string>;
  beforeAll(async () => {
    await createAdmin(api().app);
    staff = await signIn(api().app);
  });

  const book = (overrides: Record<string, unknown>) =>
    api().post(
      '/api/reservations',
      { ...inWeek(2), ...overrides, organisation: { code, key: bearer.key } },
      { 'idempotency-key': newKey() },
    );
  const taxesOf = (body: { pricingBreakdown: { taxes: { code: string; amountCents: number }[] } }) =>
    Object.fromEntries(body.pricingBreakdown.taxes.map((t) => [t.code, t.amountCents]));

  it('opens an account asking for net 30, e-mails its key to the billing contact, and acts only with it', async () => {
    const res = await api().post('/api/organisations', school);
    expect(res.status).toBe(201);
    expect(res.body.organisation).toMatchObject({
      name: 'Peachtree Academy',
      kind: 'school',
      terms: { status: 'requested', requestedNetDays: 30, netDays: null, poRequired: false },
    });
    code = res.body.organisation.code;
    expect(code).toMatch(/^ORG-[2-9A-HJKMNP-TV-Z]{6}$/);
    bearer = { authorization: `Bearer ${code}.${res.body.accessKey}`, key: res.body.accessKey };
    await api().app.services.outbox.drain();
    const welcome = api().mail.sent.find((m) => m.to === 'accounts@peachtree.example');
    expect(welcome?.email.text).toContain(res.body.accessKey);
    expect(api().mail.sent.some((m) => m.to === 'desk@rent.test' && m.email.subject.includes(code))).toBe(
      true,
    );

    const wrong = await api().app.inject({
      method: 'GET',
      url: '/api/organisations/account',
      headers: { authorization: `Bearer ${code}.${'x'.repeat(32)}` },
    });
    expect(wrong.statusCode).toBe(401);
    const mine = await api().app.inject({
      method: 'GET',
      url: '/api/organisations/account',
      headers: bearer,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().organisation.code).toBe(code);
    // Nobody may pay by invoice before staff approve the terms.
    const early = await book({ pickupLocationId: 'atlanta', paymentMethod: 'invoice', poNumber: 'PO-1' });
    expect(early.status).toBe(400);
    expect(early.body.error.fields.paymentMethod).toMatch(/not approved for invoice terms yet/);
  });

  it('lets staff approve net-30 terms with a PO required, and verify the Georgia certificate uploaded', async () => {
    const approved = await api().post(
      `/api/admin/organisations/${code}/terms`,
      { decision: 'approve', netDays: 30, poRequired: true },
      staff.headers,
    );
    expect(approved.status).toBe(200);
    expect(approved.body.organisation.terms).toEqual({
      status: 'approved',
      requestedNetDays: 30,
      netDays: 30,
      poRequired: true,
      paysByPurchaseOrder: false,
    });

    const gif = multipartForm(
      { state: 'GA', number: 'GA-EX-48213', expiresOn: '2026-12-31' },
      { name: 'cert.gif', type: 'image/gif', data: Buffer.from('GIF89a....') },
    );
    const refused = await api().app.inject({
      method: 'POST',
      url: '/api/organisations/account/certificates',
      ...gif,
      headers: { ...gif.headers, ...bearer },
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.message).toMatch(/is a GIF\. Upload the certificate as a PDF or a photo/);

    const pdf = multipartForm(
      { state: 'ga', number: 'GA-EX-48213', expiresOn: '2026-12-31' },
      { name: 'exemption.pdf', type: 'application/pdf', data: certificatePdf },
    );
    const uploaded = await api().app.inject({
      method: 'POST',
      url: '/api/organisations/account/certificates',
      ...pdf,
      headers: { ...pdf.headers, ...bearer },
    });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toMatchObject({
      state: 'GA',
      number: 'GA-EX-48213',
      status: 'pending',
      contentType: 'application/pdf',
    });

    // Not yet verified: Georgia sales tax is still charged.
    const pending = await book({ pickupLocationId: 'atlanta', paymentMethod: 'invoice', poNumber: 'PO-0' });
    expect(taxesOf(pending.body)['sales-tax']).toBeGreaterThan(0);
    await api().post(`/api/reservations/${pending.body.reservation.code}/cancel`, { email: contact.email });

    const id = uploaded.json().id as string;
    const file = await api().app.inject({
      method: 'GET',
      url: `/api/admin/organisations/certificates/${id}/file`,
      headers: staff.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(certificatePdf)).toBe(true);
    const verified = await api().post(
      `/api/admin/organisations/certificates/${id}/review`,
      { decision: 'verify', state: 'GA', number: 'GA-EX-48213', expiresOn: '2026-12-31' },
      staff.headers,
    );
    expect(verified.status).toBe(200);
    expect(verified.body.status).toBe('verified');
  });

  it('books in Atlanta by invoice with a PO: no Georgia sales tax, every other tax and fee kept, PO and exemption on the invoice', async () => {
    const noPo = await book({ pickupLocationId: 'atlanta', paymentMethod: 'invoice' });
    expect(noPo.status).toBe(400);
    expect(noPo.body.error.fields).toEqual({
      poNumber: 'Peachtree Academy pays by purchase order: enter the PO number.',
    });
    // The confirm step's live price is asked before the PO number is typed: it is priced, exempt.
    const priced = await api().post('/api/reservations/price', {
      ...inWeek(2),
      pickupLocationId: 'atlanta',
      paymentMethod: 'invoice',
      organisation: { code, key: bearer.key },
    });
    expect(priced.status).toBe(200);
    expect(taxesOf(priced.body)['sales-tax']).toBe(0);
    expect(priced.body.pricingBreakdown).toMatchObject({ dueNowCents: 0, dueAtPickupCents: 0 });

    const res = await book({
      pickupLocationId: 'atlanta',
      paymentMethod: 'invoice',
      poNumber: 'PO-2026-0142',
    });
    expect(res.status).toBe(201);
    expect(res.body.reservation.status).toBe('confirmed');
    const sales = res.body.pricingBreakdown.taxes.find((t: { code: string }) => t.code === 'sales-tax');
    expect(sales).toMatchObject({
      amountCents: 0,
      exemption: { state: 'GA', certificateNumber: 'GA-EX-48213' },
    });
    expect(sales.baseCents).toBeGreaterThan(0);
    const taxes = taxesOf(res.body);
    expect(taxes['rental-excise']).toBeGreaterThan(0);
    expect(taxes['airport-concession']).toBeGreaterThan(0);
    expect(res.body.pricingBreakdown.lines.some((l: { code: string }) => l.code === 'vehicle-licence')).toBe(
      true,
    );
    expect(res.body.pricingBreakdown).toMatchObject({ dueNowCents: 0, dueAtPickupCents: 0 });
    expect(res.body.payment).toMatchObject({
      method: 'invoice',
      poNumber: 'PO-2026-0142',
      organisation: 'Peachtree Academy',
    });
    const [invoice] = res.body.payment.invoices;
    expect(invoice).toMatchObject({
      status: 'open',
      issuedOn: '2026-07-01',
      dueOn: '2026-07-31',
      poNumber: 'PO-2026-0142',
    });
    expect(invoice.totalCents).toBe(res.body.pricingBreakdown.totalCents);

    const pdf = await api().app.inject({
      method: 'GET',
      url: `/api/organisations/account/invoices/${invoice.number}.pdf`,
      headers: bearer,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain(invoice.number);
    expect(text).toContain('PO-2026-0142');
    expect(text).toContain('GA-EX-48213');
    expect(text).toContain('Net 30');
    expect(text).toContain('2026-07-31');
    const account = await api().app.inject({
      method: 'GET',
      url: '/api/organisations/account',
      headers: bearer,
    });
    expect(account.json().invoices.map((i: { number: string }) => i.number)).toContain(invoice.number);
  });

  it('quotes for the organization too: its name and account on the request, Georgia’s sales tax left out of the estimate', async () => {
    const res = await api().post(
      '/api/quotes',
      quoteRequest({
        pickupLocationId: 'atlanta',
        vehicleId: '15-passenger-van',
        organisationAccount: { code, key: bearer.key },
      }),
    );
    expect(res.status).toBe(201);
    const sales = res.body.estimate.taxes.find((t: { code: string }) => t.code === 'sales-tax');
    expect(sales).toMatchObject({
      amountCents: 0,
      exemption: { state: 'GA', certificateNumber: 'GA-EX-48213' },
    });
    const stored = await api()
      .database.db.selectFrom('quote_requests')
      .select(['organisation', 'organisation_id'])
      .where('code', '=', res.body.quoteCode)
      .executeTakeFirstOrThrow();
    expect(stored.organisation).toBe('Peachtree Academy');
    expect(stored.organisation_id).not.toBeNull();
    const wrongKey = await api().post(
      '/api/quotes',
      quoteRequest({ organisationAccount: { code, key: 'x'.repeat(32) } }),
    );
    expect(wrongKey.status).toBe(401);
  });

  it('charges Illinois sales tax in Chicago: the certificate is Georgia’s', async () => {
    const res = await book({
      pickupLocationId: 'chicago',
      paymentMethod: 'invoice',
      poNumber: 'PO-2026-0143',
    });
    expect(res.status).toBe(201);
    const sales = res.body.pricingBreakdown.taxes.find((t: { code: string }) => t.code === 'sales-tax');
    expect(sales.amountCents).toBeGreaterThan(0);
    expect(sales.exemption).toBeUndefined();
  });

  it('reminds the billing contact 30 days before the certificate expires, once', async () => {
    clock.set(Date.parse('2026-12-02T15:00:00Z'));
    try {
      const before = api().mail.sent.length;
      await api().app.services.paymentsWorker.runOnce();
      await api().app.services.paymentsWorker.runOnce();
      await api().app.services.outbox.drain();
      const reminders = api()
        .mail.sent.slice(before)
        .filter((m) => m.email.subject.includes('tax-exemption certificate expires'));
      expect(reminders.map((m) => m.to)).toEqual(['accounts@peachtree.example']);
    } finally {
      clock.set(testNow);
    }
  });

  it('taxes the next Atlanta booking once the certificate has expired', async () => {
    clock.set(Date.parse('2027-01-04T15:00:00Z'));
    try {
      const res = await book({
        pickupLocationId: 'atlanta',
        pickupDate: '2027-01-11',
        returnDate: '2027-01-13',
        paymentMethod: 'invoice',
        poNumber: 'PO-2027-0001',
      });
      expect(res.status).toBe(201);
      const sales = res.body.pricingBreakdown.taxes.find((t: { code: string }) => t.code === 'sales-tax');
      expect(sales.amountCents).toBeGreaterThan(0);
      expect(sales.exemption).toBeUndefined();
    } finally {
      clock.set(testNow);
    }
  });
});
