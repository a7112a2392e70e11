import { describe, expect, it } from 'vitest';
import { changedOnly, toJson } from './audit-trail.ts';

describe('what the audit log keeps of a record', () => {
  it('leaves out secrets, license numbers and the renter’s personal details, at any depth', () => {
    const json = toJson(
      {
        status: 'confirmed',
        contact: { firstName: 'Ada', email: 'ada@example.com' },
        drivers: [{ name: 'Ada Okafor', licenceNumber: 'D123', licenceMask: '•••123', classId: 'minivan' }],
        password: 'hunter2hunter2',
        settings: { accessKey: 'k', webhookSecret: 's' },
      },
      true,
    );
    expect(JSON.parse(json!)).toEqual({
      status: 'confirmed',
      contact: '[left out]',
      drivers: [
        { name: '[left out]', licenceNumber: '[left out]', licenceMask: '[left out]', classId: 'minivan' },
      ],
      password: '[left out]',
      settings: { accessKey: '[left out]', webhookSecret: '[left out]' },
    });
  });

  it('keeps of a booking its ids and what it holds, not the names of its renter and drivers', () => {
    // A booking as the back office answers it, before and after a change (reservations-admin.routes.ts).
    const detail = {
      code: 'CNV-7K3M9Q',
      status: 'confirmed',
      renterName: 'Ada Okafor',
      email: 'ada@example.com',
      phone: '+1 410 555 0199',
      vehicleName: '15 Passenger Van',
      locationName: 'Baltimore Harbor',
      lines: [{ vehicleId: '15-passenger-van', vehicleName: '15 Passenger Van', quantity: 1 }],
      drivers: [
        {
          id: 'd1',
          vehicleId: '15-passenger-van',
          vehicleName: '15 Passenger Van',
          name: 'Ana Ruiz',
          licenceNumberMasked: '•••• 9012',
          licenceExpiry: '2032-03-14',
        },
      ],
      ownCoverStatement: 'Church Mutual policy 123',
      emails: [{ id: 'm1', to: 'ada@example.com', subject: 'Confirmed' }],
      payment: {
        organisation: { code: 'ORG-2K4M6P', billingContact: { name: 'Bo Li', email: 'bo@example.org' } },
      },
      agreement: { signerName: 'Ana Ruiz', emailedTo: 'ada@example.com', witnessedBy: 'sam@rent.test' },
      vehicles: [{ classId: '15-passenger-van', className: '15 Passenger Van', seq: 1 }],
      change: { changes: ['Driver added: Ana Ruiz (15 Passenger Van)'], differenceCents: 0 },
    };
    const kept = JSON.parse(toJson(detail, true)!);
    expect(JSON.stringify(kept)).not.toMatch(/Ada|Okafor|Ana Ruiz|Bo Li|9012|@example|555|Mutual/);
    expect(kept).toMatchObject({
      code: 'CNV-7K3M9Q',
      status: 'confirmed',
      vehicleName: '15 Passenger Van',
      locationName: 'Baltimore Harbor',
      lines: detail.lines,
      drivers: [{ id: 'd1', vehicleId: '15-passenger-van', licenceExpiry: '2032-03-14' }],
      payment: { organisation: { code: 'ORG-2K4M6P' } },
      agreement: { witnessedBy: 'sam@rent.test' },
      vehicles: detail.vehicles,
      change: { differenceCents: 0 },
    });
  });

  it('leaves out a masked license number of any record', () => {
    expect(JSON.parse(toJson({ licenceNumberMasked: '•••• 9012', licenceState: 'MD' })!)).toEqual({
      licenceNumberMasked: '[left out]',
      licenceState: 'MD',
    });
  });

  it('keeps a staff member’s address, outside a reservation', () => {
    expect(JSON.parse(toJson({ email: 'sam@rent.test', role: 'agent', password: 'x' })!)).toEqual({
      email: 'sam@rent.test',
      role: 'agent',
      password: '[left out]',
    });
  });

  it('keeps of a record before and after what differs, with the keys that say which record it is', () => {
    const before = {
      id: 'r1',
      code: 'CNV-7K3M9Q',
      status: 'confirmed',
      returnTime: '17:00',
      lines: [{ q: 1 }],
    };
    const after = { ...before, status: 'cancelled', lines: [{ q: 1 }], cancelledAt: 5 };
    expect(changedOnly(before, after)).toEqual({ id: 'r1', code: 'CNV-7K3M9Q', status: 'confirmed' });
    expect(changedOnly(after, before)).toEqual({
      id: 'r1',
      code: 'CNV-7K3M9Q',
      status: 'cancelled',
      cancelledAt: 5,
    });
    // Not two records: kept as they are.
    expect(changedOnly(before, undefined)).toBe(before);
    expect(changedOnly([1], [1])).toEqual([1]);
  });

  it('keeps nothing for nothing, and cuts what is too long', () => {
    expect(toJson(undefined)).toBeNull();
    expect(toJson(null)).toBeNull();
    const long = JSON.parse(toJson({ notes: 'x'.repeat(100_000) })!);
    expect(long.truncated).toBe(true);
    expect(long.start.length).toBeLessThan(32_000);
  });
});
