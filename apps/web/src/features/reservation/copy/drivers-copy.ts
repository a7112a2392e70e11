import { formatMoney } from '../../../lib/format';
import m from './drivers-copy.messages';

/**
 * Words of the drivers: named on the confirm step, listed on success and manage, added on manage (decision 013).
 * The text is in drivers-copy.messages.ts (decision 048).
 */
export const driversCopy = {
  heading: m.heading(),
  intro: m.intro(),
  needs: (name: string, minAge: number, cdl: boolean) =>
    cdl ? m.needsCdl({ name, minAge }) : m.needs({ name, minAge }),
  nameDriver: m.nameDriver(),
  nameDriverOf: (label: string) => m.nameDriverOf({ label }),
  remove: m.remove(),
  removeOf: (label: string) => ` (${label})`,
  additionalHeading: m.additionalHeading(),
  additionalIntro: m.additionalIntro(),
  additionalFee: (perDayCents: number) => m.additionalFee({ price: formatMoney(perDayCents) }),
  addAnother: m.addAnother(),
  additionalLabel: (n: number) => m.additionalLabel({ n }),
  fields: {
    vehicleId: m.vehicleId(),
    way: m.way(),
    ways: {
      invite: m.wayInvite(),
      licence: m.wayLicence(),
    },
    email: m.email(),
    emailHint: m.emailHint(),
    phone: m.phone(),
    phoneHint: m.phoneHint(),
    name: m.name(),
    nameHint: m.nameHint(),
    dateOfBirth: m.dateOfBirth(),
    licenceCountry: m.licenceCountry(),
    licenceCountryHint: m.licenceCountryHint(),
    licenceState: m.licenceState(),
    licenceStateHint: m.licenceStateHint(),
    licenceNumber: m.licenceNumber(),
    licenceNumberHint: m.licenceNumberHint(),
    licenceExpiry: m.licenceExpiry(),
    licenceClass: m.licenceClass(),
    chooseClass: m.chooseClass(),
    passengerEndorsement: m.passengerEndorsement(),
    yearsLicensed: m.yearsLicensed(),
    yearsLicensedHint: m.yearsLicensedHint(),
  },
  summaryTitle: m.summaryTitle(),
  list: {
    heading: m.heading(),
    licence: (classLabel: string, masked: string | null, endorsed: boolean) =>
      m.licence({
        classLabel,
        endorsed: endorsed ? 'yes' : 'no',
        numbered: masked ? 'yes' : 'no',
        masked: masked ?? '',
      }),
    /** A driver named by e-mail who has not entered their license yet. */
    licencePending: m.licencePending(),
    none: m.none(),
    needed: (n: number) => m.needed({ n }),
  },
  manage: {
    heading: m.heading(),
    addHeading: m.addHeading(),
    addIntro: m.addIntro(),
    addEntry: m.addAnother(),
    newDriver: (n: number) => m.newDriver({ n }),
    check: m.check(),
    checking: m.checking(),
    previewHeading: m.previewHeading(),
    difference: (cents: number) =>
      cents === 0
        ? m.totalSame()
        : cents > 0
          ? m.totalUp({ amount: formatMoney(cents) })
          : m.totalDown({ amount: formatMoney(-cents) }),
    newTotal: (cents: number) => m.newTotal({ total: formatMoney(cents) }),
    confirm: m.confirm(),
    confirming: m.confirming(),
    edit: m.edit(),
    added: (n: number) => m.added({ n }),
    unknownOutcome: (sentence: string) => m.unknownOutcome({ sentence }),
  },
};
