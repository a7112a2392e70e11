import { formatMoney } from '../../../lib/format';
import m from './choices-copy.messages';

/**
 * Words of the confirm step's extras, protection, promo code and distance (SPEC Part B §13).
 * The text is in choices-copy.messages.ts (decision 048).
 */
export const choicesCopy = {
  heading: m.heading(),
  intro: m.intro(),
  extrasLegend: m.extrasLegend(),
  perRental: (cents: number) => m.perRental({ price: formatMoney(cents) }),
  perDay: (cents: number, capCents: number | null) =>
    capCents === null
      ? m.perDay({ price: formatMoney(cents) })
      : m.perDayCapped({ price: formatMoney(cents), cap: formatMoney(capCents) }),
  stock: (n: number) => m.stock({ n }),
  quantityOf: (label: string) => m.quantityOf({ label }),
  protectionLegend: m.protectionLegend(),
  protectionHint: m.protectionHint(),
  perVehicleDay: (cents: number) => m.perVehicleDay({ price: formatMoney(cents) }),
  decline: m.decline(),
  declineHint: m.declineHint(),
  allProtection: (labels: readonly string[]) =>
    m.allProtection({
      count: labels.length,
      first: labels.slice(0, -1).join(', '),
      last: labels.at(-1) ?? '',
    }),
  allProtectionHint: m.allProtectionHint(),
  ownCover: m.ownCover(),
  protectionMissing: m.protectionMissing(),
  promoLabel: m.promoLabel(),
  promoApply: m.promoApply(),
  promoApplying: m.promoApplying(),
  promoRemove: m.promoRemove(),
  promoApplied: (code: string) => m.promoApplied({ code }),
  promoUnknown: m.promoUnknown(),
  milesLabel: m.milesLabel(),
  milesHint: (allowance: number | null) =>
    allowance === null ? m.milesUnlimited() : m.milesHint({ allowance }),
  milesInvalid: m.milesInvalid(),
  totalHeading: m.totalHeading(),
  pricing: m.pricing(),
  priceFailed: m.priceFailed(),
  cancellationHeading: m.cancellationHeading(),
  cancellationFreeUntil: (deadline: string) => m.cancellationFreeUntil({ deadline }),
  cancellationSingle: m.cancellationSingle(),
  cancellationGroup: (vehicles: number, from: number) => m.cancellationGroup({ vehicles, from }),
  cancellationLoading: m.cancellationLoading(),
  cancellationFailed: m.cancellationFailed(),
};
