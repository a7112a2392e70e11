import { formatUsd, rentalPolicy } from '@convoy/domain/content/rental-policy';

/** Words of the confirm step. */
export const confirmCopy = {
  summaryHeading: 'Your booking',
  vehicle: 'Vehicle',
  vehicles: 'Vehicles',
  quantity: (n: number, name: string) => (n === 1 ? name : `${n} × ${name}`),
  /** One class of a convoy: the count always said. */
  line: (n: number, name: string) => `${n} × ${name}`,
  location: 'Pickup location',
  /** A one-way trip's end (decision 028). */
  returnLocation: 'Return location',
  /** Delivery and collection (decision 030): the area only, never the street. */
  delivery: 'Delivery',
  collection: 'Collection',
  deliveredTo: (area: string | null, time: string | null) =>
    `Delivered to ${area ?? 'your address'}${time ? ` at ${time}` : ''}`,
  collectedFrom: (area: string | null, time: string | null) =>
    `Collected from ${area ?? 'your address'}${time ? ` at ${time}` : ''}`,
  pickup: 'Pickup',
  return: 'Return',
  monthlyReturn: (months: number) =>
    `Same day of the month, ${months === 1 ? '1 month' : `${months} months`} later`,
  driver: 'Main driver',
  driverAge: (age: number) => `${age} years old`,
  change: 'Change vehicle',
  totalBar: {
    label: 'Your total',
    total: 'Total, taxes and fees included',
    pending: '…',
    breakdown: 'See the breakdown',
    hideBreakdown: 'Hide the breakdown',
    failed: 'not updated: check your connection',
  },
  sections: {
    label: 'On this page',
    trip: 'Vehicles and price',
    choices: 'Extras, protection and discounts',
    drivers: 'Drivers',
    contact: 'Payment, contact and terms',
  },
  contactHeading: 'Your contact details',
  contactIntro: 'We send the confirmation to this e-mail and call this number only about the booking.',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail address',
  emailHint: 'You need it with the confirmation code to look up or cancel the booking.',
  remindMe: 'E-mail me a link to this search if I don’t finish booking',
  remindMeHint:
    'One e-mail, an hour from now, only if you have not booked by then; prices and vehicles as they are when you open it. We keep the address 30 days, and every e-mail has an unsubscribe link.',
  phone: 'Mobile phone number',
  phoneHint: 'Include the country code if it is not a US number.',
  agree: 'I have read and accept the rental terms.',
  /**
   * The admin fees of tolls and citations before anything can be charged (decision 037): the figures the
   * terms print, which the price book's `toll-admin` and `citation-admin` fees are seeded with.
   */
  agreeHint: `Among them: tolls, parking tickets and camera fines during the rental are yours. We pay or transfer them and charge the amount plus ${formatUsd(rentalPolicy.fees.tollAdminCents)} per toll notice or ${formatUsd(rentalPolicy.fees.citationAdminCents)} per citation, to your card or your organization’s invoice.`,
  readTerms: 'Read the rental terms',
  termsLoading: 'Loading the terms…',
  termsClose: 'Close the terms',
  termsTitle: 'Rental terms and conditions',
  termsNewTab: 'Open the terms in a new tab',
  submit: 'Confirm reservation',
  pending: 'Booking…',
  noCharge: 'Nothing is charged now.',
  errors: {
    conflictToast: (name: string) => `The last ${name} was just booked by someone else.`,
    /** "15 Passenger Van and Cargo Van / Box Truck": the classes a booking lost. */
    names: (names: readonly string[]) => new Intl.ListFormat('en-US').format(names),
    ineligible:
      'This vehicle cannot be booked online for this driver. Choose another vehicle or request a quote.',
    keyReused: 'Your details changed while we were booking. Please press Confirm reservation again.',
    unknownOutcome: (sentence: string) =>
      `${sentence} Pressing Confirm reservation again is safe: it will not book twice.`,
    searchChanged: 'Something about the trip itself needs changing:',
    changeTrip: 'Change the trip details',
  },
};
