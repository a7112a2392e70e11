import { expect } from 'vitest';
import { signIn } from './admin.ts';
import type { ApiContext } from './api.ts';
import { outgoingVehicle, passedInspection } from './fixtures.ts';
import { signatureDataUrl } from './images.ts';
import type { TestClock } from './payments.ts';

/**
 * A week-0 booking of one `classId` through the counter as staff do it: out on Monday 6 July at 08:00,
 * back on Wednesday 8 July at 17:00 (the clock moved to each), the final invoice issued. Answers the
 * check-in's body.
 */
export async function outAndBack(api: ApiContext, clock: TestClock, code: string, classId: string) {
  clock.set(Date.parse('2026-07-06T08:00:00-04:00'));
  let staff = await signIn(api.app);
  await api.app.services.fleetWorker.runOnce();
  const post = async (url: string, payload: object) => {
    const res = await api.app.inject({ method: 'POST', url, headers: staff.headers, payload });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  };
  const out = await post(`/api/admin/counter/${code}/check-out`, {
    vehicles: [outgoingVehicle(classId)],
    licencesChecked: true,
    agreement: { signerName: 'Ana Ruiz', signature: await signatureDataUrl() },
  });
  expect(out.status, JSON.stringify(out.body)).toBe(200);
  clock.set(Date.parse('2026-07-08T17:10:00-04:00'));
  staff = await signIn(api.app);
  const back = await post(`/api/admin/counter/${code}/check-in`, {
    returnedDate: '2026-07-08',
    returnedTime: '17:00',
    vehicles: [
      { classId, seq: 1, odometerMiles: 12_100, fuelEighths: 8, inspection: passedInspection(classId, 'in') },
    ],
  });
  expect(back.status, JSON.stringify(back.body)).toBe(200);
  return back.body;
}
