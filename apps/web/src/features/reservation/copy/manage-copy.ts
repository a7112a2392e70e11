import { formatMoney } from '../../../lib/format';
import m from './manage-copy.messages';

/** Words of the manage-booking page. The text is in manage-copy.messages.ts (decision 048). */
export const manageCopy = {
  lookupHeading: m.lookupHeading(),
  lookupIntro: m.lookupIntro(),
  code: m.code(),
  codeHint: m.codeHint(),
  email: m.email(),
  find: m.find(),
  finding: m.finding(),
  notFound: m.notFound(),
  detailsHeading: (code: string) => m.detailsHeading({ code }),
  status: {
    pending_payment: m.statusPendingPayment(),
    confirmed: m.statusConfirmed(),
    cancelled: m.statusCancelled(),
    expired: m.statusExpired(),
  },
  statusLabel: m.statusLabel(),
  cancelledOn: (when: string) => m.cancelledOn({ when }),
  contact: m.contact(),
  protection: m.protection(),
  declined: (cover: string | null) => (cover ? m.declinedCover({ cover }) : m.declinedOwnInsurance()),
  notChosen: m.notChosen(),
  cancel: m.cancel(),
  cancelTitle: m.cancelTitle(),
  cancelBody: (code: string) => m.cancelBody({ code }),
  cancelConfirm: m.cancelConfirm(),
  cancelKeep: m.cancelKeep(),
  cancelling: m.cancelling(),
  cancelled: (code: string) => m.cancelled({ code }),
  another: m.another(),
  changed: m.changed(),
  policyHeading: m.policyHeading(),
  feeNow: (cents: number) => (cents === 0 ? m.feeNowFree() : m.feeNow({ fee: formatMoney(cents) })),
  /**
   * What canceling costs from now until pickup, each deadline written out
   * (SPEC Part B §14; the API's feeSchedule): "Canceling is free until Tue,
   * Jul 6, 2027 at 10:00 AM EDT; after that it costs $558.00."
   */
  feeSchedule: (stretches: readonly { cents: number; until: string }[]) => {
    const [first, ...later] = stretches;
    if (!first) return '';
    const free = first.cents === 0;
    const fee = formatMoney(first.cents);
    if (later.length === 0)
      return free
        ? m.feeFreeUntilPickup({ until: first.until })
        : m.feeUntilPickup({ fee, until: first.until });
    const clauses = [
      free ? m.feeFreeUntil({ until: first.until }) : m.feeUntil({ fee, until: first.until }),
      ...later.map((s, i) =>
        i === later.length - 1
          ? m.feeAfter({ fee: formatMoney(s.cents) })
          : m.feeThen({ fee: formatMoney(s.cents), until: s.until }),
      ),
    ];
    return `${clauses.join('; ')}.`;
  },
  feeCharged: (cents: number) =>
    cents === 0 ? m.feeChargedNone() : m.feeCharged({ fee: formatMoney(cents) }),
};
