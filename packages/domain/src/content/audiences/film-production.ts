import type { AudiencePage } from '../audience-page.types.ts';

/** Audience page content: /film-production (audience-pages-specialty group). */
export const page: AudiencePage = {
  slug: 'film-production',
  metaDescription:
    'Production vehicle rentals: cargo vans and box trucks for departments, crew shuttles, talent vans and 4x4s, insurance certificates and one invoice per show.',
  intro:
    'Productions rent from us for the vehicles around the picture: box trucks and cargo vans for departments, crew vans from base camp to set, a conversion van for talent, SUVs and pickups for locations. We work to call times, production insurance certificates and the production accountant’s paperwork.',
  needs: [
    {
      title: 'Department vehicles',
      text: 'Grip, electric, camera, wardrobe and art department gear in box trucks and cargo vans, often held from prep to wrap.',
    },
    {
      title: 'Crew shuttles',
      text: 'Crew from parking or hotels to set and back, before dawn and after wrap.',
    },
    {
      title: 'Talent and producers',
      text: 'A comfortable van or SUV that arrives on time and stays clean on shoot days.',
    },
    {
      title: 'Locations and scouting',
      text: 'Pickups and four-wheel-drive SUVs for unpaved locations and long scouting days.',
    },
    {
      title: 'Production paperwork',
      text: 'A certificate of insurance with hired-auto physical damage, POs, and one invoice per show.',
    },
  ],
  recommendedVehicles: [
    {
      id: 'cargo-van-box-truck',
      reason: 'Department trucks and cargo vans, with lift gates on most box trucks.',
    },
    { id: '15-passenger-van', reason: 'Crew shuttles from base camp or crew parking.' },
    { id: '9-passenger-conversion-van', reason: 'Talent and executive transport.' },
    { id: 'suvs', reason: 'Producers and location scouts on back roads.' },
    { id: 'trucks', reason: 'Set dressing, props and location runs.' },
  ],
  tips: [
    {
      title: 'Send the certificate before pickup',
      text: 'The production’s certificate of insurance should name {owner} as additional insured and loss payee, with hired physical damage limits that cover the value of the vehicles.',
    },
    {
      title: 'Book prep to wrap',
      text: 'A department truck is needed from the first prep day to the last wrap day. Book the whole span: from 7 full days the weekly rate applies.',
    },
    {
      title: 'Early calls and late wraps',
      text: 'Returns after hours use the key drop. For a pickup before we open, arrange it with the location when you book.',
    },
    {
      title: 'No permanent rigging',
      text: 'Nothing drilled, welded or bolted on. Removable fixtures are fine; camera-car rigging and process-trailer towing are not.',
    },
  ],
  faqs: [
    {
      question: 'Can our vehicles appear on camera?',
      answer:
        'Background and picture use is fine with our written approval; tell us the scenes when you book. Stunts, precision driving and camera-car rigging are not allowed.',
    },
    {
      question: 'Can we add drivers from the crew list during the shoot?',
      answer:
        'Yes, at the additional-driver fee per day. E-mail their licenses before they drive; each must meet the vehicle’s minimum age and have held a license for at least {licenseMonths} months.',
    },
    {
      question: 'Do you bill the production company?',
      answer:
        'Yes. Approved production accounts pay by invoice against a PO, with every vehicle for one show on one invoice.',
    },
    {
      question: 'What if a truck is damaged on set?',
      answer:
        'Report it the same day with photos and a short description. Your production’s hired physical damage coverage, or our damage waiver, responds, and we help you keep shooting with another vehicle where we have one.',
    },
  ],
  quotePrompt: {
    intro: 'For a production quote, tell us:',
    items: [
      'Production company and show title (a working title is fine)',
      'Prep, shoot and wrap dates',
      'Base camp or stage city',
      'Vehicles by department, and any lift-gate needs',
      'Driver list, and your insurance broker’s contact for the certificate',
    ],
  },
  image: {
    key: 'audience-film-production',
    alt: 'Crew members rolling equipment carts up the lift gate of a box truck at a film base camp.',
  },
};
