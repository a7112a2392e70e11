import { formatMoney } from '../../lib/format';
import m from './change.messages';

/**
 * Words of changing a booking, shared by the manage page and the back office: the renter's in the
 * build's language (change.messages.ts), the back office's (staff…) in English, as the back office is.
 */
export const changeCopy = {
  open: m.open(),
  heading: m.heading(),
  staffHeading: 'Change booking',
  intro: m.intro(),
  staffIntro: 'Priced with today’s rates; the renter is e-mailed what changed once it is applied.',
  close: m.close(),
  loading: m.loading(),
  dates: m.dates(),
  pickupDate: m.pickupDate(),
  pickupTime: m.pickupTime(),
  returnDate: m.returnDate(),
  returnTime: m.returnTime(),
  returnLocation: m.returnLocation(),
  returnLocationHint: m.returnLocationHint(),
  /** The pickup location among the return locations: back where it started. */
  sameLocation: (name: string) => m.sameLocation({ name }),
  months: m.months(),
  monthOption: (n: number) => m.monthOption({ n }),
  vehicles: m.vehicles(),
  vehiclesHint: m.vehiclesHint(),
  quantityOf: (name: string) => m.numberOf({ name }),
  remove: m.remove(),
  addClass: m.addClass(),
  addChoose: m.addChoose(),
  add: m.add(),
  extras: m.extras(),
  extraOf: (label: string) => m.numberOf({ name: label }),
  protection: m.protection(),
  protectionHint: m.protectionHint(),
  decline: m.decline(),
  ownCover: m.ownCover(),
  review: m.review(),
  reviewing: m.reviewing(),
  nothing: m.nothing(),
  priceChanged: m.priceChanged(),
  previewHeading: m.previewHeading(),
  choices: m.choices(),
  choicesHint: m.choicesHint(),
  priceChanges: m.priceChanges(),
  priceLine: m.priceLine(),
  before: m.before(),
  after: m.after(),
  previousTotal: m.previousTotal(),
  newTotal: m.newTotal(),
  difference: (cents: number) =>
    cents > 0
      ? m.adds({ amount: formatMoney(cents) })
      : cents < 0
        ? m.saves({ amount: formatMoney(-cents) })
        : m.same(),
  /** SPEC Part B §14: a change never lowers what cancelling costs. */
  feeFloor: (cents: number) => m.feeFloor({ amount: formatMoney(cents) }),
  confirm: m.confirm(),
  confirming: m.confirming(),
  stale: m.stale(),
  changed: m.changed(),
  staffChanged: (code: string) => `Booking ${code} is changed and the renter e-mailed.`,
};
