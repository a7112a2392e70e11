import { localeTags } from '@convoy/domain/content/locale';
import { formatUsd, rentalPolicy } from '@convoy/domain/content/rental-policy';
import { locale } from '../../../lib/locale';
import m from './confirm-copy.messages';

/** Words of the confirm step. The text is in confirm-copy.messages.ts (decision 048). */
export const confirmCopy = {
  summaryHeading: m.summaryHeading(),
  vehicle: m.vehicle(),
  vehicles: m.vehicles(),
  quantity: (n: number, name: string) => (n === 1 ? name : `${n} × ${name}`),
  /** One class of a convoy: the count always said. */
  line: (n: number, name: string) => `${n} × ${name}`,
  location: m.location(),
  /** A one-way trip's end (decision 028). */
  returnLocation: m.returnLocation(),
  /** Delivery and collection (decision 030): the area only, never the street. */
  delivery: m.delivery(),
  collection: m.collection(),
  deliveredTo: (area: string | null, time: string | null) => {
    const place = area ?? m.yourAddress();
    return time ? m.deliveredToAt({ area: place, time }) : m.deliveredTo({ area: place });
  },
  collectedFrom: (area: string | null, time: string | null) => {
    const place = area ?? m.yourAddress();
    return time ? m.collectedFromAt({ area: place, time }) : m.collectedFrom({ area: place });
  },
  pickup: m.pickup(),
  return: m.return(),
  monthlyReturn: (months: number) => m.monthlyReturn({ months }),
  driver: m.driver(),
  driverAge: (age: number) => m.driverAge({ age }),
  change: m.change(),
  totalBar: {
    label: m.totalLabel(),
    total: m.total(),
    pending: '…',
    breakdown: m.breakdown(),
    hideBreakdown: m.hideBreakdown(),
    failed: m.totalFailed(),
  },
  sections: {
    label: m.sectionsLabel(),
    trip: m.sectionTrip(),
    choices: m.sectionChoices(),
    drivers: m.sectionDrivers(),
    contact: m.sectionContact(),
  },
  contactHeading: m.contactHeading(),
  contactIntro: m.contactIntro(),
  firstName: m.firstName(),
  lastName: m.lastName(),
  email: m.email(),
  emailHint: m.emailHint(),
  remindMe: m.remindMe(),
  remindMeHint: m.remindMeHint(),
  phone: m.phone(),
  phoneHint: m.phoneHint(),
  agree: m.agree(),
  /**
   * The admin fees of tolls and citations before anything can be charged (decision 037): the figures the
   * terms print, which the price book's `toll-admin` and `citation-admin` fees are seeded with.
   */
  agreeHint: m.agreeHint({
    tollFee: formatUsd(rentalPolicy.fees.tollAdminCents),
    citationFee: formatUsd(rentalPolicy.fees.citationAdminCents),
  }),
  readTerms: m.readTerms(),
  termsLoading: m.termsLoading(),
  termsClose: m.termsClose(),
  termsTitle: m.termsTitle(),
  termsNewTab: m.termsNewTab(),
  submit: m.submit(),
  pending: m.pending(),
  noCharge: m.noCharge(),
  errors: {
    conflictToast: (name: string) => m.conflictToast({ name }),
    /** "15 Passenger Van and Cargo Van / Box Truck": the classes a booking lost, in the build's language. */
    names: (names: readonly string[]) => new Intl.ListFormat(localeTags[locale]).format(names),
    ineligible: m.ineligible(),
    keyReused: m.keyReused(),
    priceChanged: m.priceChanged(),
    unknownOutcome: (sentence: string) => m.unknownOutcome({ sentence }),
    searchChanged: m.searchChanged(),
    changeTrip: m.changeTrip(),
  },
};
