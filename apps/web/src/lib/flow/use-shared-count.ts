import { countFromText } from '@convoy/domain/contracts/trip';
import { useEffect, useRef, useState } from 'react';
import { flowStore, useFlow } from './use-flow';

/** A count in the flow's draft as a field shows it: empty when there is none. */
export function countText(count: number | null): string {
  return count === null ? '' : String(count);
}

/**
 * A count field that is the trip search's own (docs/SPEC.md §3 `form`: one group
 * size and one suitcase count per visit): what is typed goes into the flow's
 * draft as it is typed, and a count put there by the search form, a link's
 * prefill or a reload shows here. Text the draft reads as the same count (or as
 * none, while unfinished) is left as typed.
 */
export function useSharedCount(name: 'passengers' | 'luggage'): [string, (text: string) => void] {
  const kept = useFlow((s) => s.form[name]);
  const [text, setText] = useState(() => countText(kept));
  // Only a change of the kept count: text carried into the field meanwhile (components/island.tsx) stays.
  const shown = useRef(kept);
  useEffect(() => {
    if (shown.current === kept) return;
    shown.current = kept;
    setText((typed) => (countFromText(typed) === kept ? typed : countText(kept)));
  }, [kept]);
  const change = (next: string) => {
    setText(next);
    flowStore().updateForm({ [name]: countFromText(next) });
  };
  return [text, change];
}
