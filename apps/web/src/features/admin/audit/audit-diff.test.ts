import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-diff';

describe('changedFields', () => {
  it('lists only the fields a change touched, in the record’s order', () => {
    expect(
      changedFields(
        { id: 'a', role: 'agent', email: 'x@y.test', tags: ['a'] },
        { id: 'a', role: 'manager', email: 'x@y.test', tags: ['a', 'b'] },
      ),
    ).toEqual([
      { field: 'role', before: 'agent', after: 'manager' },
      { field: 'tags', before: '["a"]', after: '["a","b"]' },
    ]);
  });

  it('shows every field of a created or removed record against a dash', () => {
    expect(changedFields(null, { role: 'viewer', lastLoginAt: null })).toEqual([
      { field: 'role', before: '—', after: 'viewer' },
    ]);
    expect(changedFields({ role: 'viewer' }, null)).toEqual([
      { field: 'role', before: 'viewer', after: '—' },
    ]);
  });

  it('compares values that are not records as one field', () => {
    expect(changedFields(3, 4)).toEqual([{ field: 'value', before: '3', after: '4' }]);
    expect(changedFields(null, null)).toEqual([]);
  });
});
