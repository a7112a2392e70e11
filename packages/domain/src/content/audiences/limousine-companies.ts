import type { AudiencePage } from '../audience-page.types.ts';

/** Audience page content: /limousine-companies (audience-pages-specialty group). */
export const page: AudiencePage = {
  slug: 'limousine-companies',
  metaDescription:
    'Vehicle rentals for limousine and chauffeured transport companies: executive vans, SUVs and mini coaches for peak-season overflow, under your own authority.',
  intro:
    'Limousine and chauffeured transport operators rent from us to cover what their own fleet cannot: prom and wedding weekends, a big convention, a vehicle out for repairs. You carry the passengers under your own operating authority and insurance; we supply clean, unmarked vehicles by the day, week or month.',
  needs: [
    {
      title: 'Peak-season overflow',
      text: 'Prom, graduation and wedding weekends, and large conventions, when every vehicle you own is booked.',
    },
    {
      title: 'Replacement vehicles',
      text: 'Keeping a contract running while one of your vehicles is in the shop.',
    },
    {
      title: 'Testing a new service',
      text: 'Trying an airport or group-shuttle product before buying vehicles for it.',
    },
    {
      title: 'Compliance',
      text: 'Your authority, commercial insurance and local for-hire permits must cover the rented vehicle.',
    },
  ],
  recommendedVehicles: [
    { id: '9-passenger-conversion-van', reason: 'Executive groups and airport runs.' },
    { id: 'suvs', reason: 'Executive transfers; colors vary by unit, so say if you need black.' },
    {
      id: '15-passenger-comfort-bus',
      reason: 'Wedding and corporate groups: a walk-in door and a luggage compartment.',
    },
    { id: '25-passenger-bus', reason: 'Larger groups with your CDL chauffeurs.' },
    { id: '33-passenger-bus', reason: 'Convention and wedding guest loops.' },
  ],
  tips: [
    {
      title: 'Sign the commercial agreement first',
      text: 'For-hire use needs a commercial agreement before the first trip: your authority number, a certificate naming {owner} with the liability limits your authority requires, and your driver list.',
    },
    {
      title: 'Check local for-hire rules',
      text: 'Some states, cities and airports require livery plates, permits or inspections for for-hire vehicles. Ours carry standard registration, so confirm your regulator and the airports you serve accept a rented vehicle.',
    },
    {
      title: 'Our vehicle rules apply to your chauffeurs',
      text: 'Minimum ages, a CDL for vehicles of 16 or more seats, no smoking, and no alcohol consumed in the vehicle.',
    },
    {
      title: 'Signs come off cleanly',
      text: 'Magnetic signs or dash placards only; no wraps or adhesive decals without written approval.',
    },
  ],
  faqs: [
    {
      question: 'Can we use your vehicles to carry paying passengers?',
      answer:
        'Yes, under a commercial agreement and your own operating authority. Without that agreement, carrying passengers for pay is a prohibited use under our [terms](/terms).',
    },
    {
      question: 'What insurance do you need from us?',
      answer:
        'Commercial auto liability at the limits your authority requires (for interstate passenger carriers the federal minimum depends on seating capacity), plus physical damage cover for the rented vehicle or our damage waiver, with {owner} named as additional insured and loss payee.',
    },
    {
      question: 'Are your SUVs black?',
      answer:
        'Colors vary by unit. Tell us when you book if you need black and we confirm what we can assign before pickup.',
    },
    {
      question: 'Can our chauffeurs under 25 drive?',
      answer:
        'Only vehicles whose minimum age they meet: {minAge:9-passenger-conversion-van} and older for the conversion van and {minAge:suvs} and older for SUVs; {minAge:15-passenger-comfort-bus} and older for the comfort bus and every larger bus.',
    },
  ],
  quotePrompt: {
    intro: 'For an operator quote, tell us:',
    items: [
      'Company name, and your USDOT or state authority number',
      'The dates and the vehicles you need',
      'The work: airport, wedding, prom, corporate or a route',
      'Your chauffeurs’ license classes and ages',
      'Your insurance broker’s contact for the certificate',
    ],
  },
  image: {
    key: 'audience-limousine-companies',
    alt: 'A chauffeur holding the door of a dark conversion van outside a hotel at night.',
  },
};
