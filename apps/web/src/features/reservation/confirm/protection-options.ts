import type { ProtectionResponse } from '@convoy/domain/contracts/price-book.schema';
import type { FlowChoices } from '../../../lib/flow/flow-state';
import { choicesCopy as copy } from '../copy/choices-copy';

type Offered = ProtectionResponse['protection'][number];

/** One answer to "which protection?": some of our products, or declining with the renter's own cover. */
export interface ProtectionOption {
  /** The radio's value, safe in an element id: the products' ids joined by "_", or `declineValue`. */
  value: string;
  label: string;
  description: string;
  /** The products taken; null when declining. */
  ids: string[] | null;
}

/** Product ids are lower-case words and dashes (price-book.schema.ts), so "_" never meets one. */
export const declineValue = '_decline';

/**
 * The protection question as one choice (SPEC Part B §13): each product alone, then all of them
 * together when there are several (the cover most groups take), then declining. The booking still
 * sends `protection` as a list of products, as the API expects.
 */
export function protectionOptions(offered: readonly Offered[]): ProtectionOption[] {
  const single = offered.map((p) => ({
    value: p.id,
    label: `${p.label} (${copy.perVehicleDay(p.perDayCents)})`,
    description: p.description,
    ids: [p.id],
  }));
  const all =
    offered.length > 1
      ? [
          {
            value: offered.map((p) => p.id).join('_'),
            label: `${copy.allProtection(offered.map((p) => p.label))} (${copy.perVehicleDay(
              offered.reduce((sum, p) => sum + p.perDayCents, 0),
            )})`,
            description: copy.allProtectionHint,
            ids: offered.map((p) => p.id),
          },
        ]
      : [];
  return [
    ...single,
    ...all,
    { value: declineValue, label: copy.decline, description: copy.declineHint, ids: null },
  ];
}

/** The option the flow's choices stand for, or undefined when none is chosen yet. */
export function chosenProtection(
  options: readonly ProtectionOption[],
  choices: Pick<FlowChoices, 'protection' | 'declineProtection'>,
): string | undefined {
  if (choices.declineProtection) return declineValue;
  const taken = [...choices.protection].sort().join('_');
  return options.find((o) => o.ids !== null && [...o.ids].sort().join('_') === taken)?.value;
}

/** What choosing `value` changes in the flow's choices; the own-cover statement is kept for a change of mind. */
export function protectionPatch(
  options: readonly ProtectionOption[],
  value: string,
): Pick<FlowChoices, 'protection' | 'declineProtection'> {
  const ids = options.find((o) => o.value === value)?.ids ?? null;
  return ids === null
    ? { protection: [], declineProtection: true }
    : { protection: [...ids].sort(), declineProtection: false };
}
