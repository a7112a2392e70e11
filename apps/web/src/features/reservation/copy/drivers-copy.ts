import { formatMoney, plural } from '../../../lib/format';

/** Words of the drivers: named on the confirm step, listed on success and manage, added on manage (decision 013). */
export const driversCopy = {
  heading: 'Drivers',
  intro:
    'Each vehicle needs a named driver before pickup. You can name them now or later from the manage page with your confirmation code; naming them now lets us check their licenses before you travel.',
  needs: (name: string, minAge: number, cdl: boolean) =>
    cdl
      ? `Drivers of the ${name} need a commercial driver’s license (CDL class A, B or C) with a passenger (P) endorsement, and must be ${minAge} or older.`
      : `Drivers of the ${name} must be ${minAge} or older with a valid driver’s license.`,
  nameDriver: 'Name the driver',
  nameDriverOf: (label: string) => ` of ${label}`,
  remove: 'Remove this driver',
  removeOf: (label: string) => ` (${label})`,
  additionalHeading: 'Additional drivers',
  additionalIntro:
    'Drivers beyond one per vehicle are additional drivers, charged per day; the total above includes them.',
  additionalFee: (perDayCents: number) => `Additional drivers: ${formatMoney(perDayCents)} a day each.`,
  addAnother: 'Add another driver',
  additionalLabel: (n: number) => `Additional driver ${n}`,
  fields: {
    vehicleId: 'Drives',
    way: 'How will we get their license?',
    ways: {
      invite: 'Invite by e-mail — they fill in their license themselves',
      licence: 'Enter their license now',
    },
    email: 'Their e-mail address',
    emailHint: 'We e-mail them a personal link to enter their license and sign before pickup.',
    phone: 'Their mobile number',
    phoneHint: 'Only for reminders by text message, if they agree on their page.',
    name: 'Full name',
    nameHint: 'As printed on the license.',
    dateOfBirth: 'Date of birth',
    licenceCountry: 'License country',
    licenceCountryHint: 'Two letters, like US or CA.',
    licenceState: 'License state or province',
    licenceStateHint: 'Like MD or ON.',
    licenceNumber: 'License number',
    licenceNumberHint: 'We keep it encrypted and only ever show its last digits.',
    licenceExpiry: 'License expiry date',
    licenceClass: 'License class',
    chooseClass: 'Choose the class',
    passengerEndorsement: 'The license has a passenger (P) endorsement',
    yearsLicensed: 'Years licensed',
    yearsLicensedHint: 'Whole years the driver has held a license.',
  },
  summaryTitle: 'Check the drivers’ details',
  list: {
    heading: 'Drivers',
    licence: (classLabel: string, masked: string | null, endorsed: boolean) =>
      `${classLabel}${endorsed ? ' with P endorsement' : ''}${masked ? `, license ${masked}` : ''}`,
    /** A driver named by e-mail who has not entered their license yet. */
    licencePending: 'License details to come from the driver',
    none: 'No drivers named yet.',
    needed: (n: number) =>
      n === 0
        ? 'Every vehicle has a named driver.'
        : `${plural(n, 'vehicle')} still ${n === 1 ? 'needs' : 'need'} a named driver before pickup.`,
  },
  manage: {
    heading: 'Drivers',
    addHeading: 'Add drivers',
    addIntro:
      'Name a driver for each vehicle still without one, or additional drivers (charged per day). We check each license against the vehicle they drive.',
    addEntry: 'Add another driver',
    newDriver: (n: number) => `New driver ${n}`,
    check: 'Check the price',
    checking: 'Checking…',
    previewHeading: 'What changes',
    difference: (cents: number) =>
      cents === 0
        ? 'The total stays the same.'
        : cents > 0
          ? `The total goes up by ${formatMoney(cents)}.`
          : `The total goes down by ${formatMoney(-cents)}.`,
    newTotal: (cents: number) => `New total: ${formatMoney(cents)}.`,
    confirm: 'Add these drivers',
    confirming: 'Adding…',
    edit: 'Change the drivers',
    added: (n: number) => `${plural(n, 'driver')} added. A confirmation e-mail is on its way.`,
    unknownOutcome: (sentence: string) =>
      `${sentence} Pressing “Add these drivers” again is safe: it will not add them twice.`,
  },
};
