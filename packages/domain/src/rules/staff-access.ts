import type { StaffAccess, StaffArea, StaffRole } from '../contracts/staff.schema.ts';

const all =
  (access: StaffAccess, except: Partial<Record<StaffArea, StaffAccess>> = {}) =>
  (area: StaffArea): StaffAccess =>
    except[area] ?? access;

/**
 * What each role may do in each area of the back office (decision 015): the owner
 * everything; a manager everything but staff accounts (none) and the company's
 * settings (read); a counter agent bookings and the counter, licence numbers
 * to check, the fleet to read; a viewer reads all but staff accounts,
 * licence numbers, the audit log and the do-not-rent list. The audit log is written by the system
 * alone: nobody's access to it is more than read. Customer records (decision 043): agents read them and
 * write notes; exporting or erasing a person's data is for managers and owners alone.
 */
const policy: Record<StaffRole, (area: StaffArea) => StaffAccess> = {
  owner: all('write', { audit: 'read' }),
  manager: all('write', { staff: 'none', settings: 'read', audit: 'read' }),
  agent: all('none', {
    bookings: 'write',
    counter: 'write',
    licences: 'read',
    fleet: 'read',
    customers: 'write',
  }),
  viewer: all('read', {
    staff: 'none',
    licences: 'none',
    audit: 'none',
    'do-not-rent': 'none',
    'personal-data': 'none',
  }),
};

export function staffAccess(role: StaffRole, area: StaffArea): StaffAccess {
  return policy[role](area);
}

/** Whether the role may read (GET) or change (any other method) in the area. */
export function staffMay(role: StaffRole, area: StaffArea, change: boolean): boolean {
  const access = staffAccess(role, area);
  return change ? access === 'write' : access !== 'none';
}
