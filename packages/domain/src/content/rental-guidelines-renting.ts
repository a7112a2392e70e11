import { p, ul } from './blocks.ts';
import type { DocumentSection } from './content.types.ts';
import { rentalPolicy as r } from './rental-policy.ts';

/**
 * Rental guidelines, part one: who can drive, and booking and paying. Figures come
 * from rental-policy.ts, the fleet data and what the back office stores for each
 * class and location (`fleet-table` and `location-charges` blocks, `{minAge:…}`,
 * `{additionalDriverFee}`, which the page fills from the stored fee: "nothing" or
 * an amount per driver per day).
 */

/** Driver requirements, ages, licenses and additional drivers. */
export const driverSections: DocumentSection[] = [
  {
    id: 'driver-requirements',
    heading: 'Driver requirements',
    body: [
      p('Everyone who drives must be listed on the rental agreement and show at pickup:'),
      ul(
        `A valid, unexpired driver’s license held for at least ${r.minLicenseHeldMonths} months. A paper temporary license is accepted only with a government photo ID.`,
        'The minimum age for the vehicle (see [minimum ages](#ages)).',
        'For buses of 25 passengers and more: a CDL of the right class with a passenger (P) endorsement, and a current DOT medical card.',
      ),
      p(
        'The renter, the person or organization signing the agreement, also needs a credit card in its name for the deposit, unless the rental is billed to an approved account. We may check a driver’s record and decline a driver whose license is suspended or who has a serious violation, such as driving under the influence, in the past three years.',
      ),
    ],
  },
  {
    id: 'ages',
    heading: 'Minimum ages',
    body: [
      p(
        'The renter and every driver must be at least the minimum age for the vehicle. On the vehicles that admit drivers under 25, the under-25 surcharge in the table applies per vehicle per day when the main driver is under 25; the price shown for your dates includes it.',
      ),
      {
        kind: 'fleet-table',
        columns: ['minAge', 'youngRenter'],
        caption: 'Minimum age and under-25 surcharge by vehicle',
      },
      p(
        'Drivers under {minAge:15-passenger-van} can rent and drive every vehicle with a lower minimum in the table. The vehicles with the higher minimum are the largest and heaviest we rent: the age reflects how they handle and how they are insured. Nobody under {minAge:minivan} can rent or drive.',
      ),
    ],
  },
  {
    id: 'licenses-and-cdl',
    heading: 'Licenses and CDL',
    body: [
      p(
        'Federal rules require a commercial driver’s license (CDL) for a vehicle designed to carry 16 or more people including the driver, or rated at 26,001 lb or more. Everything else, including the 15 passenger van and both 15 passenger buses, drives on a regular license.',
      ),
      { kind: 'fleet-table', columns: ['seats', 'license'], caption: 'License needed by vehicle' },
      ul(
        'Class C CDL with P endorsement: the 25 passenger bus and most 33 passenger buses.',
        'Class B CDL with P endorsement: the 44 passenger bus and any 33 passenger unit rated 26,001 lb or more. The 44 has air brakes, so the license must not carry an air-brake restriction.',
        'School bus (S) endorsement: generally also required when a bus carries K–12 students to or from school or a school event.',
      ),
      p(
        'Buses that need a CDL are booked through a [quote request](/quote), so we can confirm each driver’s license before the trip; everything else can be booked online.',
      ),
      p(
        'Business use of a truck rated over 10,000 lb (box trucks, the flatbed) across state lines needs a DOT medical card for the driver and a USDOT number for the business, even though no CDL is required.',
      ),
    ],
  },
  {
    id: 'international-licenses',
    heading: 'International licenses',
    body: [
      ul(
        `Visitors may drive any vehicle that does not need a CDL on a valid license from their home country, held for at least ${r.minLicenseHeldMonths} months.`,
        'If the license is not in English, bring an International Driving Permit as well. The permit translates your license; it is not valid on its own.',
        'Bring your passport: we check it against the license.',
        'Vehicles that need a CDL cannot be driven on a foreign license, except a Canadian commercial license or a Mexican Licencia Federal de Conductor of the right class.',
        'US residents need a US license.',
      ),
    ],
  },
  {
    id: 'additional-drivers',
    heading: 'Additional drivers',
    body: [
      ul(
        'Additional drivers cost {additionalDriverFee}; add them when you book and the price shown includes them.',
        'Each must be listed on the agreement, show their license at pickup (account customers may send licenses by e-mail beforehand) and meet the same age and license rules as the renter.',
        'An unlisted driver is not authorized: the damage waiver does not apply and the renter is responsible for everything that happens.',
        'Organizations with an account can keep an approved driver list with us and add names by e-mail between rentals.',
      ),
    ],
  },
];

