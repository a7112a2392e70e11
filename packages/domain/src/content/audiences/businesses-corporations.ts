import type { AudiencePage } from '../audience-page.types.ts';

/** Audience page content: /businesses-corporations (audience-pages-organizations group). */
export const page: AudiencePage = {
  slug: 'businesses-corporations',
  metaDescription:
    'Corporate vehicle rentals for offsites, trade shows, employee shuttles and field teams, with invoicing, insurance certificates and listed drivers.',
  intro:
    'Companies rent from us when the work moves: a leadership offsite, a trade-show booth, a shuttle while the parking garage is closed, a field team that needs trucks for a quarter. You get the vehicles, invoices finance will accept, and drivers you list once.',
  needs: [
    {
      title: 'Offsites and client events',
      text: 'Moving a team or clients between airport, hotel and venue on a schedule, comfortably.',
    },
    {
      title: 'Trade shows',
      text: 'A booth, literature and demo equipment to a convention center’s loading dock, with the team arriving separately.',
    },
    {
      title: 'Employee shuttles',
      text: 'Parking-lot or site shuttles during construction, an office move or shift changes, for days or months.',
    },
    {
      title: 'Field and project teams',
      text: 'Pickups, cargo vans and crew vans for a project’s duration at monthly rates.',
    },
  ],
  recommendedVehicles: [
    {
      id: '9-passenger-conversion-van',
      reason: 'Executives and clients: captain’s chairs and power outlets.',
    },
    { id: '15-passenger-comfort-bus', reason: 'Offsite groups with their luggage, and no CDL.' },
    { id: 'cargo-van-box-truck', reason: 'Trade-show freight and event materials.' },
    { id: 'suvs', reason: 'Executive transfers and site visits.' },
    { id: '12-passenger-van', reason: 'Teams and crews on a regular license.' },
  ],
  tips: [
    {
      title: 'Set up billing once',
      text: 'Send your PO or cost center, billing contact and certificate of insurance with the first quote; later bookings simply reference them.',
    },
    {
      title: 'Use the company’s policy, not employees’',
      text: 'Business use of a rental is normally covered by the company’s commercial auto policy with hired and non-owned auto coverage. Ask your broker for a certificate naming {owner}.',
    },
    {
      title: 'List every driver',
      text: 'Any employee who meets the age and license rules can be added as a driver; the price shown includes the additional-driver fee. An unlisted driver voids the damage waiver.',
    },
    {
      title: 'Book around your dock slot',
      text: 'Convention centers set move-in times and often require their own labor to unload. Time the cargo van’s pickup and return to your slot.',
    },
  ],
  faqs: [
    {
      question: 'Can we get one invoice for several vehicles?',
      answer:
        'Yes. Approved company accounts pay by invoice against a PO, due in 30 days, with every vehicle for one event or project on one invoice.',
    },
    {
      question: 'Does an employee’s personal policy cover a rental on company business?',
      answer:
        'Often not for business use, and rarely for large vans. Use your company’s hired-auto coverage or add our damage waiver.',
    },
    {
      question: 'Can our employees drive clients?',
      answer:
        'Yes. Carrying your own staff and guests free of charge is private transportation. Charging passengers a fare is different; see [shuttle transportation](/shuttle-transportation).',
    },
    {
      question: 'Do you offer corporate rates?',
      answer:
        'Rates are shown openly on every vehicle and are the same for every customer. For recurring or multi-vehicle needs, weekly and monthly rates bring the daily cost down, and a [quote](/quote) puts the whole program in one document.',
    },
  ],
  quotePrompt: {
    intro: 'For a corporate quote, tell us:',
    items: [
      'Company name and billing contact',
      'The event or project, dates and locations',
      'People to move and what needs carrying',
      'Who will drive',
      'PO or cost center, and your insurance broker’s contact for the certificate',
    ],
  },
  image: {
    key: 'audience-businesses-corporations',
    alt: 'Colleagues with laptop bags stepping into a conversion van outside an office building.',
  },
};
