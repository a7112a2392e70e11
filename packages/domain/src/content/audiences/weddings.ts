import type { AudiencePage } from '../audience-page.types.ts';

/** Audience page content: /weddings (audience-pages-personal group). */
export const page: AudiencePage = {
  slug: 'weddings',
  metaDescription:
    'Wedding vehicle rentals: comfort buses for guest shuttles, a conversion van for the wedding party, and cargo vans for décor and rentals.',
  intro:
    'Weddings involve a surprising amount of moving: guests from the hotel to the ceremony and on to the reception, the wedding party to photos, family from the airport, and décor to the venue and back. Couples and planners rent from us for all of it, and our first question is who will drive, because it cannot be someone who plans to celebrate.',
  needs: [
    {
      title: 'Guest shuttles',
      text: 'Loops between the hotel block, ceremony and reception, timed to the schedule, with a last run after the send-off.',
    },
    {
      title: 'The wedding party',
      text: 'Everyone to the first look and photos together, without crushing a dress.',
    },
    {
      title: 'Décor and rentals',
      text: 'Arches, flowers, signs and DIY décor to the venue, and back the next morning.',
    },
    {
      title: 'A sober driver',
      text: 'A volunteer who is not drinking, or a hired driver. Everyone else celebrates.',
    },
  ],
  recommendedVehicles: [
    {
      id: '15-passenger-comfort-bus',
      reason: 'Guests in formal wear walk in upright, and no CDL is needed.',
    },
    { id: '9-passenger-conversion-van', reason: 'The wedding party, in captain’s chairs.' },
    { id: '25-passenger-bus', reason: 'Larger guest loops, with a CDL driver you hire.' },
    { id: 'cargo-van-box-truck', reason: 'Décor, flowers and rentals.' },
    { id: 'suvs', reason: 'The couple’s getaway, or the parents and grandparents.' },
  ],
  tips: [
    {
      title: 'Plan the shuttle backwards',
      text: 'Start from the ceremony time, time one loop, add ten minutes for loading, and count how many runs you need to seat every guest.',
    },
    {
      title: 'Decorate without damage',
      text: 'Ribbons, flowers on the grille and window-safe markers on glass are fine. No tape or adhesives on paint, and nothing tied on that drags.',
    },
    {
      title: 'Keep the driver on duty',
      text: 'Drivers drink nothing, and nobody drinks in the vehicle: open containers are illegal in most states and against our terms.',
    },
    {
      title: 'Weekend timing',
      text: 'Your price counts 24-hour periods from pickup. Picking up Friday afternoon and returning by the same time Sunday is two days.',
    },
  ],
  faqs: [
    {
      question: 'Can guests drink on the shuttle?',
      answer:
        'No. In most states open-container laws apply to everyone in a self-driven vehicle; the exemption for limousines and party buses applies to licensed for-hire operators. Our terms also prohibit drinking in our vehicles.',
    },
    {
      question: 'Do you provide a driver?',
      answer:
        'No, our rentals are self-drive. If no guest can stay sober all evening, a licensed chauffeured shuttle service is the better choice for the guest loops; rent from us for the wedding party and décor.',
    },
    {
      question: 'Can we decorate the vehicles?',
      answer:
        'Yes, if it comes off cleanly: ribbons, flowers and window-safe markers on glass (never the windshield). Adhesives and paint damage are charged as repairs.',
    },
    {
      question: 'Our planner is booking. Can we still be the drivers?',
      answer:
        'Yes. A planner can make the booking; each driver shows their own license at pickup and is listed on the agreement.',
    },
  ],
  quotePrompt: {
    intro: 'For a wedding quote, tell us:',
    items: [
      'Wedding date, venues and the hotel block',
      'Guests needing the shuttle, and the run times',
      'Wedding-party transport',
      'Décor or rentals to carry',
      'Who will drive (or whether you will hire a driver)',
    ],
  },
  image: {
    key: 'audience-weddings',
    alt: 'Wedding guests in formal wear boarding a white mini coach decorated with a ribbon.',
  },
};
