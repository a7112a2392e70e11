import { formatMoney, plural } from '../../../lib/format';

/** Words of the confirm step's extras, protection, promo code and distance (SPEC Part B §13). */
export const choicesCopy = {
  heading: 'Extras, protection and discounts',
  intro: 'The total updates as you choose. Everything is paid at pickup.',
  extrasLegend: 'Extras',
  perRental: (cents: number) => `${formatMoney(cents)} per rental`,
  perDay: (cents: number, capCents: number | null) =>
    capCents === null
      ? `${formatMoney(cents)} a day`
      : `${formatMoney(cents)} a day, at most ${formatMoney(capCents)} per rental`,
  stock: (n: number) => `${plural(n, 'unit')} at this location, while they last for your dates`,
  quantityOf: (label: string) => `How many: ${label}`,
  protectionLegend: 'Protection for each vehicle',
  protectionHint: 'Choose our cover, or decline it and show us your own insurance’s certificate.',
  perVehicleDay: (cents: number) => `${formatMoney(cents)} a day per vehicle`,
  decline: 'I decline protection: my own insurance covers the vehicles',
  declineHint: 'No charge. After booking, upload your certificate of insurance.',
  allProtection: (labels: readonly string[]) =>
    `${labels.length === 2 ? 'Both' : 'All of them'}: ${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`,
  allProtectionHint: 'Each cover above, for every vehicle.',
  ownCover:
    'After booking, upload a certificate of insurance from your booking’s page (or your organization’s page): it must cover hired vehicles for the whole trip, with a liability limit of at least $1,000,000. The vehicles go out once we have verified it.',
  protectionMissing: 'Choose protection, or decline it if your own insurance covers the vehicles.',
  promoLabel: 'Promo code',
  promoApply: 'Apply',
  promoApplying: 'Checking…',
  promoRemove: 'Remove',
  promoApplied: (code: string) => `${code} applied.`,
  promoUnknown: 'We could not check that code. Try again.',
  milesLabel: 'Estimated distance (miles, optional)',
  milesHint: (allowance: number | null) =>
    allowance === null
      ? 'Mileage is unlimited for this vehicle.'
      : `${allowance} miles a day per vehicle are included; we estimate any excess for you (charged at return, if driven).`,
  milesInvalid: 'Enter the distance in whole miles, from 0 to 100,000.',
  totalHeading: 'Your total',
  pricing: 'Updating the total…',
  priceFailed:
    'We could not update the total. Check your connection; the booking is priced again when you confirm.',
  cancellationHeading: 'Cancellation policy',
  cancellationFreeUntil: (deadline: string) => `Free until ${deadline} (the location’s time).`,
  cancellationSingle: 'For this booking:',
  cancellationGroup: (vehicles: number, from: number) =>
    `Your convoy of ${vehicles} vehicles follows our group policy (${from} or more vehicles):`,
  cancellationLoading: 'Loading the cancellation policy…',
  cancellationFailed:
    'We could not load the cancellation policy just now. It is in the rental terms and in your confirmation e-mail.',
};
