import type { CancellationPolicy } from '@convoy/domain/contracts/cancellation.schema';
import { demoCancellationPolicy as demo } from '@convoy/domain/contracts/demo-cancellation-policy';
import { sameShape } from './live-data';

/**
 * A cancellation policy as the API answered it (GET /api/cancellation-policy's
 * `policy`, GET /api/rental-charges' `cancellationPolicy`), checked for the demo
 * policy's shape without a schema (decision 009, as live-data.ts does); null
 * when it is not one.
 */
export function storedPolicyOf(policy: unknown): CancellationPolicy | null {
  if (typeof policy !== 'object' || policy === null) return null;
  const p = policy as Record<keyof CancellationPolicy, unknown>;
  const tiers = (list: unknown, built: readonly object[]) =>
    Array.isArray(list) && list.length > 0 && sameShape(list, built);
  const usable =
    typeof p.groupMinVehicles === 'number' &&
    tiers(p.single, demo.single) &&
    tiers(p.group, demo.group) &&
    sameShape([p.noShow], [demo.noShow]);
  return usable ? (policy as CancellationPolicy) : null;
}
