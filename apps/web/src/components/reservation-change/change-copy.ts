import { formatMoney } from '../../lib/format';

/** Words of changing a booking, shared by the manage page and the back office. */
export const changeCopy = {
  open: 'Change this reservation',
  heading: 'Change your reservation',
  staffHeading: 'Change booking',
  intro:
    'Change what you need and review the change: it is priced with today’s rates, and nothing changes until you confirm it.',
  staffIntro: 'Priced with today’s rates; the renter is e-mailed what changed once it is applied.',
  close: 'Keep the booking as it is',
  loading: 'Loading the form…',
  dates: 'Dates and times',
  pickupDate: 'Pickup date',
  pickupTime: 'Pickup time',
  returnDate: 'Return date',
  returnTime: 'Return time',
  returnLocation: 'Return location',
  returnLocationHint:
    'Another location makes it a one-way rental, with its fee; the return time is local to the return location.',
  /** The pickup location among the return locations: back where it started. */
  sameLocation: (name: string) => `${name} (where it is picked up)`,
  months: 'Number of months',
  monthOption: (n: number) => (n === 1 ? '1 month' : `${n} months`),
  vehicles: 'Vehicles',
  vehiclesHint: 'Choose 0 to remove a kind of vehicle.',
  quantityOf: (name: string) => `Number of ${name}`,
  remove: '0 (remove)',
  addClass: 'Add another kind of vehicle',
  addChoose: 'Choose a vehicle…',
  add: 'Add',
  extras: 'Extras',
  extraOf: (label: string) => `Number of ${label}`,
  protection: 'Protection',
  protectionHint: 'Per vehicle per day. Without our protection, tell us how your vehicles are covered.',
  decline: 'I decline protection: my vehicles are covered otherwise',
  ownCover:
    'Declining our protection: upload a certificate of insurance on the booking’s page once the change is made. The vehicles go out once we have verified it.',
  review: 'Review the change',
  reviewing: 'Pricing the change…',
  nothing: 'Nothing is changed yet: change a date, a time or a vehicle first.',
  previewHeading: 'Your change',
  choices: 'Extras and protection',
  choicesHint: 'Optional: open to change them.',
  priceChanges: 'What changes in the price',
  priceLine: 'Charge',
  before: 'Before',
  after: 'After',
  previousTotal: 'Total before',
  newTotal: 'New total',
  difference: (cents: number) =>
    cents > 0
      ? `The change adds ${formatMoney(cents)}`
      : cents < 0
        ? `The change saves ${formatMoney(-cents)}`
        : 'The change leaves the total as it was',
  /** SPEC Part B §14: a change never lowers what cancelling costs. */
  feeFloor: (cents: number) =>
    `Canceling after this change costs at least ${formatMoney(cents)}: what canceling before it would cost now.`,
  confirm: 'Confirm the change',
  confirming: 'Changing the booking…',
  stale: 'You changed the form after the review: review the change again before confirming it.',
  changed: 'Your reservation is changed. A confirmation e-mail with the changes is on its way.',
  staffChanged: (code: string) => `Booking ${code} is changed and the renter e-mailed.`,
};
