import { p, ul } from './blocks.ts';
import type { DocumentSection } from './content.types.ts';
import { formatUsd, rentalPolicy as r } from './rental-policy.ts';

/**
 * Terms and conditions, sections 1–11: the rental itself. The price rule in
 * "Reservations and payment" is SPEC §9 word for word in plain English. No figure
 * the back office stores (deposits, mileage, surcharges, the additional-driver fee,
 * taxes and fees) is written here: the terms point to the rental guidelines, which
 * print the stored ones, and to the price shown before booking.
 */
export const rentalTermSections: DocumentSection[] = [
  {
    id: 'about-these-terms',
    heading: 'About these terms',
    body: [
      p(
        'These terms apply to every rental booked under the {brand} name, on {siteUrl}, by phone or at our locations. {brand} is operated by {owner} (“we”, “us”). The rental agreement you sign at pickup incorporates these terms; together with your confirmation and our [rental guidelines](/rental-guidelines) they are the whole agreement between us.',
      ),
    ],
  },
  {
    id: 'definitions',
    heading: 'Definitions',
    body: [
      ul(
        'Renter: the person or organization that books the rental, signs the rental agreement and is responsible for the rental.',
        'Authorized driver: a driver listed on the rental agreement who meets the requirements of section 4.',
        'Vehicle: the vehicle rented, with its keys, documents, tires, tools and accessories.',
        'Rental period: from handover of the vehicle until it is returned and checked in, or its keys are dropped in an after-hours return.',
        'Rate: the daily, weekly or monthly rate of the vehicle class at the time of booking, as shown before you confirm.',
        'Damage waiver: the optional protection described in section 7.',
        'Commercial agreement: a separate written agreement with us that allows for-hire use or another use these terms exclude.',
      ),
    ],
  },
  {
    id: 'reservations-and-payment',
    heading: 'Reservations and payment',
    body: [
      p(
        'A reservation holds a vehicle of the class booked, not a particular unit. The rental charge runs from pickup to return: each full 24-hour period at the daily rate or, when the rental includes 7 or more full days and the class has a weekly rate, each full week of those days at the weekly rate and the remaining days at the daily rate. Time over the last full period costs nothing up to 1 hour, a third of the daily rate over 1 and up to 2 hours, two thirds over 2 and up to 3 hours, and a full daily rate over 3 hours. A monthly rental costs the monthly rate for each month, a month running to the same day of the next month.',
      ),
      p(
        'The total shown before you confirm includes, besides the rental charge, the extras, protection and additional drivers you chose, the young-renter surcharge of the vehicle class when the main driver is under 25, and the sales and rental taxes and fees of the pickup location. The deposit, the charge per additional driver, the young-renter surcharge, the mileage allowance and the taxes and fees of each location are those stated in our [rental guidelines](/rental-guidelines) when you book, and shown with your price.',
      ),
      p(
        'Nothing is charged when you book online. We hold the deposit on a credit card at pickup and charge the total and any charges under section 9 at return; monthly rentals are charged a month at a time, in advance. Approved accounts are invoiced and pay within 30 days of the invoice date; overdue amounts may bear interest at 1.5% a month or the highest rate the law allows, whichever is lower.',
      ),
    ],
  },
  {
    id: 'driver-eligibility',
    heading: 'Driver eligibility',
    body: [
      p('Only authorized drivers may drive. Each authorized driver must:'),
      ul(
        'be at least the minimum age shown for the vehicle class on its page and when booking;',
        `hold a valid driver’s license, held for at least ${r.minLicenseHeldMonths} months, and for vehicles designed for 16 or more people a CDL of the right class with a passenger endorsement and a current medical examiner’s certificate;`,
        'not be under the influence of alcohol, drugs or any medicine that impairs driving.',
      ),
      p(
        'We may refuse a renter or driver who does not meet these requirements, whose license is suspended, or whose driving record shows a serious violation in the past three years. A refusal for these reasons is treated as a cancellation by the renter.',
      ),
    ],
  },
  {
    id: 'use-of-the-vehicle',
    heading: 'Use of the vehicle',
    body: [
      ul(
        'Keep the vehicle locked when unattended and the keys in your control.',
        'Obey traffic laws; everyone aboard wears a seat belt, and no more people travel than there are seats with belts.',
        'Stay within the payload and gross vehicle weight rating on the door sticker.',
        'Drive in the continental United States on paved or maintained roads, and in Canada only with our written approval.',
        'Stop and call us when a warning light comes on or the vehicle behaves abnormally.',
      ),
    ],
  },
  {
    id: 'prohibited-uses',
    heading: 'Prohibited uses',
    body: [
      p('The vehicle must not be:'),
      ul(
        'driven by anyone other than an authorized driver, or by anyone impaired by alcohol or drugs;',
        'used to carry passengers or goods for pay, or sub-rented, without a commercial agreement;',
        'used to tow or push anything, except a trailer behind a pickup truck or SUV approved when booking and within its tow rating;',
        'driven off-road, on beaches, through water, in races, speed tests or stunts, or into Mexico;',
        'loaded beyond its ratings, with anything on the roof, with people in a cargo area, or with hazardous materials that require placards;',
        'used for smoking, drinking alcohol or taking drugs;',
        'drilled, welded, wrapped, rigged or otherwise modified, or fitted with adhesive signs, without written approval;',
        'used for any illegal purpose.',
      ),
      p(
        'A prohibited use ends your right to use the vehicle, voids the damage waiver and makes the renter responsible for all resulting loss, damage and costs.',
      ),
    ],
  },
  {
    id: 'liability-and-insurance',
    heading: 'Liability, insurance and the damage waiver',
    body: [
      p(
        'The renter is responsible for loss of and damage to the vehicle during the rental period, whatever the cause, up to its fair market value, plus towing, storage and, where the law allows, loss of use and a reasonable administrative charge. Where the law allows, the renter’s own insurance is primary.',
      ),
      p(
        'If you accept the damage waiver, we waive that responsibility except where the damage results from a prohibited use, an unauthorized driver, overhead contact with bridges, canopies or other low objects, overloading, the wrong fuel, or smoking, pets or spills inside the vehicle, and except for lost keys. The waiver is not insurance and does not cover injury, your liability to others, or personal property.',
      ),
      p(
        'We provide the minimum liability cover that the law of the rental state requires of vehicle owners, and no more; it applies after any other insurance available to the renter or driver. The renter indemnifies us against claims arising from use of the vehicle during the rental period beyond that cover, except to the extent caused by our own negligence.',
      ),
    ],
  },
  {
    id: 'damage-and-loss',
    heading: 'Damage, theft and accidents',
    body: [
      p(
        'We inspect each vehicle at handover and at check-in and record its condition. Charges for damage are based on a repair estimate or invoice, which we share with you. Report any accident or damage to us within 24 hours and any theft to the police immediately, and follow the steps in our [rental guidelines](/rental-guidelines#accidents). Cooperate with us and our insurers in any investigation or claim.',
      ),
    ],
  },
  {
    id: 'fees-and-charges',
    heading: 'Fees and charges',
    body: [
      ul(
        `Fuel: a vehicle returned with less fuel than at handover is refueled at the local pump price plus ${formatUsd(r.fees.refuelServiceCents)}.`,
        'Mileage: miles beyond the allowance in our rental guidelines are charged at the per-mile rate stated there and on your agreement.',
        `Cleaning: ${formatUsd(r.fees.cleaningCents)} when a vehicle needs more than a normal turnaround clean; smoking: ${formatUsd(r.fees.smokingCents)}.`,
        `Tolls, parking tickets and fines incurred during the rental period: the amount, plus ${formatUsd(r.fees.tollAdminCents)} per toll notice or ${formatUsd(r.fees.citationAdminCents)} per citation we process.`,
        'Lost or damaged keys and accessories: the cost of replacement.',
        'Late return: as set out in section 3, on the actual return time.',
      ),
    ],
  },
  {
    id: 'cancellation-and-no-shows',
    heading: 'Cancellation and no-shows',
    body: [
      { kind: 'cancellation-policy' },
      p(
        'Notice is counted back from the booked pickup time, and the policy in force when you cancel applies, except that a one-way rental whose route has cancellation terms of its own keeps the terms it was booked under, as the booking and its confirmation state them. If we cancel, or cannot provide a vehicle of the class booked, you owe nothing for it; where we can, we offer a comparable or larger vehicle at the booked price, and otherwise our responsibility is limited to that cancellation at no charge.',
      ),
    ],
  },
  {
    id: 'return',
    heading: 'Return of the vehicle',
    body: [
      p(
        'Return the vehicle to the location where you collected it, at the booked time, in the condition you received it apart from normal wear. If a vehicle is not returned within 24 hours of its return time and we cannot reach the renter, we may report it stolen and recover it at the renter’s expense.',
      ),
    ],
  },
];
