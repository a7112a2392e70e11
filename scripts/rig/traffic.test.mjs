import { describe, expect, it } from 'vitest';
import { isFailure, parseHaproxyLog, summarise } from './traffic.mjs';

const log = parseHaproxyLog(
  [
    '127.0.0.1 convoy/api2 502 SH-- 0 12 r1 "POST /api/reservations HTTP/1.1"',
    '127.0.0.1 convoy/api1 201 ---- +1 30 r2 "POST /api/reservations HTTP/1.1"',
    'Proxy convoy started.',
  ].join('\n'),
);

describe('the rig traffic figures', () => {
  it('reads the server, status and termination state of each logged request', () => {
    expect(log.get('r1')).toEqual({ server: 'api2', status: 502, termination: 'SH--', retries: '0' });
    expect(log.get('r2')?.retries).toBe('+1');
    expect(log.size).toBe(2);
  });

  it('counts a sold-out booking as an answer, a 5xx or no answer as a failure', () => {
    expect(isFailure({ kind: 'booking', status: 409 })).toBe(false);
    expect(isFailure({ kind: 'booking', status: 429 })).toBe(true);
    expect(isFailure({ kind: 'search', status: 0 })).toBe(true);
    expect(isFailure({ kind: 'asset', status: 404 })).toBe(false);
  });

  it('tells the requests in flight on the killed instance from the others', () => {
    const records = [
      { id: 'r1', kind: 'booking', start: 90, end: 120, status: 502, error: null },
      { id: 'r2', kind: 'booking', start: 95, end: 130, status: 201, error: null },
      { id: 'r3', kind: 'search', start: 150, end: 160, status: 503, error: null },
    ];
    const s = summarise(records, log, { startedAt: 0, endedAt: 1000, kill: { server: 'api2', at: 100 } });
    expect(s).toMatchObject({
      requests: 3,
      retriedByBalancer: 1,
      failed: 2,
      failedInFlightOnKilled: 1,
      failedOtherwise: 1,
    });
    expect(s.byKind.booking).toEqual({ 201: 1, 502: 1 });
  });
});
