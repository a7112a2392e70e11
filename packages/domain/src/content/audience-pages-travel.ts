import type { AudiencePage } from './audience-page.types.ts';

/** Travel & Tourism (SPEC §2 Who We Serve): destination management and wine tours. */
export const travelPages: AudiencePage[] = [
  {
    slug: 'destination-management',
    metaDescription:
      'Vehicle rentals for destination management companies: airport transfers, program buses, VIP SUVs and logistics vans, adjustable as your manifest changes.',
    intro:
      'Destination management companies build programs where transport is the glue: arrival waves at the airport, dine-arounds, site visits and activity days, with numbers that move until the week before. We supply the vehicles your team or your transport partners drive, and cancellation is free until {freeCancellationHours} hours before pickup, so counts can follow the manifest.',
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
        text: 'Reserve the full program as soon as it is confirmed; cancel any vehicle free until {freeCancellationHours} hours before its pickup.',
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
          'Yes. Cancel any vehicle free until {freeCancellationHours} hours before its pickup; adding vehicles depends on availability, so add them as soon as the manifest grows.',
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
  },
  {
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
  },
];
