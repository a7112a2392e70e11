import * as n from '../licence-notes.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Vehicle page content: /33-passenger-bus (vehicle-pages-cdl-buses group). */
export const page: VehiclePage = {
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
        'Daily and weekly rentals include {milesPerDay} miles per rental day, added up over the rental; extra miles are charged at the per-mile rate on your agreement. Monthly rentals include {monthlyMiles} miles a month.',
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
};
