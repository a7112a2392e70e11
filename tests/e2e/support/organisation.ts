import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Opens an organisation account (POST /api/organisations) as its form would, asking for net 30 or for no terms. */
export async function openAccount(request: APIRequestContext, requestedNetDays: 30 | null = 30) {
  const id = randomUUID().slice(0, 8);
  const res = await request.post('/api/organisations', {
    data: {
      name: `Harbor School ${id}`,
      kind: 'school',
      billingContact: {
        name: 'Dana Whitfield',
        email: `accounts-${id}@example.org`,
        phone: '+1 410 555 0133',
      },
      address: { line1: '1200 Harbor St', city: 'Baltimore', region: 'MD', postalCode: '21202' },
      ...(requestedNetDays ? { requestedNetDays } : {}),
      website_url_confirm: '',
      fillMs: 5000,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  return {
    code: body.organisation.code as string,
    key: body.accessKey as string,
    name: `Harbor School ${id}`,
    email: `accounts-${id}@example.org`,
  };
}

/** Fills the application's kind, billing contact and Baltimore address (/organisations), as its billing contact would. */
export async function fillApplication(
  page: Page,
  o: { kind: string; contact: string; email: string; phone: string; street: string; postalCode: string },
): Promise<void> {
  await page.getByLabel('Kind of organization').selectOption({ label: o.kind });
  await page.getByLabel('Full name').fill(o.contact);
  await page.getByLabel('E-mail address').fill(o.email);
  await page.getByLabel('Phone number').fill(o.phone);
  await page.getByLabel('Street address').fill(o.street);
  await page.getByLabel('City', { exact: true }).fill('Baltimore');
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Maryland' });
  await page.getByLabel('ZIP code').fill(o.postalCode);
}
