import { licenceNotes as n } from './licence-notes.ts';
import type { VehiclePage } from './vehicle-page.types.ts';

/** Buses of 25, 33 and 44 passengers: every driver needs a CDL with a passenger endorsement. */
export const cdlBusPages: VehiclePage[] = [
  {
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
          'Daily and weekly rentals include {milesPerDay} miles per rental day, averaged over the rental; extra miles are charged at the per-mile rate on your agreement. Monthly rentals include {monthlyMiles} miles a month.',
      },
      {
        question: 'What should we know about driving a bus this size?',
        answer:
          'It is 28 ft long and about 10 ft 4 in tall. Swing wide on turns, watch the rear overhang, stay out of drive-throughs and parking garages, and call venues ahead to ask where a bus can load and park.',
      },
    ],
    keywords: [
      '25 passenger bus rental',
      'mini bus rental',
      'small bus rental CDL',
      'church bus rental',
      'team bus rental',
    ],
  },
  {
    id: '33-passenger-bus',
    metaDescription:
      'Rent a 33 passenger bus for a full team, a choir or a company offsite. Luggage compartment included; drivers need a CDL with a passenger endorsement.',
    intro:
      '{riders} passengers and a driver on a medium-duty chassis: the bus for a full team with staff, a choir on tour, or a company offsite. Every driver needs a CDL with a passenger endorsement; most units are rated under 26,001 lb, so Class C is usually enough, and we tell you the class your unit needs before pickup.',
    idealFor: [
      {
        audience: 'sports-teams',
        reason: 'A varsity roster with coaches and trainers, bags in the luggage compartment.',
      },
      {
        audience: 'schools-colleges',
        reason: 'A band section, choir or team driven by the school’s own CDL driver.',
      },
      {
        audience: 'churches-ministries',
        reason: 'Choir tours and whole-youth-group retreats with a CDL volunteer.',
      },
      {
        audience: 'businesses-corporations',
        reason: 'Hotel-to-venue transfers for an offsite or a conference team.',
      },
      {
        audience: 'sports-hospitality',
        reason: 'Moving hospitality guests between hotel, stadium and dinner on event days.',
      },
    ],
    specs: {
      seating: '{riders} forward-facing high-back seats either side of a center aisle, plus the driver.',
      luggage:
        'A rear luggage compartment and interior parcel shelves hold about {luggage} full-size suitcases with every seat taken.',
      dimensions: { lengthIn: 396, widthIn: 100, heightIn: 128 },
      dimensionsNote:
        'Typical for a Ford F-550 or Freightliner S2C chassis bus; width is the body without mirrors.',
      gvwr: 'about 19,500–26,000 lb',
      models: [
        'Ford F-550 chassis with a mid-size bus body',
        'Freightliner S2C chassis mid-size bus',
        'Bodies by builders such as Glaval, Champion or StarTrans',
      ],
      fuel: 'Gasoline or diesel, depending on the unit (marked at the filler)',
      transmission: 'Automatic',
    },
    licence: {
      summary:
        'CDL required: every driver needs a CDL with a passenger (P) endorsement, Class C for most units and Class B for the heaviest.',
      details: [
        n.passengerEndorsement,
        'Most 33 passenger buses are rated at or under 26,000 lb GVWR, so a Class C CDL with P covers them; units rated 26,001 lb or more need Class B. We tell you which your unit needs before pickup, and the rating is on the sticker inside the driver’s door.',
        'Some units have air brakes. If your CDL carries an air-brake restriction (code L or Z), tell us when you book and we assign a unit with hydraulic brakes.',
        n.cdlBooking,
        n.medicalCard,
        n.schoolBus,
        n.foreignCdl,
        n.noDrivers,
      ],
    },
    features: [
      'Walk-in power entry door with handrail',
      'Rear luggage compartment and overhead parcel shelves',
      'Roof-mounted air conditioning and heat',
      'Reading lights and USB charging (most units)',
      'PA system and backup camera',
      'Emergency exit windows and roof hatches',
    ],
    image: {
      key: 'vehicle-33-passenger-bus',
      alt: 'A white 33 passenger bus with tinted windows and a front entry door, at a stadium drop-off lane.',
    },
    faqs: [
      {
        question: 'What CDL do I need for a 33 passenger bus?',
        answer:
          'A CDL with a passenger (P) endorsement. For units rated at or under 26,000 lb, which is most of them, Class C is enough; heavier units need Class B. We confirm the class for your unit before pickup. Every driver must be {minAge} or older.',
      },
      {
        question: 'How much luggage fits?',
        answer:
          'About {luggage} full-size suitcases in the rear compartment and on the parcel shelves with every seat taken. For a team’s equipment, add a [box truck](/cargo-van-box-truck).',
      },
      {
        question: 'Is there a mileage limit?',
        answer:
          'Daily and weekly rentals include {milesPerDay} miles per rental day, averaged over the rental; extra miles are charged at the per-mile rate on your agreement. Monthly rentals include {monthlyMiles} miles a month.',
      },
      {
        question: 'Where can we park it?',
        answer:
          'Like any bus: not in garages, since it stands about 10 ft 8 in, and not in most hotel or restaurant lots without asking first. Stadiums and event venues usually need a bus parking pass booked ahead.',
      },
      {
        question: 'Anything special about the diesel units?',
        answer:
          'Diesel units also use diesel exhaust fluid (DEF). They leave with a full DEF tank, which lasts most trips. Never put gasoline in a diesel, and never put DEF in the fuel tank: the DEF filler has a blue cap.',
      },
    ],
    keywords: [
      '33 passenger bus rental',
      'mid-size bus rental',
      'bus rental with CDL driver',
      'charter bus alternative',
      'team bus rental',
    ],
  },
  {
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
          'Daily and weekly rentals include {milesPerDay} miles per rental day, averaged over the rental; extra miles are charged at the per-mile rate on your agreement. Monthly rentals include {monthlyMiles} miles a month.',
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
    keywords: [
      '44 passenger bus rental',
      'large bus rental',
      'coach bus rental self drive',
      'school trip bus rental',
      'bus rental CDL',
    ],
  },
];
