import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactUrl, withoutEmails } from './access-log.ts';

describe('the URL the access log shows', () => {
  it.each([
    ['/api/reservations/CNV-7K3M9Q?email=ada%40example.com', '/api/reservations/[code]?email=[email]'],
    [
      '/api/reservations/cnv-7k3m9q/invoices/INV-2026-000123.pdf?email=Ada@Example.com',
      '/api/reservations/[code]/invoices/INV-2026-000123.pdf?email=[email]',
    ],
    [
      '/api/reservations/CNV-7K3M9Q/receipts/3f1c2a8e-5b7d-4c1e-9a2b-0d6e8f4a1b2c.pdf?EMAIL=x',
      '/api/reservations/[code]/receipts/3f1c2a8e-5b7d-4c1e-9a2b-0d6e8f4a1b2c.pdf?EMAIL=[email]',
    ],
    ['/manage?code=CNV-7K3M9Q', '/manage?code=[code]'],
    ['/success?code=CNV-7K3M9Q&payment=paid', '/success?code=[code]&payment=paid'],
    ['/organisation?code=ORG-2K4M6P', '/organisation?code=[code]'],
    ['/api/quotes/Q-4F7K2M', '/api/quotes/[code]'],
    ['/api/admin/counter/CNV-7K3M9Q/check-out', '/api/admin/counter/[code]/check-out'],
    [
      '/admin/login?next=%2Fadmin%3Fview%3Dbookings%26booking%3DCNV-7K3M9Q',
      '/admin/login?next=%2Fadmin%3Fview%3Dbookings%26booking%3D[code]',
    ],
    ['/api/admin/staff/sam%40rent.test', '/api/admin/staff/[email]'],
    [
      '/api/admin/reservations?q=ada%40example.com&status=confirmed',
      '/api/admin/reservations?q=[email]&status=confirmed',
    ],
    [
      '/api/calendar-feeds/cal_Q2x9ZpLm4Rt7Vb1Ns8Kd3Hf6Jw0Yc5Ua2Ge7Ti9Oo1Pq.ics',
      '/api/calendar-feeds/[token]',
    ],
    ['/api/calendar-feeds/cal_guess', '/api/calendar-feeds/[token]'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it.each([
    '/assets/app-D4kQ9xZ2.js',
    '/why-convoy',
    '/15-passenger-van',
    '/cargo-van-box-truck',
    '/long-term-leasing',
    '/api/admin/units?locationId=baltimore&classId=15-passenger-van',
    '/api/admin/invoices/INV-2026-000123.pdf',
    '/api/admin/audit?q=unit%20changed',
    '/',
  ])('keeps %s as it is', (url) => {
    expect(redactUrl(url)).toBe(url);
  });

  it('finds the e-mail addresses the pattern [^…]+@[^…]+ finds, and no others (property, the pattern as oracle)', () => {
    const oracle = /[^\s/?&=:;,<>"'()[\]]+@[^\s/?&=:;,<>"'()[\]]+/g;
    // Short texts from the characters that matter: letters, @, the separators, a space, a dot.
    const text = fc.string({
      unit: fc.constantFrom(
        'a',
        'Z',
        '7',
        '@',
        '.',
        ' ',
        '/',
        '?',
        '&',
        '=',
        ':',
        ';',
        ',',
        '<',
        '"',
        '(',
        ']',
        '\n',
        'é',
      ),
      maxLength: 40,
    });
    fc.assert(
      fc.property(text, (t) => {
        expect(withoutEmails(t)).toBe(t.replace(oracle, '[email]'));
      }),
      { numRuns: 5_000 },
    );
  });

  it('keeps a query value as long as a request line carries (16 KB), or redacts it whole when it holds an address', () => {
    const letters = 'a'.repeat(16_000);
    expect(redactUrl(`/api/admin/search?q=${letters}`)).toBe(`/api/admin/search?q=${letters}`);
    expect(redactUrl(`/api/admin/search?q=${letters}%40x`)).toBe('/api/admin/search?q=[email]');
  });
});
