import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ApiContext } from './api.ts';
import { inWeek, newKey, qualifiedDriver } from './fixtures.ts';

/**
 * Helpers of the back-office tests: an account, a signed-in session (its
 * cookie and CSRF header), and the list of every route under /api/admin read
 * from the app itself, so a route added later is covered by the 401 test.
 */
export const testAdmin = { email: 'ops@rent.test', password: 'correct horse battery staple' };

export async function createAdmin(app: FastifyInstance, account = testAdmin): Promise<void> {
  await app.services.adminAuth.createAccount(account.email, account.password);
}

export interface SignedIn {
  cookie: string;
  csrfToken: string;
  /** Cookie and CSRF token: what a state-changing request from the back office carries. */
  headers: Record<string, string>;
  response: LightMyRequestResponse;
}

export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'cv_admin');
  return cookie?.value ? `cv_admin=${cookie.value}` : undefined;
}

export async function signIn(
  app: FastifyInstance,
  account = testAdmin,
  headers: Record<string, string> = {},
): Promise<SignedIn> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload: account, headers });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookieOf(response)!;
  const csrfToken = response.json().csrfToken as string;
  return { cookie, csrfToken, headers: { cookie, 'x-csrf-token': csrfToken }, response };
}

/** A back-office request as `staff`, through the app: its status and parsed body (undefined when empty). */
export async function asStaff(
  app: FastifyInstance,
  staff: SignedIn,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies field by field
): Promise<{ status: number; body: any }> {
  const res = await app.inject({
    method,
    url,
    headers: staff.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
}

const samples: Record<string, string> = {
  ':code': 'CNV-2222222',
  ':id': '00000000-0000-4000-8000-000000000000',
  ':classId': 'minivan',
  ':seq': '1',
  ':targetType': 'vehicle-class',
  ':targetId': 'minivan',
};

/** Every route of the app as Fastify's route tree prints it: each method but HEAD, and its path pattern. */
export function routePatterns(app: FastifyInstance): { method: string; path: string }[] {
  const stack: string[] = [];
  const routes: { method: string; path: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const at = line.indexOf('── ');
    if (at < 0) continue;
    const match = /^(\S+)(?: \(([^)]*)\))?/.exec(line.slice(at + 3));
    if (!match) continue;
    stack.length = Math.round(at / 4);
    stack.push(match[1]!);
    if (!match[2]) continue;
    const path = stack.join('');
    for (const method of match[2].split(', ')) {
      if (method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}

/** Every method and URL under /api/admin, parameters filled with samples (from Fastify's route tree). */
export function adminRouteList(app: FastifyInstance): { method: string; url: string }[] {
  return routePatterns(app)
    .filter(({ path }) => path.startsWith('/api/admin'))
    .map(({ method, path }) => ({
      method,
      url: path.replace(/:[A-Za-z]+/g, (param) => samples[param] ?? 'x'),
    }));
}

/**
 * What a counter test starts from: the first admin signed in, and a booking in week 0 of one `vehicleId`
 * with its qualified driver. Answers the staff session and the booking's code.
 */
export async function staffWithBooking(
  api: ApiContext,
  vehicleId: string,
): Promise<{ staff: SignedIn; code: string }> {
  await createAdmin(api.app);
  const staff = await signIn(api.app);
  const booked = await api.post(
    '/api/reservations',
    inWeek(0, { vehicleId, drivers: [qualifiedDriver(vehicleId)] }),
    {
      'idempotency-key': newKey(),
    },
  );
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return { staff, code: booked.body.reservation.code };
}
