import * as n from '../licence-notes.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Vehicle page content: /25-passenger-bus (vehicle-pages-cdl-buses group). */
export const page: VehiclePage = {
  id: '25-passenger-bus',
  metaDescription:
    'Rent a 25 passenger bus with a rear luggage compartment for teams, choirs and retreats. Your driver needs a Class C CDL with a passenger endorsement.',
  intro:
    'The smallest bus that needs a CDL: {riders} passengers and a driver, forward-facing seats either side of an aisle, a walk-in door and a rear luggage compartment. Choose it when your group is too big for one 15 passenger vehicle and someone in it, a coach, a youth pastor or a company driver, holds a CDL with a passenger endorsement.',
  idealFor: [
    {
      audience: 'sports-teams',
      reason: 'A soccer or baseball squad with coaches and bags in one vehicle.',
    },
    {
      audience: 'churches-ministries',
      reason: 'Choir tours and youth retreats when a volunteer holds a CDL.',
    },
    {
      audience: 'schools-colleges',
      reason: 'A class or team driven by the district’s or college’s own CDL driver.',
    },
    {
      audience: 'sports-hospitality',
      reason: 'Hotel-to-venue loops for a hospitality group on game day.',
    },
    {
      audience: 'shuttle-transportation',
      reason: 'Extra capacity for a shuttle operator’s peak weeks or a bus in the shop.',
    },
  ],
  specs: {
    seating: '{riders} forward-facing high-back seats either side of a center aisle, plus the driver.',
    luggage:
      'A rear luggage compartment and interior shelves hold about {luggage} full-size suitcases with every seat taken.',
    dimensions: { lengthIn: 336, widthIn: 96, heightIn: 124 },
    dimensionsNote: 'Typical for a Ford E-450 cutaway bus; width is the body without mirrors.',
    gvwr: 'about 14,500 lb',
    models: [
      'Ford E-450 cutaway with a mid-size bus body',
      'Bodies by builders such as Glaval, Champion or Starcraft',
    ],
    fuel: 'Gasoline (regular unleaded)',
    transmission: 'Automatic',
  },
  licence: {
    summary: 'CDL required: every driver needs a Class C (or higher) CDL with a passenger (P) endorsement.',
    details: [
      n.passengerEndorsement,
      'It is rated about 14,500 lb GVWR, well under 26,001 lb, so Class C is the minimum. A Class B or A license with the P endorsement also covers it. It has hydraulic brakes, so an air-brake restriction on your license does not matter.',
      n.cdlBooking,
      n.medicalCard,
      n.schoolBus,
      n.foreignCdl,
      n.noDrivers,
    ],
  },
  features: [
    'Walk-in power entry door with handrail',
    'Rear luggage compartment with exterior door',
    'High-back seats with overhead parcel shelves',
    'Roof-mounted air conditioning and heat',
    'PA system and backup camera',
    'Emergency exit windows and roof hatches',
  ],
  image: {
    key: 'vehicle-25-passenger-bus',
    alt: 'A white 25 passenger mid-size bus with a front entry door and a rear luggage door, in a church parking lot.',
  },
  faqs: [
    {
      question: 'Do I need a CDL to drive a 25 passenger bus?',
      answer:
        'Yes. Any vehicle designed for 16 or more people including the driver needs a CDL with a passenger (P) endorsement, even though this bus weighs under 26,001 lb. Class C with P is enough; every driver must also be {minAge} or older.',
    },
    {
      question: 'Do you provide a driver?',
      answer:
        'No, our rentals are self-drive. If no one in your group holds a CDL, two [15 Passenger Comfort Buses](/15-passenger-comfort-bus) carry more people than one 25 passenger bus and need only regular licenses.',
    },
    {
      question: 'How much luggage fits?',
      answer:
        'About {luggage} full-size suitcases in the rear compartment and on the shelves with every seat taken. Keep the aisle and the emergency exits clear.',
    },
    {
      question: 'Is there a mileage limit?',
      answer:
        'Daily and weekly rentals include {milesPerDay} miles per rental day, added up over the rental; extra miles are charged at the per-mile rate on your agreement. Monthly rentals include {monthlyMiles} miles a month.',
    },
    {
      question: 'What should we know about driving a bus this size?',
      answer:
        'It is 28 ft long and about 10 ft 4 in tall. Swing wide on turns, watch the rear overhang, stay out of drive-throughs and parking garages, and call venues ahead to ask where a bus can load and park.',
    },
  ],
};
