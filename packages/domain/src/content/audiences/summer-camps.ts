import type { AudiencePage } from '../audience-page.types.ts';

/** Audience page content: /summer-camps (audience-pages-education group). */
export const page: AudiencePage = {
  slug: 'summer-camps',
  metaDescription:
    'Vehicles for summer camps: opening-day luggage, excursions, staff errands and season-long vans at monthly rates, matched to the ages of your drivers.',
  intro:
    'A camp season has three kinds of driving: opening and closing days with hundreds of bags, weekly excursions off site, and a steady stream of errands, nurse runs and staff days off. We rent by the day for the peaks and by the month for the season, and help you match vehicles to the ages of the staff who will drive them.',
  needs: [
    {
      title: 'Opening and closing days',
      text: 'Campers arrive by plane, bus and car with trunks and duffels. Airport and station runs need luggage room more than seats.',
    },
    {
      title: 'Excursions',
      text: 'Rafting, climbing, water parks and overnights move whole cabins at once, with gear, often on rural roads.',
    },
    {
      title: 'Season-long vehicles',
      text: 'A van or two from June to August for supply runs, staff days off and program needs, at a monthly rate instead of day by day.',
    },
    {
      title: 'Drivers who meet the age rules',
      text: 'Many counselors are under 21. Every vehicle has a minimum driver age, so the ages of your drivers decide which vehicles you can use.',
    },
  ],
  recommendedVehicles: [
    {
      id: '15-passenger-activity-bus',
      reason: 'Excursions with campers in a vehicle built to school-bus standards; no CDL.',
    },
    {
      id: '15-passenger-comfort-bus',
      reason: 'Arrival-day airport runs: a luggage compartment for {luggage:15-passenger-comfort-bus} bags.',
    },
    {
      id: '12-passenger-van',
      reason: 'The season workhorse that staff {minAge:12-passenger-van} and older can drive.',
    },
    {
      id: 'cargo-van-box-truck',
      reason: 'Trunks and duffels on opening day, so every van seat goes to a camper.',
    },
    { id: 'minivan', reason: 'Nurse runs, errands and small airport pickups.' },
  ],
  tips: [
    {
      title: 'Match vehicles to your drivers',
      text: 'List who will drive and their ages before you book. Staff {minAge:12-passenger-van} and older can drive minivans and 12 passenger vans; 15 passenger vans and all buses need drivers {minAge:15-passenger-van} or older.',
    },
    {
      title: 'Book the season as one monthly rental',
      text: 'Mid-June to mid-August is two monthly periods. The monthly rate is usually far below the daily rate over the same time, and includes {monthlyMiles} miles a month.',
    },
    {
      title: 'Separate luggage from people',
      text: 'On opening day a box truck for trunks means the vans can fill every seat and nothing rides in the aisle.',
    },
    {
      title: 'Camp roads are fine; trails are not',
      text: 'Maintained gravel and dirt roads into camp are fine. Fields, trails and beaches are not, and sand, mud or lake water inside a vehicle means a cleaning fee.',
    },
  ],
  faqs: [
    {
      question: 'Our counselors are 19 and 20. Can they drive?',
      answer:
        'Not our vehicles: every driver must be at least {minAge:12-passenger-van}, and {minAge:15-passenger-van} for 15 passenger vans and buses. Younger staff can ride along as supervisors.',
    },
    {
      question: 'Can we keep vehicles for the whole summer?',
      answer:
        'Yes. Monthly rentals run from 1 to {maxMonths} months, include {monthlyMiles} miles a month and routine maintenance. See [long-term leasing](/long-term-leasing).',
    },
    {
      question: 'Can campers’ trunks ride in the passenger vans?',
      answer:
        'Only what fits behind the last row, below the seat backs. Never in the aisle, on seats or on the roof. On arrival days a cargo van or box truck is safer and quicker to load.',
    },
    {
      question: 'What if a vehicle breaks down at a remote camp?',
      answer:
        'Call the 24/7 roadside number on your rental agreement. Give us the camp’s address and gate instructions when you book, so help can find you.',
    },
  ],
  quotePrompt: {
    intro: 'For a season quote, tell us:',
    items: [
      'Camp name and address',
      'Season dates, plus opening, closing and excursion days',
      'Campers and staff on each kind of trip',
      'The ages of the staff who will drive',
      'Luggage expected on opening and closing days',
      'Billing: invoice and PO, or card',
    ],
  },
  image: {
    key: 'audience-summer-camps',
    alt: 'Campers unloading duffel bags from a mini coach at a wooded summer camp entrance.',
  },
};
