import { type ConvoyClass, type ConvoyOption, convoyOptions, type GroupNeeds } from './convoy-suggestion.ts';

/**
 * The group-size advisor's answer (the home page's and the vehicle pages' "Which
 * vehicles fit your group?"): a few convoys from convoy-suggestion.ts, the rule the
 * availability step suggests with, so the convoy the visitor picks here is the one
 * the results offer for the same group and suitcases.
 *
 * Every option seats the whole group and carries every suitcase given (a cargo van
 * is added when the seats' luggage room is too small), so no option is offered
 * that leaves luggage behind. Each is named by what it is, not ranked as a "best":
 *
 * - `fewest`: the fewest vehicles (then the lowest daily cost);
 * - `withoutCdl`: when `fewest` needs a CDL, the fewest vehicles any licensed driver can take;
 * - `alternative`: one more convoy of another class, so the visitor can compare.
 */
export type GroupAdviceKind = 'fewest' | 'withoutCdl' | 'alternative';

export interface GroupAdvice {
  kind: GroupAdviceKind;
  option: ConvoyOption;
}

/** The largest group the advisor answers; a larger one is asked to request a quote. */
export const maxAdvisedGroup = 150;

/** The passenger class of a convoy: its first line (convoy-suggestion.ts puts it first). */
export function carrierOf(option: ConvoyOption): string {
  return option.lines[0]!.classId;
}

/**
 * The advice for `group.passengers` people and `group.luggage` suitcases, in the
 * order shown; empty when the group is not a whole number from 1 to 150, the
 * suitcases not a whole number from 0, or nothing fits.
 */
export function adviseGroup(group: GroupNeeds, classes: readonly ConvoyClass[]): GroupAdvice[] {
  if (group.passengers > maxAdvisedGroup) return [];
  const options = convoyOptions(group, classes);
  const fewest = options[0];
  if (!fewest) return [];
  const advice: GroupAdvice[] = [{ kind: 'fewest', option: fewest }];
  if (fewest.licence === 'cdl') {
    const standard = options.find((o) => o.licence === 'standard');
    if (standard) advice.push({ kind: 'withoutCdl', option: standard });
  }
  const shown = new Set(advice.map((a) => carrierOf(a.option)));
  const next = options.find((o) => !shown.has(carrierOf(o)));
  if (next) advice.push({ kind: 'alternative', option: next });
  return advice;
}
