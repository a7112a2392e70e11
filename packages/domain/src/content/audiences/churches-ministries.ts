import type { AudiencePage } from '../audience-page.types.ts';

/** Audience page content: /churches-ministries (audience-pages-organizations group). */
export const page: AudiencePage = {
  slug: 'churches-ministries',
  metaDescription:
    'Church van and bus rentals for Sunday pickups, youth retreats, mission trips and choir tours, with clear driver rules and monthly rates for regular ministry.',
  intro:
    'Churches rent for the rhythm of ministry: Sunday and midweek pickups, youth retreats, mission trips, choir tours and senior outings. Most of it is driven by volunteers, so the real questions are who can drive, what your church’s insurance covers, and whether a monthly rental beats buying a van.',
  needs: [
    {
      title: 'Sunday and midweek pickups',
      text: 'Members without cars, seniors and families brought to services and small groups on a regular route.',
    },
    {
      title: 'Youth retreats and camps',
      text: 'A weekend away with teenagers, sleeping bags and luggage, often hours from home.',
    },
    {
      title: 'Mission trips',
      text: 'A week or more, sometimes several states away, with supplies, tools and luggage for the whole team.',
    },
    {
      title: 'Choir and worship team travel',
      text: 'Singers, sound equipment and instruments to concerts, conferences and sister churches.',
    },
  ],
  recommendedVehicles: [
    {
      id: '15-passenger-comfort-bus',
      reason: 'Retreats and mission trips: reclining seats and a luggage compartment, and no CDL.',
    },
    {
      id: '12-passenger-van',
      reason:
        'Sunday routes: easy for volunteers to drive and park, with drivers from {minAge:12-passenger-van}.',
    },
    {
      id: '15-passenger-activity-bus',
      reason: 'Children’s and youth ministry in a vehicle built to school-bus standards.',
    },
    {
      id: '25-passenger-bus',
      reason: 'Choir tours when a member holds a CDL with a passenger endorsement.',
    },
    { id: 'cargo-van-box-truck', reason: 'Mission supplies, sound systems and instruments.' },
  ],
  tips: [
    {
      title: 'Check your hired-auto coverage',
      text: 'Ask your agent whether the church policy includes hired-auto liability and physical damage. If it does, they send a certificate naming {owner}; if not, add our damage waiver and review your liability cover.',
    },
    {
      title: 'Write down your driver policy',
      text: 'Minimum age, years licensed, a driving-record check and a short orientation drive. Many church insurers ask for one, and it protects your volunteers.',
    },
    {
      title: 'Rent monthly before you buy',
      text: 'A monthly rental of 1 to {maxMonths} months, maintenance included, shows whether your ministry needs its own vehicle before you take on a purchase, insurance and upkeep.',
    },
    {
      title: 'Bring your exemption certificate',
      text: 'Tax-exempt status covers some rental taxes but not all, depending on the state; your quote shows what remains.',
    },
  ],
  faqs: [
    {
      question: 'How old must our volunteer drivers be?',
      answer:
        'At least {minAge:15-passenger-van} for the 15 passenger van and every bus, and at least {minAge:12-passenger-van} for the 12 passenger van, the conversion van and the minivan. Every driver must also have held a license for at least {licenseMonths} months.',
    },
    {
      question: 'Does our church insurance cover a rented van?',
      answer:
        'It does if your policy includes hired-auto coverage. Ask your agent for a certificate naming {owner} as additional insured and loss payee. Without it, add our damage waiver: volunteers’ personal policies often exclude 15 passenger vans.',
    },
    {
      question: 'Can we use the same van every Sunday without booking each week?',
      answer:
        'Yes. A monthly rental keeps one vehicle at your church for 1 to {maxMonths} months with {monthlyMiles} miles a month and routine maintenance included. See [long-term leasing](/long-term-leasing).',
    },
    {
      question: 'Our mission trip crosses several states. Any limits?',
      answer:
        'Passenger vans and buses include {milesPerDay:15-passenger-van} miles per vehicle per rental day on daily and weekly rentals, added up over the rental. Canada is allowed with our written approval; Mexico is not permitted.',
    },
  ],
  quotePrompt: {
    intro: 'For a quote for your ministry, tell us:',
    items: [
      'Church name and the ministry (youth, missions, seniors, music)',
      'Dates, or the weekly schedule for regular routes',
      'People traveling, and luggage or equipment',
      'Destination, for trips',
      'Your volunteer drivers’ ages, and whether anyone holds a CDL',
      'Tax-exempt status and whether your policy includes hired-auto coverage',
    ],
  },
  image: {
    key: 'audience-churches-ministries',
    alt: 'A youth group with sleeping bags beside a white mini coach in a church parking lot.',
  },
};
