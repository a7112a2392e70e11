import {
  demoCancellationPolicy,
  demoCancellationWords,
} from '@convoy/domain/contracts/demo-cancellation-policy';
import { useEffect, useState } from 'react';
import { storedPolicyOf } from './cancellation-policy-shape';
import { createLiveSource } from './live-data';
import { locale } from './locale';

export type CancellationWords = typeof demoCancellationWords;

const useStoredPolicy = createLiveSource('/api/cancellation-policy')<object | null>((body) =>
  storedPolicyOf((body as { policy?: unknown }).policy),
);

// The API writes the policy in its schema's key order, which the demo policy is written in.
const isDemo = (policy: object) => JSON.stringify(policy) === JSON.stringify(demoCancellationPolicy);

/**
 * The cancellation policy in words for the content's `{cancellationPolicy}` and
 * `{freeCancellation}`: the demo policy's at first render (what the prerendered
 * HTML says), then the stored one's (GET /api/cancellation-policy, live-data.ts).
 * The words' function (rules/cancellation-words.ts) is a chunk of its own, loaded
 * only when the stored policy is not the demo one (decision 009: the home page's
 * JS budget), as the charge blocks are (features/content/stored-charges.ts).
 */
export function useCancellationWords(): CancellationWords {
  const stored = useStoredPolicy(null);
  const [words, setWords] = useState(demoCancellationWords);
  useEffect(() => {
    if (!stored || isDemo(stored)) return;
    let current = true;
    // A failed load keeps the built words; the next visit tries again.
    void import('@convoy/domain/rules/cancellation-words').then((loaded) => {
      if (current) setWords(loaded.cancellationPlaceholders(stored as typeof demoCancellationPolicy, locale));
    });
    return () => {
      current = false;
    };
  }, [stored]);
  return words;
}
