import { pricedTripSchema } from '@convoy/domain/contracts/pricing-breakdown.schema';
import type { QuoteRequestInput } from '@convoy/domain/contracts/quote.schema';
import { expect, it } from 'vitest';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { sentByPerson } from '../../test/fixtures.ts';
import { testMailContext } from '../../test/mail.ts';
import { renderEmail } from '../mail/render.ts';

const quote = (overrides: Partial<QuoteRequestInput> = {}): QuoteRequestInput => ({
  organisation: 'Harbor FC',
  contact: { firstName: 'Ada', lastName: 'Okafor', email: 'Ada@Example.com', phone: '+1 410 555 0199' },
  passengers: 30,
  pickupLocationId: 'baltimore',
  pickupDate: '2026-08-01',
  pickupTime: '08:00',
  returnDate: '2026-08-03',
  returnTime: '18:00',
  vehicleType: 'bus',
  vehicleId: '33-passenger-bus',
  rentalPurpose: 'sports-teams',
  notes: 'Two drivers with CDL.',
  attribution: { firstTouch: { utm_source: 'bing', utm_medium: 'cpc', timestamp: '2026-06-01T00:00:00Z' } },
  ...sentByPerson,
  ...overrides,
});

describeEachDialect('POST /api/quotes on $name', (dialect) => {
  const api = useApi(dialect);

  it('stores the request with its attribution and answers a UUID and a short code', async () => {
    const res = await api().post('/api/quotes', quote());
    expect(res.status).toBe(201);
    expect(res.body.quoteId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(res.body.quoteCode).toMatch(/^Q-[2-9A-HJKMNP-TV-Z]{6}$/);
    const row = await api()
      .database.db.selectFrom('quote_requests')
      .selectAll()
      .where('id', '=', res.body.quoteId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      code: res.body.quoteCode,
      email: 'ada@example.com',
      passengers: 30,
      class_id: '33-passenger-bus',
      first_touch_source: 'bing',
      first_touch_medium: 'cpc',
    });
    const messages = await api().repositories.outbox.list({ reference: res.body.quoteCode });
    expect(messages.map((m) => [m.kind, m.to]).sort()).toEqual([
      ['quote_acknowledgement', 'ada@example.com'],
      ['staff_notification', 'desk@rent.test'],
    ]);
    expect(messages.find((m) => m.kind === 'quote_acknowledgement')!.subject).toBe(
      `We received your quote request ${res.body.quoteCode}`,
    );
  });

  it('carries the true-total estimate for enough of the named vehicle, and the staff e-mail shows it', async () => {
    const res = await api().post(
      '/api/quotes',
      quote({
        vehicleType: 'van',
        vehicleId: '15-passenger-van',
        extras: [{ id: 'luggage-trailer', quantity: 1 }],
        protection: ['cdw'],
        promoCode: 'GROUP10',
      }),
    );
    expect(res.status).toBe(201);
    const estimate = pricedTripSchema.parse(res.body.estimate);
    // 30 passengers in 15-seat vans: 2 vans, priced as a booking of these dates would be.
    expect(estimate.quantity).toBe(2);
    expect(estimate.lines.map((l) => `${l.kind}:${l.code}`)).toEqual(
      expect.arrayContaining([
        'base:15-passenger-van',
        'extra:luggage-trailer',
        'protection:cdw',
        'discount:GROUP10',
      ]),
    );
    expect(estimate.totalCents).toBe(
      [...estimate.lines, ...estimate.taxes].reduce((sum, x) => sum + x.amountCents, 0),
    );
    const row = await api()
      .database.db.selectFrom('quote_requests')
      .select('estimate')
      .where('id', '=', res.body.quoteId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.estimate!)).toEqual(res.body.estimate);
    const staff = (await api().repositories.outbox.list({ reference: res.body.quoteCode })).find(
      (m) => m.payload.kind === 'staff_notification',
    )!;
    const email = renderEmail(staff.payload, testMailContext);
    expect(email.text).toContain('Estimate: 2 × 15 Passenger Van');
    expect(email.text).toContain('Luggage trailer');
    expect(email.text).toMatch(/Total \(USD\), taxes and fees included:\s+\$[\d,]+\.\d\d/);

    // Without a vehicle there is nothing to price: staff answer with a price.
    const open = await api().post('/api/quotes', quote({ vehicleId: undefined }));
    expect(open.body.estimate).toBeNull();
  });

  it('names an unknown location or vehicle, and a pickup already past', async () => {
    const res = await api().post(
      '/api/quotes',
      quote({ pickupLocationId: 'atlantis', vehicleId: 'hovercraft' }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['pickupLocationId', 'vehicleId']);
    const past = await api().post('/api/quotes', quote({ pickupDate: '2026-06-01' }));
    expect(past.status).toBe(400);
    expect(Object.keys(past.body.error.fields)).toEqual(['pickupDate']);
    const schema = await api().post('/api/quotes', quote({ passengers: 0, returnDate: '2026-07-01' }));
    expect(Object.keys(schema.body.error.fields).sort()).toEqual(['passengers', 'returnDate']);
    // Two dates, each named, with an example still ahead and in the date field's own format.
    const example = `07/04/${new Date().getUTCFullYear() + 1}`;
    const blank = await api().post('/api/quotes', quote({ pickupDate: '', returnDate: '04/07/2027' }));
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toMatchObject({
      pickupDate: `Enter the pickup date, like ${example}.`,
      returnDate: `Enter the return date, like ${example}.`,
    });
  });
});
