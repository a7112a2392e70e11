import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('safeNext', () => {
  it('follows back-office paths of this site', () => {
    expect(safeNext('/admin/optimize-images')).toBe('/admin/optimize-images');
    expect(safeNext('/admin?view=emails&status=failed')).toBe('/admin?view=emails&status=failed');
    expect(safeNext('/admin')).toBe('/admin');
  });

  it('goes to the dashboard for anything else', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/admin',
      '//evil.example',
      '/administrator',
      '/\\evil',
      '/admin/login?next=/x',
      '/15-passenger-van',
    ]) {
      expect(safeNext(next)).toBe('/admin');
    }
  });
});
