import * as n from '../licence-notes.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Vehicle page content: /44-passenger-bus (vehicle-pages-cdl-buses group). */
export const page: VehiclePage = {
  id: '44-passenger-bus',
  metaDescription:
    'Rent a 44 passenger bus for a whole team, grade or event. Rear luggage compartment, air brakes; drivers need a Class B CDL with a passenger endorsement.',
  intro:
    'Our largest vehicle: {riders} passengers and a driver on a heavy-duty chassis, with a rear luggage compartment and overhead parcel racks. It moves a football team, a grade-level field trip or a whole conference group in one trip, driven by your own CDL holder with a Class B license and a passenger endorsement.',
  idealFor: [
    {
      audience: 'schools-colleges',
      reason: 'A grade-level field trip or a football team, driven by the district’s CDL drivers.',
    },
    { audience: 'sports-teams', reason: 'A full football or track roster with coaches in one vehicle.' },
    {
      audience: 'government-military',
      reason: 'Moving a unit or a training class with its own licensed drivers.',
    },
    {
      audience: 'destination-management',
      reason: 'Airport transfers and dinner runs for a large incentive or conference group.',
    },
    {
      audience: 'businesses-corporations',
      reason: 'Company-wide events and site tours where everyone should arrive together.',
    },
  ],
  specs: {
    seating: '{riders} forward-facing high-back seats either side of a center aisle, plus the driver.',
    luggage:
      'A rear luggage compartment plus overhead parcel racks hold about {luggage} full-size suitcases with every seat taken.',
    dimensions: { lengthIn: 480, widthIn: 102, heightIn: 138 },
    dimensionsNote: 'Typical for a Freightliner M2 chassis bus; width is the body without mirrors.',
    gvwr: 'about 33,000 lb',
    models: [
      'Freightliner M2 106 chassis with a 40 ft bus body',
      'Bodies by builders such as Glaval or Grech',
    ],
    fuel: 'Diesel, with diesel exhaust fluid (DEF)',
    transmission: 'Allison automatic',
  },
  licence: {
    summary: 'CDL required: Class B (or A) with a passenger (P) endorsement and no air-brake restriction.',
    details: [
      n.passengerEndorsement,
      'It is rated about 33,000 lb GVWR, over the 26,001 lb line, so the license must be Class B or Class A; a Class C CDL does not cover it.',
      'It has air brakes: a CDL with an air-brake restriction (code L or Z) cannot be used.',
      n.cdlBooking,
      n.medicalCard,
      n.schoolBus,
      n.foreignCdl,
      n.noDrivers,
    ],
  },
  features: [
    'Air brakes with ABS',
    'Rear luggage compartment with exterior door',
    'Overhead parcel racks with reading lights',
    'Roof-mounted air conditioning and heat',
    'PA system and backup camera',
    'Emergency exit windows and roof hatches',
  ],
  image: {
    key: 'vehicle-44-passenger-bus',
    alt: 'A white 40 ft bus with a row of tinted windows and a rear luggage door, loading students outside a school.',
  },
  faqs: [
    {
      question: 'What license do I need for a 44 passenger bus?',
      answer:
        'A Class B or Class A CDL with a passenger (P) endorsement and no air-brake restriction. Class C is not enough because the bus is rated over 26,000 lb. Every driver must be {minAge} or older and bring a current DOT medical card.',
    },
    {
      question: 'How much luggage fits?',
      answer:
        'About {luggage} full-size suitcases between the rear compartment and the overhead racks, with every seat taken. Keep the aisle and emergency exits clear.',
    },
    {
      question: 'Is there a mileage limit?',
      answer:
        'Daily and weekly rentals include {milesPerDay} miles per rental day, added up over the rental; extra miles are charged at the per-mile rate on your agreement. Monthly rentals include {monthlyMiles} miles a month.',
    },
    {
      question: 'How far can our driver go in a day?',
      answer:
        'Plan the driving, not just the route. On trips that cross state lines, federal hours-of-service rules can apply to your CDL driver: for passenger vehicles, at most 10 hours of driving after 8 hours off duty. For long days, bring two CDL drivers.',
    },
    {
      question: 'Can we take it into a city?',
      answer:
        'Yes, with planning: it is 40 ft long and about 11 ft 6 in tall. Many parkways and some older bridges are closed to buses, so route with a truck or bus GPS rather than a car app, and arrange loading zones with venues ahead.',
    },
  ],
};
