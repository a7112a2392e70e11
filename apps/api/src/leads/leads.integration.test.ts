import { vehiclesForSaleSeed } from '@convoy/domain/content/vehicles-for-sale';
import { expect, it } from 'vitest';
import { useApi } from '../../test/api.ts';
import { describeEachDialect } from '../../test/dialects.ts';
import { sentByPerson } from '../../test/fixtures.ts';

const person = { name: 'Grace Hopper', email: 'grace@example.com', ...sentByPerson };
const attribution = {
  lastNonDirect: {
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'fleet',
    timestamp: '2026-06-01T00:00:00Z',
  },
};

describeEachDialect('POST /api/leads on $name', (dialect) => {
  const api = useApi(dialect);

  async function submit(body: object) {
    const res = await api().post('/api/leads', body);
    expect(res.status).toBe(201);
    const row = await api()
      .database.db.selectFrom('leads')
      .selectAll()
      .where('id', '=', res.body.submissionId)
      .executeTakeFirstOrThrow();
    const messages = await api().repositories.outbox.list({ reference: res.body.submissionId });
    return { row, messages };
  }

  it('stores a contact message with its attribution and acknowledges it', async () => {
    const { row, messages } = await submit({
      kind: 'contact',
      ...person,
      subject: 'Hello',
      message: 'Do you rent to clubs?',
      attribution,
    });
    expect(row).toMatchObject({
      kind: 'contact',
      subject: 'Hello',
      last_non_direct_source: 'newsletter',
      last_non_direct_campaign: 'fleet',
    });
    expect(messages.map((m) => [m.kind, m.to]).sort()).toEqual([
      ['lead_acknowledgement', 'grace@example.com'],
      ['staff_notification', 'desk@rent.test'],
    ]);
  });

  it('stores a leasing enquiry with its vehicles and months', async () => {
    const { row, messages } = await submit({
      kind: 'leasing',
      ...person,
      phone: '+1 312 555 0100',
      organisation: 'Windy City Tours',
      vehicleIds: ['15-passenger-van', 'minivan'],
      vehicleCount: 6,
      months: 12,
    });
    expect(JSON.parse(row.details)).toEqual({
      vehicleIds: ['15-passenger-van', 'minivan'],
      vehicleCount: 6,
      months: 12,
      startDate: null,
    });
    const staff = messages.find((m) => m.kind === 'staff_notification')!;
    expect(staff.subject).toBe('New leasing enquiry from Grace Hopper');
    expect(JSON.stringify(staff.payload)).toContain('Vehicles: 15 Passenger Van, Minivan');
  });

  it('stores interest in a vehicle for sale', async () => {
    const vehicle = vehiclesForSaleSeed[0]!;
    const { row } = await submit({ kind: 'fleet-sales', ...person, vehicleForSaleId: vehicle.id });
    expect(JSON.parse(row.details)).toEqual({ vehicleForSaleId: vehicle.id });
  });

  it('names unknown vehicles and a missing kind', async () => {
    const leasing = await api().post('/api/leads', {
      kind: 'leasing',
      ...person,
      phone: '+1 312 555 0100',
      vehicleIds: ['hovercraft'],
      vehicleCount: 1,
      months: 3,
    });
    expect(leasing.status).toBe(400);
    expect(Object.keys(leasing.body.error.fields)).toEqual(['vehicleIds']);
    const sale = await api().post('/api/leads', {
      kind: 'fleet-sales',
      ...person,
      vehicleForSaleId: 'no-such-van',
    });
    expect(sale.status).toBe(400);
    expect(Object.keys(sale.body.error.fields)).toEqual(['vehicleForSaleId']);
    const kindless = await api().post('/api/leads', { ...person, message: 'hi' });
    expect(kindless.status).toBe(400);
    expect(kindless.body.error.code).toBe('validation_failed');
  });
});
