import type { AudiencePage } from '../audience-page.types.ts';

/** Audience page content: /clubs-youth-orgs (audience-pages-education group). */
export const page: AudiencePage = {
  slug: 'clubs-youth-orgs',
  metaDescription:
    'Vans and small buses for scout troops, 4-H, youth programs and recreation clubs: weekend outings, competitions and regular program runs.',
  intro:
    'Scout troops, 4-H clubs, Boys & Girls Clubs, YMCA programs, ski clubs and hiking groups run on volunteers and tight budgets. Most need a reliable van on a few weekends a year, sometimes a small bus, and a clear answer on who is allowed to drive.',
  needs: [
    {
      title: 'Weekend outings',
      text: 'Campouts, ski trips and hikes: a Friday-evening pickup and a Sunday return, with gear for everyone.',
    },
    {
      title: 'Competitions and gatherings',
      text: 'Jamborees, fairs, tournaments and regional meets that take the group hours from home or out of state.',
    },
    {
      title: 'Regular program runs',
      text: 'After-school pickups and weekly activities on the same days every week.',
    },
    {
      title: 'Youth-protection rules',
      text: 'Many youth organizations require two adults in every vehicle carrying young people, and check volunteer drivers before they drive.',
    },
  ],
  recommendedVehicles: [
    {
      id: '12-passenger-van',
      reason: 'A patrol or club with two adult leaders and gear behind the last row.',
    },
    {
      id: '15-passenger-activity-bus',
      reason: 'Trips with children in a vehicle built to school-bus standards.',
    },
    { id: 'suvs', reason: 'Ski trips: four-wheel drive and room inside for boots and boards.' },
    { id: 'cargo-van-box-truck', reason: 'Tents, cook boxes and camping gear for a jamboree.' },
    { id: 'minivan', reason: 'Leaders driving ahead to set up camp.' },
  ],
  tips: [
    {
      title: 'Decide your drivers before you book',
      text: 'Every driver is listed on the agreement, shows a license held for at least {licenseMonths} months and meets the vehicle’s minimum age. Adding drivers costs nothing, so list enough adults to share the driving.',
    },
    {
      title: 'Mountain trips in winter',
      text: 'Take a four-wheel-drive SUV, check traction laws before you go (Colorado enforces them on I-70 from September to May) and allow extra time.',
    },
    {
      title: 'Recurring days: compare a monthly rental',
      text: 'If you need a van three or more days a week, a monthly rental often costs less than booking each day. Ask for a quote and we compare both.',
    },
    {
      title: 'Check what your insurance covers',
      text: 'National organizations often provide liability coverage for approved activities, but it may not cover damage to a rented vehicle. Ask your council or national office, or add our damage waiver.',
    },
  ],
  faqs: [
    {
      question: 'Can a volunteer leader rent on behalf of our club?',
      answer:
        'Yes. The renter can be your organization, with an authorized adult signing; every driver still shows their own license and meets the vehicle’s minimum age.',
    },
    {
      question: 'Can older teens help with the driving?',
      answer:
        'No. Drivers must be at least {minAge:12-passenger-van}, and {minAge:15-passenger-van} for 15 passenger vans and buses.',
    },
    {
      question: 'Can we tow our troop trailer?',
      answer:
        'Only with a [pickup truck](/trucks) or an [SUV](/suvs), approved when you book and within the tow rating. Passenger vans and buses cannot tow.',
    },
    {
      question: 'Do you offer nonprofit rates?',
      answer:
        'Our rates are shown openly and are the same for every group. The real savings for a nonprofit are weekly and monthly rates: a rental of 7 full days or more is charged at the weekly rate, which is less than seven single days.',
    },
  ],
  quotePrompt: {
    intro: 'To quote your outing or program, tell us:',
    items: [
      'Organization name and the adult responsible',
      'Dates and times, or the weekly schedule for regular runs',
      'Youth and adults traveling, and their gear',
      'Destination, especially mountain or unpaved roads',
      'Who will drive, and their ages',
    ],
  },
  image: {
    key: 'audience-clubs-youth-orgs',
    alt: 'A scout troop loading backpacks into a white passenger van at a trailhead.',
  },
};