/** Insurance, deposits, payment and cancellation. */
export const bookingSections: DocumentSection[] = [
  {
    id: 'insurance',
    heading: 'Insurance and protection',
    body: [
      p(
        'Every rental needs two kinds of cover: liability, for injury and damage you cause to others, and physical damage, for damage to or loss of our vehicle. You can bring your own, take ours, or combine them.',
      ),
      ul(
        'Your own policy. Many personal auto policies extend to a rented car, minivan or SUV; fewer cover large passenger vans, trucks or buses, and business use may need your employer’s policy. Organizations usually rely on the hired-auto coverage of their commercial policy: ask your agent to send a certificate of insurance naming {owner} as additional insured and loss payee before pickup.',
        'Damage waiver. For a daily charge shown before you sign, we waive your responsibility for damage to or theft of the vehicle, except in the cases listed below.',
        'Liability. Each rental includes the minimum liability cover required by the state where the vehicle is rented, which applies after any insurance of your own. State minimums are low: organizations and anyone carrying a group should have their own liability insurance too.',
        'Credit cards. Most credit-card rental benefits exclude vans with more than eight or nine seats, buses, trucks and cargo vans. Read your card’s terms before relying on it.',
      ),
      p('The damage waiver does not cover:'),
      ul(
        'damage while an unlisted or unqualified driver was driving;',
        'any prohibited use under our [terms](/terms), such as driving under the influence, off-road driving, towing without approval, or carrying passengers for pay without a commercial agreement;',
        'overhead damage from striking bridges, canopies, garage entrances or other low objects;',
        'damage from overloading, or from the wrong fuel;',
        'interior damage from smoking, pets or spills, and lost keys.',
      ),
    ],
  },
  {
    id: 'deposits',
    heading: 'Deposits',
    body: [
      p(
        'At pickup we place a hold on a credit card in the renter’s name. It is not a charge: it is released when the vehicle is returned and checked, and banks take 3 to 10 business days to show the money as available again.',
      ),
      { kind: 'fleet-table', columns: ['deposit'], caption: 'Deposit by vehicle' },
      p(
        'Approved accounts billed by invoice, such as schools, agencies and companies, do not need a card deposit.',
      ),
    ],
  },
  {
    id: 'payment',
    heading: 'Payment',
    body: [
      ul(
        'Reserving online is free: nothing is charged when you book.',
        'We charge the rental at return, when fuel, miles and return time are known, to Visa, Mastercard, American Express or Discover. Debit cards can pay for the rental but cannot hold the deposit.',
        'Monthly rentals are charged one month at a time, in advance.',
        'Schools, government agencies, churches and companies can apply for an account and pay by invoice against a purchase order, due within 30 days. Government purchase cards are welcome.',
        'The price shown for your dates before you book is the total: the rental, extras and protection you chose, and the sales and rental taxes and fees of the pickup location, each listed. Tax-exempt organizations: send your certificate before pickup.',
      ),
    ],
  },
  {
    id: 'taxes-and-fees',
    heading: 'Taxes and fees by location',
    body: [{ kind: 'location-charges', caption: 'Taxes and fees by pickup location' }],
  },
  {
    id: 'cancellation',
    heading: 'Cancellations and no-shows',
    body: [
      { kind: 'cancellation-policy' },
      ul(
        'Cancel on [manage your booking](/manage) with your confirmation code, or by phone; the manage page shows what canceling costs before you confirm.',
        'Because nothing is charged when you book online, we invoice a late-cancellation charge by e-mail; it must be settled before your next rental.',
        'Changing dates, times or vehicles costs nothing when the new vehicle is available. Ask as early as you can.',
        'If we cancel, or cannot provide the vehicle you booked, you pay nothing for it, and where we can we offer a comparable or larger vehicle at the same price.',
      ),
    ],
  },
];
