import type { AudiencePage } from '../audience-page.types.ts';

/** Audience page content: /shuttle-transportation (audience-pages-specialty group). */
export const page: AudiencePage = {
  slug: 'shuttle-transportation',
  metaDescription:
    'Shuttle vehicle rentals for operators, hotels, campuses and events: mini coaches and buses for peak weeks, replacement vehicles and new routes.',
  intro:
    'Shuttle operators, hotels, campuses, parking operators and event organizers rent from us to add capacity without adding vehicles for good: an extra bus for a conference week, a replacement while yours is in the shop, or a season to prove a new route before buying.',
  needs: [
    {
      title: 'Peak capacity',
      text: 'Conferences, move-in weeks, holiday travel and events that double ridership for days or weeks.',
    },
    {
      title: 'Replacement vehicles',
      text: 'Keeping a contracted route running when one of your vehicles is down.',
    },
    {
      title: 'Proving a route',
      text: 'A few months of service on a new route to measure ridership before committing to a purchase.',
    },
    {
      title: 'Built for frequent stops',
      text: 'Walk-in doors, handrails and aisles for riders getting on and off all day.',
    },
  ],
  recommendedVehicles: [
    {
      id: '15-passenger-comfort-bus',
      reason: 'Hotel and airport shuttles with luggage: a walk-in door and no CDL.',
    },
    { id: '25-passenger-bus', reason: 'Campus and parking shuttles with CDL drivers.' },
    { id: '33-passenger-bus', reason: 'Event loops with heavy ridership.' },
    { id: '15-passenger-van', reason: 'Overflow on short runs, on a regular license.' },
  ],
  tips: [
    {
      title: 'Know whether your shuttle is for-hire',
      text: 'Riders paying directly, or through a ticket, room or package price, can make a shuttle for-hire transportation, which needs operating authority and commercial insurance. Check with your state regulator or FMCSA before service starts.',
    },
    {
      title: 'Plan for accessibility',
      text: 'Our fleet has no wheelchair-lift vehicles. A route that must be ADA accessible needs a lift-equipped vehicle from a specialist provider alongside ours.',
    },
    {
      title: 'Estimate monthly miles',
      text: 'Loop length × loops a day × service days. Monthly rentals include {monthlyMiles} miles a month; tell us your estimate and the quote prices the rest.',
    },
    {
      title: 'Match drivers to vehicles',
      text: 'Comfort buses and vans drive on a regular license; the 25 and 33 passenger buses need CDL drivers with a passenger endorsement.',
    },
  ],
  faqs: [
    {
      question: 'Can we put our livery on the vehicles?',
      answer:
        'Magnetic signs and removable window clings (not on the windshield or front side windows), yes. Wraps and adhesive decals need our written approval.',
    },
    {
      question: 'How are miles counted on a long shuttle rental?',
      answer:
        'Monthly rentals include {monthlyMiles} miles a month; extra miles are charged at the per-mile rate on your agreement. A 6-mile loop run 20 times a day for 30 days is 3,600 miles, so tell us your pattern and we include it in the quote.',
    },
    {
      question: 'Do you have wheelchair-accessible vehicles?',
      answer:
        'Not at present. Our comfort buses have a low step and a handrail, and folding wheelchairs and walkers ride in the luggage compartment, but riders who must stay in a wheelchair need a lift-equipped vehicle.',
    },
    {
      question: 'Can we get a replacement vehicle at short notice?',
      answer:
        'Often, yes. The availability page shows what each location has for your dates, including today; for an urgent replacement, call the location directly.',
    },
  ],
  quotePrompt: {
    intro: 'For a shuttle quote, tell us:',
    items: [
      'Operator, hotel, campus or event name',
      'Service dates and daily hours',
      'Loop length, stops and expected riders per trip',
      'Whether riders pay, and your operating authority if so',
      'Drivers and their license classes',
    ],
  },
  image: {
    key: 'audience-shuttle-transportation',
    alt: 'A mini coach at a hotel shuttle stop with travelers rolling suitcases toward its open door.',
  },
};
