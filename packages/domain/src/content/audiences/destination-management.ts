import type { AudiencePage } from '../audience-page.types.ts';

/** Audience page content: /destination-management (audience-pages-travel group). */
export const page: AudiencePage = {
  slug: 'destination-management',
  metaDescription:
    'Vehicle rentals for destination management companies: airport transfers, program buses, VIP SUVs and logistics vans, adjustable as your manifest changes.',
  intro:
    'Destination management companies build programs where transport is the glue: arrival waves at the airport, dine-arounds, site visits and activity days, with numbers that move until the week before. We supply the vehicles your team or your transport partners drive. {freeCancellation}',
  needs: [
    {
      title: 'Arrival and departure waves',
      text: 'Guests landing across a day, each with luggage, met and moved to the hotel.',
    },
    {
      title: 'Program days',
      text: 'Dine-arounds, site visits and activities with several vehicles on a tight schedule.',
    },
    {
      title: 'VIP handling',
      text: 'Executives and speakers in SUVs or a conversion van, separate from the main group.',
    },
    {
      title: 'Logistics',
      text: 'Welcome gifts, signage and event materials moved ahead of the group.',
    },
  ],
  recommendedVehicles: [
    {
      id: '15-passenger-comfort-bus',
      reason: 'Arrival transfers: a luggage compartment, a walk-in door and no CDL.',
    },
    { id: '44-passenger-bus', reason: 'Large group movements with your partners’ CDL drivers.' },
    { id: 'suvs', reason: 'VIP and speaker transfers.' },
    { id: '9-passenger-conversion-van', reason: 'Small executive groups.' },
    { id: 'cargo-van-box-truck', reason: 'Event materials, signage and gifts.' },
  ],
  tips: [
    {
      title: 'Hold early, adjust later',
      text: 'Reserve the full program as soon as it is confirmed. {freeCancellation}',
    },
    {
      title: 'Who carries the guests',
      text: 'When the client’s program fee includes transport, guest transfers are generally for-hire carriage. Use a licensed transport partner; we rent to partners under a commercial agreement.',
    },
    {
      title: 'Build in loading time',
      text: 'Allow ten minutes to load a mini coach with luggage and twenty for a full bus, and more at airports with long curbside walks.',
    },
    {
      title: 'One document per program',
      text: 'A single quote and a single invoice per program, listing every vehicle, keeps reconciliation simple.',
    },
  ],
  faqs: [
    {
      question: 'Can we change vehicle counts after booking?',
      answer:
        'Yes. Change a booking on [manage your booking](/manage); adding vehicles depends on availability, so add them as soon as the manifest grows. {freeCancellation}',
    },
    {
      question: 'Can our staff drive the program vehicles?',
      answer:
        'Your staff can drive themselves and your own team freely. Driving the client’s guests when transport is part of the program fee is generally for-hire carriage: use a licensed carrier, or rent to your transport partner under their authority.',
    },
    {
      question: 'Do you invoice the DMC or the end client?',
      answer:
        'Whoever holds the account. Approved accounts pay by invoice against a PO, with one invoice per program.',
    },
    {
      question: 'What if a flight is late?',
      answer:
        'The vehicle is yours for the whole rental period, so a late flight costs nothing unless you return late. Plan the return time with a buffer.',
    },
  ],
  quotePrompt: {
    intro: 'For a program quote, tell us:',
    items: [
      'Program name, client industry and dates',
      'Arrival and departure manifests, or their expected shape',
      'Each program day’s movements',
      'VIP requirements',
      'Who will drive, and your transport partner if guests are carried for hire',
    ],
  },
  image: {
    key: 'audience-destination-management',
    alt: 'A greeter with a sign leading conference guests with suitcases to a waiting mini coach at an airport.',
  },
};
