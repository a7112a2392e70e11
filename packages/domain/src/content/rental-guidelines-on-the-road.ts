import { ol, p, ul } from './blocks.ts';
import type { DocumentSection } from './content.types.ts';
import { formatCount, formatUsd, rentalPolicy as r } from './rental-policy.ts';

/**
 * Rental guidelines, part two: pickup and return, and looking after the vehicle.
 * The late-return rule is SPEC §9 step 2, the same rule the price is computed by.
 * Mileage per class is what the back office stores (a `fleet-table` block); the
 * monthly allowance and the fees are policy (rental-policy.ts).
 */
const fee = r.fees;

/** Pickup, return and after-hours. */
export const handoverSections: DocumentSection[] = [
  {
    id: 'pickup-and-return',
    heading: 'Pickup and return',
    body: [
      ul(
        'Pick up within the location’s opening hours (listed on our [contact page](/contact)) and return there, or where a one-way rental ends.',
        'Allow 20 minutes at pickup for paperwork and a walk-around, and 30 for a CDL bus, so we can show the driver its controls.',
        'Walk around the vehicle with us and note any existing damage on the agreement; photos help both of us.',
      ),
      p(
        `Your price counts whole 24-hour periods from the pickup time. Time over the last full period is charged like this: ${r.freeLeftoverHours} hour or less, nothing; over 1 and up to 2 hours, a third of the daily rate; over 2 and up to 3 hours, two thirds; over 3 hours, a full day. A return later than booked is charged the same way on the actual return time, and a daily rental returned early is recalculated on the time you had the vehicle.`,
      ),
      p(
        'Running late? Call the location: the vehicle may be booked by another group after you. A vehicle kept more than 24 hours past its return time without contact from the renter may be reported stolen.',
      ),
    ],
  },
  {
    id: 'after-hours',
    heading: 'After-hours pickup and return',
    body: [
      ul(
        'After-hours returns: park in the marked return area, lock the vehicle and put the keys in the key drop. Photograph the fuel gauge, odometer and all four sides first.',
        'Your rental time ends when you drop the keys, but the vehicle stays your responsibility until we check it in when the location next opens.',
        'Pickups before opening can be arranged at some locations; ask when you book.',
      ),
    ],
  },
];

/** Fuel, mileage, where you can drive, cleaning, smoking and pets. */
export const careSections: DocumentSection[] = [
  {
    id: 'fuel',
    heading: 'Fuel',
    body: [
      ul(
        'Full to full: every vehicle leaves with a full tank and should come back full.',
        `If it comes back short, we refuel it at the local pump price plus a ${formatUsd(fee.refuelServiceCents)} refueling charge.`,
        'Use the fuel marked at the filler. Most vehicles take regular gasoline; diesel buses and trucks take diesel, plus diesel exhaust fluid (DEF) through the blue-capped filler. Wrong-fuel damage is not covered by the damage waiver.',
      ),
    ],
  },
  {
    id: 'mileage',
    heading: 'Mileage',
    body: [
      p(
        'Daily and weekly rentals include the miles below per vehicle per rental day, added up over the whole rental; each extra mile is charged at the rate below.',
      ),
      {
        kind: 'fleet-table',
        columns: ['mileage', 'extraMile'],
        caption: 'Mileage by vehicle',
      },
      p(
        `Monthly rentals and leases include ${formatCount(r.monthlyMileAllowance)} miles per month for every vehicle; extra miles are charged at the rate above.`,
      ),
    ],
  },
  {
    id: 'where-you-can-drive',
    heading: 'Where you can drive',
    body: [
      ul(
        'Anywhere in the continental United States, on paved roads and maintained gravel or dirt roads.',
        'Canada: with our written approval, requested when you book. Bring passports and the rental agreement.',
        'Mexico: not permitted.',
        'Never off-road, on beaches, through water, or on a race track.',
      ),
    ],
  },
  {
    id: 'cleaning',
    heading: 'Cleaning',
    body: [
      p(
        'Return the vehicle as you received it, allowing for normal use: trash removed, no spills, nothing left behind. Dust, mud on the floor mats and a few crumbs are normal and cost nothing.',
      ),
      p(
        `A cleaning fee of ${formatUsd(fee.cleaningCents)} applies when a vehicle needs more than a normal turnaround: heavy sand or mud inside, food or drink spills, bodily fluids, pet hair, or tape and sticker residue.`,
      ),
      p('We are not responsible for items left in a vehicle; call the location quickly and we will look.'),
    ],
  },
  {
    id: 'smoking',
    heading: 'Smoking',
    body: [
      p(
        `Every vehicle is non-smoking, including e-cigarettes, vaping and cannabis. Smoking costs a ${formatUsd(fee.smokingCents)} fee, because the vehicle has to come out of service to be deodorized.`,
      ),
    ],
  },
  {
    id: 'pets',
    heading: 'Pets and service animals',
    body: [
      ul(
        'Service animals are welcome in every vehicle, at no charge.',
        'Other pets may travel in a closed carrier in minivans, SUVs, pickup cabs and cargo vans.',
        'Pets are not allowed in passenger vans or buses: the next group may include people with allergies.',
        'Pet hair and damage are charged as cleaning or repair.',
      ),
    ],
  },
];

/** Breakdowns, accidents, tolls and tickets. */
export const troubleSections: DocumentSection[] = [
  {
    id: 'breakdowns',
    heading: 'Breakdowns and roadside assistance',
    body: [
      ul(
        'Roadside assistance answers 24 hours a day, 7 days a week, at the number on your rental agreement and key tag.',
        'It handles flat tires, jump starts, lockouts and towing. Mechanical failures are on us; lockouts, running out of fuel and damage you cause are charged at cost unless the damage waiver covers them.',
        'If a warning light comes on, call before driving on.',
        'Do not authorize repairs yourself: we reimburse only repairs we approved in advance.',
        'If the vehicle cannot be fixed quickly, we work to get your group moving again, with a replacement from the nearest location that has one.',
      ),
    ],
  },
  {
    id: 'accidents',
    heading: 'Accidents: what to do',
    body: [
      ol(
        'Stop safely, turn on the hazard lights and check everyone for injuries.',
        'Call 911 if anyone is hurt, the road is blocked or the other party will not exchange details. Ask the police for a report number in every case.',
        'Exchange names, phone numbers, license, plate and insurance details with the other drivers, and take witnesses’ contact details.',
        'Photograph the scene, every vehicle involved, the damage, plates, road signs and conditions.',
        'Do not admit fault or sign anything other than a police form.',
        'Call us on the 24/7 number on your rental agreement as soon as everyone is safe, and within 24 hours at the latest.',
        'Complete the incident report we send you within 48 hours, and tell your own insurer.',
      ),
      p(
        'CDL drivers: your employer or organization may have its own post-accident rules, including testing.',
      ),
    ],
  },
  {
    id: 'tolls-and-tickets',
    heading: 'Tolls, tickets and fines',
    body: [
      ul(
        'Our vehicles do not carry toll transponders. Pay cash where you can, or bring your own transponder and add the vehicle’s plate to your account for the rental dates. Buses and dual-rear-wheel trucks are a higher toll class than a car, so set the tag’s class to match.',
        `Cashless tolls billed to the plate, parking tickets and camera fines are the renter’s responsibility. We pay or transfer them and add ${formatUsd(fee.tollAdminCents)} per toll notice or ${formatUsd(fee.citationAdminCents)} per citation for processing.`,
      ),
    ],
  },
];
