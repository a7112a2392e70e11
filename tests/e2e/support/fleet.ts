import { randomInt } from 'node:crypto';
import { vinCheckDigit } from '@convoy/domain/contracts/vin';
import { expect, type Page } from '@playwright/test';
import { csrf } from './admin';

/**
 * A fleet number, VIN and plate no earlier run used, for a spec that adds its own unit to the shared
 * database: `vinStart` is the VIN's first 11 characters (its 9th becomes the check digit).
 */
export function freshVehicle(vinStart: string, prefix: string) {
  const serial = String(randomInt(100_000, 999_999));
  const draft = `${vinStart}${serial}`;
  const vin = `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
  return { fleetNumber: `${prefix}-${serial}`, vin, plate: `${prefix}${serial.slice(0, 4)}` };
}

/** Retires a spec's own unit: its class's count is as before it was added, and its maintenance goes with it. */
export async function retireUnit(page: Page, unitId: string): Promise<void> {
  const retire = await page.request.patch(`/api/admin/units/${unitId}`, {
    headers: await csrf(page),
    data: { status: 'retired' },
  });
  expect(retire.status()).toBe(200);
}
