import { describe, expect, it } from 'vitest';
import { withScope } from './use-shell-scope';

describe('a link keeping the back office’s location and day (decision 041)', () => {
  it('adds them to a view’s link, and adds nothing when none is chosen', () => {
    expect(withScope('/admin?view=today', { location: 'denver', day: '2026-12-02' })).toBe(
      '/admin?view=today&location=denver&day=2026-12-02',
    );
    expect(withScope('/admin', { location: 'chicago', day: '' })).toBe('/admin?location=chicago');
    expect(withScope('/admin/optimize-images', { location: '', day: '' })).toBe('/admin/optimize-images');
  });
});
