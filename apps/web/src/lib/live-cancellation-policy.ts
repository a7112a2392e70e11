import type { CancellationPolicy } from '@convoy/domain/contracts/cancellation.schema';
import { demoCancellationPolicy } from '@convoy/domain/contracts/demo-cancellation-policy';
import { cancellationPlaceholders } from '@convoy/domain/rules/cancellation-words';
import { createLiveSource, sameShape } from './live-data';

export type CancellationWords = ReturnType<typeof cancellationPlaceholders>;

/** The words of the policy a fresh database applies: what the pages are prerendered with. */
export const builtCancellationWords: CancellationWords = cancellationPlaceholders(demoCancellationPolicy);

/** The stored policy from GET /api/cancellation-policy, checked for the demo policy's shape; null when it is not one. */
export function storedPolicyOf(body: object): CancellationPolicy | null {
  const policy = (body as { policy?: unknown }).policy;
  if (typeof policy !== 'object' || policy === null) return null;
  const p = policy as Record<keyof CancellationPolicy, unknown>;
  const tiers = (list: unknown, built: readonly object[]) =>
    Array.isArray(list) && list.length > 0 && sameShape(list, built);
  const usable =
    typeof p.groupMinVehicles === 'number' &&
    tiers(p.single, demoCancellationPolicy.single) &&
    tiers(p.group, demoCancellationPolicy.group) &&
    sameShape([p.noShow], [demoCancellationPolicy.noShow]);
  return usable ? (policy as CancellationPolicy) : null;
}

// Compared as words: an answer whose policy says what the built one says draws nothing again.
const useStoredWords = createLiveSource('/api/cancellation-policy')<CancellationWords>((body) => {
  const policy = storedPolicyOf(body);
  return policy ? cancellationPlaceholders(policy) : null;
});

/**
 * The cancellation policy in words for the content's `{cancellationPolicy}` and
 * `{freeCancellation}` (rules/cancellation-words.ts): the demo policy's at first
 * render, which the prerendered HTML says, then the one the back office stores
 * (live-data.ts), as the charges tables do (decision 012).
 */
export function useCancellationWords(): CancellationWords {
  return useStoredWords(builtCancellationWords);
}
