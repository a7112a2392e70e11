import type { AudiencePage } from '../audience-page.types.ts';

/** Audience page content: /government-military (audience-pages-organizations group). */
export const page: AudiencePage = {
  slug: 'government-military',
  metaDescription:
    'Vehicle rentals for government agencies and military units: crew vans, trucks and buses, purchase orders and government cards, tax exemption where allowed.',
  intro:
    'Agencies, municipalities and military units rent from us when a mission outgrows the motor pool: a seasonal parks crew, an election’s equipment, a storm response, a unit moving to training. We work with purchase orders and procurement files, and answer the paperwork questions up front.',
  needs: [
    {
      title: 'Procurement-ready quotes',
      text: 'A written quote with vehicles, dates and total for your procurement file, plus our W-9 and certificate of insurance.',
    },
    {
      title: 'Seasonal and surge crews',
      text: 'Vans and pickups for parks, public works and election teams, or for a response after a storm.',
    },
    {
      title: 'Moving people for training',
      text: 'Units and classes to ranges, schools and exercises, often with their own licensed drivers.',
    },
    {
      title: 'Equipment and records',
      text: 'Election equipment, office moves and supplies in cargo vans and box trucks.',
    },
  ],
  recommendedVehicles: [
    { id: '15-passenger-van', reason: 'Crews and details on a regular license.' },
    { id: 'trucks', reason: 'Parks and public-works crews, with four-wheel drive.' },
    { id: '44-passenger-bus', reason: 'Moving a unit or a class with your own Class B CDL drivers.' },
    { id: 'cargo-van-box-truck', reason: 'Election equipment, records and supplies.' },
    { id: '12-passenger-van', reason: 'Smaller teams, with drivers from {minAge:12-passenger-van}.' },
  ],
  tips: [
    {
      title: 'Attach the paperwork to the quote request',
      text: 'Send the PO, your tax-exemption certificate and the contracting officer’s or card holder’s name, and the quote comes back ready for your file.',
    },
    {
      title: 'Know which card is tax-exempt',
      text: 'Centrally billed government accounts are usually exempt from state taxes; individually billed travel cards usually are not.',
    },
    {
      title: 'Plan for base access',
      text: 'Our vehicles are unmarked civilian vehicles. Drivers need their own installation access, and the rental agreement should stay in the vehicle for gate checks.',
    },
    {
      title: 'For emergencies, call',
      text: 'For storm or emergency response, phone the nearest location rather than booking online: we tell you straight away what is available across our locations.',
    },
  ],
  faqs: [
    {
      question: 'Do you accept government purchase cards?',
      answer:
        'Yes, government-issued Visa and Mastercard purchase and travel cards, as well as invoicing against a purchase order for approved agencies.',
    },
    {
      question: 'Are government rentals tax-exempt?',
      answer:
        'Federal agencies, and many state and local ones, are exempt from state sales and rental taxes when they pay directly or with a centrally billed card and provide an exemption certificate. Some local rental fees still apply; your quote shows what remains.',
    },
    {
      question: 'Can you provide a quote for our procurement file?',
      answer:
        'Yes: a written quote listing vehicles, dates, rates and total, plus our W-9 and certificate of insurance on request. [Request a quote](/quote).',
    },
    {
      question: 'Can military drivers drive the CDL buses?',
      answer:
        'Yes, if they hold a state-issued CDL with a passenger endorsement of the class the bus needs. We cannot accept a military vehicle operator’s permit in place of a CDL.',
    },
  ],
  quotePrompt: {
    intro: 'For a quote for your agency or unit, tell us:',
    items: [
      'Agency or unit, and the point of contact',
      'Dates, locations and the mission in a sentence',
      'People and equipment to move',
      'Drivers and their license classes',
      'Payment: PO, centrally billed account or purchase card, and tax-exempt status',
    ],
  },
  image: {
    key: 'audience-government-military',
    alt: 'A row of white passenger vans and pickups parked outside a municipal public-works yard.',
  },
};
