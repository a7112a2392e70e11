import type { ClaimSplitView } from '@convoy/domain/contracts/claim.schema';
import type { ClaimCover, ClaimShareLine, ClaimSplit } from '@convoy/domain/rules/claim-split';
import { formatMoney } from '../mail/format.ts';

const coverWords: Record<ClaimCover, string> = {
  waiver: 'The renter bought the collision damage waiver',
  certificate: 'The renter declined our protection and covered the rental with their own insurance',
  none: 'The renter declined our protection without a certificate of insurance',
};

/** A line of the renter's share in words, as the claim page and the supplementary invoice name it. */
export function shareLineLabel(line: ClaimShareLine, split: ClaimSplit, vehicle: string): string {
  switch (line.code) {
    case 'repair':
      return `Damage repair, ${vehicle}`;
    case 'loss-of-use':
      return `Loss of use, ${vehicle} (${split.lossOfUseDays} ${split.lossOfUseDays === 1 ? 'day' : 'days'})`;
    case 'admin-fee':
      return `Damage claim admin fee, ${vehicle}`;
    case 'deductible':
      return `Damage waiver deductible, ${vehicle}`;
    case 'state-limit':
      return 'Less: the most the state’s limit lets us charge';
  }
}

/** The split as the claim page shows it: the lines in words and a sentence saying who pays what. */
export function splitView(split: ClaimSplit, cover: ClaimCover, vehicle: string): ClaimSplitView {
  const owes =
    split.renterCents === 0
      ? 'so they owe nothing of it'
      : `so they owe ${formatMoney(split.renterCents)}: ${formatMoney(split.depositCents)} from the deposit held on their card and ${formatMoney(split.invoiceCents)} on a supplementary invoice`;
  return {
    ...split,
    lines: split.lines.map((l) => ({ label: shareLineLabel(l, split, vehicle), amountCents: l.amountCents })),
    words: `The claim comes to ${formatMoney(split.totalCents)}. ${coverWords[cover]}, ${owes}.`,
  };
}
