import { describe, expect, it } from 'vitest';
import { toJson } from './audit-trail.ts';

describe('what the audit log keeps of a record', () => {
  it('leaves out secrets, licence numbers and the renter’s personal details, at any depth', () => {
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

  it('keeps a staff member’s address, outside a reservation', () => {
    expect(JSON.parse(toJson({ email: 'sam@rent.test', role: 'agent', password: 'x' })!)).toEqual({
      email: 'sam@rent.test',
      role: 'agent',
      password: '[left out]',
    });
  });

  it('keeps nothing for nothing, and cuts what is too long', () => {
    expect(toJson(undefined)).toBeNull();
    expect(toJson(null)).toBeNull();
    const long = JSON.parse(toJson({ notes: 'x'.repeat(100_000) })!);
    expect(long.truncated).toBe(true);
    expect(long.start.length).toBeLessThan(32_000);
  });
});
