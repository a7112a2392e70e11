import { describe, expect, it } from 'vitest';
import { staffRoles } from '../contracts/admin-auth.schema.ts';
import { staffAreas } from '../contracts/staff.schema.ts';
import { staffAccess, staffMay } from './staff-access.ts';

describe('staff access', () => {
  it('lets whoever may change an area read it, and nobody change the audit log', () => {
    for (const role of staffRoles) {
      for (const area of staffAreas) {
        if (staffMay(role, area, true)) expect(staffMay(role, area, false), `${role} ${area}`).toBe(true);
      }
      expect(staffMay(role, 'audit', true)).toBe(false);
    }
  });

  it('gives the owner every area, keeps staff accounts from everyone else, and the counter and customer notes to agents', () => {
    expect(staffAreas.filter((a) => staffAccess('owner', a) === 'none')).toEqual([]);
    expect(staffRoles.filter((r) => staffAccess(r, 'staff') !== 'none')).toEqual(['owner']);
    expect(staffAccess('manager', 'settings')).toBe('read');
    expect(staffAreas.filter((a) => staffAccess('agent', a) === 'write')).toEqual([
      'bookings',
      'counter',
      'customers',
    ]);
    // A person's data leaves or is erased only by owners and managers (decision 043).
    expect(staffRoles.filter((r) => staffMay(r, 'personal-data', true))).toEqual(['owner', 'manager']);
    expect(staffAreas.filter((a) => staffMay('viewer', a, true))).toEqual([]);
  });

  it('keeps the do-not-rent list to managers and owners', () => {
    expect(staffRoles.filter((r) => staffAccess(r, 'do-not-rent') !== 'none')).toEqual(['owner', 'manager']);
  });
});
