import type { AudiencePage } from '../audience-page.types.ts';

/** Audience page content: /equipment-rental (audience-pages-trades group). */
export const page: AudiencePage = {
  slug: 'equipment-rental',
  metaDescription:
    'Trucks for equipment rental companies: box trucks with lift gates, flatbeds and pickups for peak-season deliveries, by the week or month, with no CDL needed.',
  intro:
    'Party, event, AV and tool rental companies share a problem every peak season: more deliveries than trucks. We supply delivery vehicles your drivers can drive without a CDL, by the week for a busy stretch or by the month for the season, so your own fleet can stay the size you need the rest of the year.',
  needs: [
    {
      title: 'Peak-season capacity',
      text: 'Wedding season, graduations and the holidays can double delivery volume for a few months.',
    },
    {
      title: 'Lift gates and tie-downs',
      text: 'Tables, chair carts, staging and AV cases loaded safely by small crews.',
    },
    {
      title: 'Trucks your drivers can drive',
      text: 'Box trucks and flatbeds under 26,001 lb GVWR, so no CDL is needed.',
    },
    {
      title: 'Cover when a truck is down',
      text: 'A replacement while one of your own trucks is in the shop, so deliveries still go out.',
    },
  ],
  recommendedVehicles: [
    {
      id: 'cargo-van-box-truck',
      reason: 'Box trucks with lift gates for tables, chairs and AV; cargo vans for technicians.',
    },
    { id: 'flatbed-truck', reason: 'Tents, staging, flooring and pallets.' },
    { id: 'trucks', reason: 'Small deliveries, and towing a light trailer with approval.' },
    { id: '15-passenger-van', reason: 'Setup crews for large events.' },
  ],
  tips: [
    {
      title: 'Reserve the peak early',
      text: 'Box trucks are the first vehicles to go in wedding season and in December. {freeCancellation}',
    },
    {
      title: 'Check your drivers’ ages',
      text: 'Drivers must be {minAge:cargo-van-box-truck} or older for cargo vans and box trucks, and {minAge:flatbed-truck} or older for the flatbed.',
    },
    {
      title: 'Your name, removable',
      text: 'Magnetic door signs are fine. Wraps and adhesive decals need our written approval.',
    },
    {
      title: 'Business use across state lines',
      text: 'Box trucks and flatbeds over 10,000 lb GVWR are commercial motor vehicles in interstate business use: the driver needs a DOT medical card and your company a USDOT number.',
    },
  ],
  faqs: [
    {
      question: 'Can we put our logo on your trucks?',
      answer:
        'Yes, on magnetic signs that come off without marks. Nothing adhesive on the paint without written approval, and remove signs before return.',
    },
    {
      question: 'Do our drivers need a CDL?',
      answer:
        'No. Our box trucks and flatbeds are rated under 26,001 lb GVWR. For business use across state lines, drivers do need a DOT medical card.',
    },
    {
      question: 'How much can the lift gate take?',
      answer:
        'Check the capacity plate on the gate, commonly 1,500 to 2,500 lb: enough for a loaded chair cart or a pallet of tables. Lock cart wheels and keep feet clear of the gate edge before lifting.',
    },
    {
      question: 'Can we rent for the whole season?',
      answer:
        'Yes. Monthly rentals run 1 to {maxMonths} months with {monthlyMiles} miles a month and routine maintenance included. See [long-term leasing](/long-term-leasing).',
    },
  ],
  quotePrompt: {
    intro: 'For a fleet quote, tell us:',
    items: [
      'Company name and the location you deliver from',
      'Peak dates, or the months you need',
      'What you deliver, and whether you need lift gates',
      'Daily delivery miles, roughly',
      'Drivers’ ages, and whether deliveries cross state lines',
    ],
  },
  image: {
    key: 'audience-equipment-rental',
    alt: 'A box truck with its lift gate lowered and stacked folding tables being unloaded at an event lawn.',
  },
};
