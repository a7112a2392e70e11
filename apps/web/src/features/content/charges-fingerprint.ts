import type { VehicleClass } from '@convoy/domain/content/fleet';

/**
 * What the charge blocks print (the fleet's names and minimum ages, the charges), as a
 * short string equal for equal figures whatever the order the API lists them in: the
 * prerendered blocks carry the build's (`data-charges`), the browser compares the live one.
 */
export function chargesFingerprint(fleet: readonly VehicleClass[], charges: object): string {
  const text = JSON.stringify([fleet.map((v) => [v.id, v.name, v.minAge]), charges], canonical);
  // FNV-1a, 32 bits: a changed figure changes it.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** JSON.stringify's replacer: object keys sorted, and array items too (as their JSON). */
function canonical(_key: string, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => JSON.stringify(item, canonical)).sort();
  return value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).sort()) : value;
}
