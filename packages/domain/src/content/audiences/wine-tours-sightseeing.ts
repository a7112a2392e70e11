import type { AudiencePage } from '../audience-page.types.ts';

/** Audience page content: /wine-tours-sightseeing (audience-pages-travel group). */
export const page: AudiencePage = {
  slug: 'wine-tours-sightseeing',
  metaDescription:
    'Vans and mini coaches for wine tours and sightseeing: comfortable seats, room for purchases, and clear rules on designated drivers and open containers.',
  intro:
    'Tasting days and sightseeing tours need a comfortable vehicle, room for what people buy, and one person who stays sober all day. Small tour operators use our vans and mini coaches with their own guides; private groups rent a conversion van and bring a designated driver.',
  needs: [
    {
      title: 'A designated driver',
      text: 'Someone who drinks nothing all day, because every passenger is counting on them.',
    },
    {
      title: 'Comfort for a long day',
      text: 'Good seats, climate control and an easy step in and out at every stop.',
    },
    {
      title: 'Room for purchases',
      text: 'Cases of wine stored securely and out of the sun, not rolling around the floor.',
    },
    {
      title: 'Stops that welcome groups',
      text: 'Many wineries ask groups to book ahead, and some limit the size of vehicle they admit.',
    },
  ],
  recommendedVehicles: [
    {
      id: '9-passenger-conversion-van',
      reason: 'Private tasting groups of up to {riders:9-passenger-conversion-van} guests and a driver.',
    },
    {
      id: '15-passenger-comfort-bus',
      reason: 'Tour operators: an aisle, a walk-in door and a compartment for cases, with no CDL.',
    },
    { id: '12-passenger-van', reason: 'Larger private groups.' },
    { id: '25-passenger-bus', reason: 'Operator tours with a CDL guide-driver.' },
    { id: 'suvs', reason: 'A small group of up to {riders:suvs} guests and a driver.' },
  ],
  tips: [
    {
      title: 'Sealed bottles only',
      text: 'In most states, open-container laws apply to everyone in a self-driven vehicle; the exemption for limousines and buses is for licensed for-hire operators. Keep bottles sealed and in the cargo area.',
    },
    {
      title: 'Call wineries ahead',
      text: 'Many require reservations for groups, and some do not admit buses or limousines. Confirm the vehicle size when you book each stop.',
    },
    {
      title: 'Protect the purchases',
      text: 'A closed vehicle in the sun gets hot enough to damage wine. Keep cases low in the cargo area, covered, and head home at the end of the day.',
    },
    {
      title: 'Keep it overnight',
      text: 'Your price counts 24-hour periods from pickup, so a van picked up at 10 a.m. and booked back for 10 a.m. the next day costs one day’s rate. Nobody has to drive back tired at night.',
    },
  ],
  faqs: [
    {
      question: 'Can passengers drink in the van between wineries?',
      answer:
        'No. Open-container laws in most states cover passengers in a self-driven vehicle, and our terms prohibit drinking in our vehicles.',
    },
    {
      question: 'Can the driver have one tasting?',
      answer:
        'We ask drivers not to drink at all. Even a small amount slows reactions, and a driver with a CDL is over the legal limit at 0.04% in a commercial vehicle.',
    },
    {
      question: 'Can we run paid tours in your vehicles?',
      answer:
        'Yes, under a commercial agreement and your own operating authority and insurance. See [limousine companies](/limousine-companies) for what the agreement needs.',
    },
    {
      question: 'Do scenic routes limit vehicle size?',
      answer:
        'Some do: mountain roads, park roads and older bridges can limit length, width or height. Compare the dimensions on our vehicle pages with the route before you choose.',
    },
  ],
  quotePrompt: {
    intro: 'For a tour quote, tell us:',
    items: [
      'Dates, region and the stops you plan',
      'Guests per day',
      'Whether it is a private group or a paid tour, and your authority if paid',
      'Who will drive',
    ],
  },
  image: {
    key: 'audience-wine-tours-sightseeing',
    alt: 'A conversion van parked beside rows of vines, guests walking toward a tasting room.',
  },
};
