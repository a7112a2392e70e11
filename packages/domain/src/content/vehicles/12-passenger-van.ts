import * as n from '../licence-notes.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Vehicle page content: /12-passenger-van (vehicle-pages-vans group). */
export const page: VehiclePage = {
  id: '12-passenger-van',
  metaDescription:
    'Rent a 12 passenger van for teams, church groups and crews: no CDL, drivers from {minAge}, room for bags behind the last row, {milesPerDay} miles a day included.',
  intro:
    'The 12 passenger van is the workhorse for groups of eight to twelve: teams, church groups, college departments and work crews. It is shorter than a 15 passenger van, easier to park, and leaves real room behind the last row for bags. No CDL is needed, and drivers can be {minAge}.',
  idealFor: [
    {
      audience: 'sports-teams',
      reason: 'A basketball or volleyball roster with coaches and every player’s bag.',
    },
    {
      audience: 'churches-ministries',
      reason: 'Sunday pickup routes and small youth trips, in a van volunteer drivers find easy to handle.',
    },
    {
      audience: 'schools-colleges',
      reason:
        'College departments, club sports and research field trips; for K–12 students, take the activity bus.',
    },
    {
      audience: 'construction-contractors',
      reason: 'A full crew to the job site, with tools and coolers behind the last row.',
    },
    {
      audience: 'summer-camps',
      reason: 'Staff who are {minAge} or older can drive it, so more of your counselors can take a turn.',
    },
  ],
  specs: {
    seating:
      'Four rows: driver and front passenger, then benches of three, three and four seats, every seat with a lap-and-shoulder belt.',
    luggage:
      'About {luggage} full-size suitcases, or a dozen duffels and backpacks, behind the fourth row with every seat taken.',
    dimensions: { lengthIn: 236, widthIn: 81, heightIn: 101 },
    dimensionsNote:
      'A Ford Transit medium roof; width is the body, mirrors add about 16 in. Low-roof Transits and Chevrolet Express vans stand about 7 ft and fit garages posted above 7 ft.',
    gvwr: 'about 9,000–9,600 lb',
    models: [
      'Ford Transit 350 XLT 12-passenger (low or medium roof)',
      'Chevrolet Express 3500 LT 12-passenger',
    ],
    fuel: 'Gasoline (regular unleaded)',
    transmission: 'Automatic',
  },
  licence: {
    summary: n.noCdl,
    details: [n.underThresholdPassenger, n.licenseHeld, n.k12Vans, n.organizationRules],
  },
  features: [
    'Lap-and-shoulder belts in every seat',
    'Electronic stability control',
    'Rear heat and air-conditioning vents for every row',
    'Backup camera and tire-pressure monitoring',
    'Bluetooth audio and USB charging up front',
    'Cruise control',
  ],
  image: {
    key: 'vehicle-12-passenger-van',
    alt: 'A white 12 passenger van from the side, sliding door open to show four rows of bench seats.',
  },
  faqs: [
    {
      question: 'Can I drive a 12 passenger van on my normal license?',
      answer:
        'Yes. A CDL is only needed from 16 people including the driver, so a regular license covers this van. Every driver must be {minAge} or older and have held a license for at least {licenseMonths} months.',
    },
    {
      question: 'How much luggage fits with 12 people?',
      answer:
        'About {luggage} full-size suitcases behind the last row, or a dozen duffels. Keep bags below the seat backs and out of the aisle: loose bags fly forward in a hard stop. For more, add a [cargo van](/cargo-van-box-truck).',
    },
    {
      question: 'Should we take a 12 or a 15 passenger van?',
      answer:
        'If your group is twelve or fewer including the driver, the 12 is the better van: shorter, easier to park, more room for bags, and drivers can be {minAge:12-passenger-van} instead of {minAge:15-passenger-van}.',
    },
    {
      question: 'Is it hard to drive?',
      answer:
        'It is longer and taller than a car, so allow more braking distance, take turns a little wider, use the mirrors and the backup camera, and watch for low drive-through canopies. Most drivers are comfortable after the first few miles.',
    },
    {
      question: 'Is there a mileage limit?',
      answer:
        'Daily and weekly rentals include {milesPerDay} miles per rental day, added up over the rental; extra miles are charged at the per-mile rate on your agreement. Monthly rentals include {monthlyMiles} miles a month.',
    },
    {
      question: 'Does our insurance cover it?',
      answer:
        'Personal policies vary on vans with more than eight or nine seats, and most credit-card benefits exclude them. Organizations usually rely on their commercial policy’s hired-auto coverage: send us the certificate before pickup. Otherwise add our damage waiver; see [insurance](/rental-guidelines#insurance).',
    },
  ],
};
