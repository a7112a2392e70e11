import type { Cta, Faq, Point } from './content.types.ts';

/**
 * /long-term-leasing and the intro of /long-term-vehicles. A lease here is a monthly
 * rental of 1 to {maxMonths} months (the flow's rentalMonths, priced per month by
 * pricing.ts), not a finance lease.
 */
export interface LeasingContent {
  intro: string;
  steps: Point[];
  included: Point[];
  notIncluded: string[];
  whoFor: { audience: string; text: string }[];
  terms: Point[];
  faqs: Faq[];
  ctas: Cta[];
}

export const leasing: LeasingContent = {
  intro:
    'Keep a van, bus or truck for 1 to {maxMonths} months at a monthly rate, with maintenance, roadside assistance and registration included. It is a long-term rental, not a finance lease: no down payment, no residual value, and nothing to sell at the end.',
  steps: [
    {
      title: 'Tell us what you need',
      text: 'Vehicles, start date, number of months and the miles you expect. Book a single vehicle online as a monthly rental, or send a leasing request for several.',
    },
    {
      title: 'Get your confirmation or quote',
      text: 'The monthly rate per vehicle, the mileage allowance and your deposit or account terms, in writing.',
    },
    {
      title: 'Sign and pick up',
      text: 'Bring your insurance certificate or take our damage waiver, list your drivers, and pay the first month in advance, or have it invoiced to your account.',
    },
    {
      title: 'Drive; we keep it running',
      text: 'When the maintenance reminder comes up, book a slot at the location: routine service takes about an hour. Roadside assistance answers 24/7.',
    },
    {
      title: 'Renew, swap or return',
      text: 'Renew for further months, change to another size as your needs change, or bring it back.',
    },
  ],
  included: [
    {
      title: 'Scheduled maintenance',
      text: 'Oil changes, tire rotations, inspections and repairs from normal wear, at our cost.',
    },
    { title: 'Roadside assistance', text: '24 hours a day, 7 days a week, at the number on your agreement.' },
    { title: 'Registration and plates', text: 'Kept current by us, including required state inspections.' },
    {
      title: 'A replacement during repairs',
      text: 'While your vehicle is in for repairs you did not cause, we provide another where we have one available.',
    },
    {
      title: 'Additional drivers',
      text: 'As many qualified drivers as you need, each listed on the agreement.',
    },
  ],
  notIncluded: [
    'Fuel',
    'Insurance, unless you add our damage waiver',
    'Tolls, parking and traffic fines',
    'Damage beyond normal wear, including tire damage',
    'Miles over {monthlyMiles} a month',
  ],
  whoFor: [
    {
      audience: 'churches-ministries',
      text: 'A van for every Sunday and midweek route, without buying one.',
    },
    { audience: 'summer-camps', text: 'Vans and a minivan for the whole season.' },
    {
      audience: 'construction-contractors',
      text: 'Crew vans, pickups and a flatbed for the life of a project.',
    },
    {
      audience: 'businesses-corporations',
      text: 'Field teams, new hires and projects that need vehicles now.',
    },
    { audience: 'shuttle-transportation', text: 'A new route proved before you buy the vehicles for it.' },
    { audience: 'film-production', text: 'Department trucks and crew vans for a series.' },
  ],
  terms: [
    { title: 'Length', text: '1 to {maxMonths} months per agreement, renewable.' },
    {
      title: 'Billing',
      text: 'Each month is charged in advance to a card, or invoiced to approved accounts. A month runs to the same day of the next month.',
    },
    {
      title: 'Mileage',
      text: '{monthlyMiles} miles a month are included; extra miles are charged at the per-mile rate for the vehicle’s group in our [rental guidelines](/rental-guidelines#mileage).',
    },
    {
      title: 'Returning early',
      text: 'Every full month you have not started is refunded or not invoiced; a month you have started is charged in full.',
    },
    {
      title: 'Changing vehicles',
      text: 'Swap to another size mid-term where we have one; the new vehicle’s monthly rate applies from the next month.',
    },
  ],
  faqs: [
    {
      question: 'Is this a lease or a rental?',
      answer:
        'A long-term rental: you pay a monthly rate and hand the vehicle back. There is no down payment, no residual value and no penalty for returning early beyond the month in progress.',
    },
    {
      question: 'What does it cost?',
      answer:
        'Every vehicle’s monthly rate is listed on our [long-term vehicles](/long-term-vehicles) page, and it is the same rate you get online and on a quote. For several vehicles, send a leasing request and we put them in one quote.',
    },
    {
      question: 'How does maintenance work?',
      answer:
        'When the maintenance reminder comes up, or about every 5,000 miles, book a slot at the location. Tell us about a warning light or a new noise straight away: it is cheaper to fix early, and it is our cost, not yours.',
    },
    {
      question: 'Do we need a credit check?',
      answer:
        'Not to pay by card. To pay by invoice, organizations complete a short account application, usually approved within a few business days.',
    },
    {
      question: 'Can we keep a vehicle longer than {maxMonths} months?',
      answer:
        'Yes: renew at the end of the term. If you will need it for years, compare with buying one of our [fleet sales](/fleet-sales) vehicles.',
    },
    {
      question: 'Can we put our name on it?',
      answer: 'Magnetic signs, yes. Wraps and adhesive decals need our written approval.',
    },
  ],
  ctas: [
    { label: 'Send a leasing request', to: '#leasing-request' },
    { label: 'See monthly rates', to: '/long-term-vehicles' },
  ],
};

/** The intro of /long-term-vehicles, above the live list of monthly rates. */
export const longTermVehicles = {
  intro:
    'Every vehicle in our fleet can be rented by the month. Monthly rates include maintenance, roadside assistance and {monthlyMiles} miles a month. Choose a vehicle for seats, luggage and license details, or start a monthly reservation.',
  rateNote: 'Rates are per vehicle per month, before taxes. Terms run 1 to {maxMonths} months.',
  ctas: [
    { label: 'Start a monthly reservation', to: '/' },
    { label: 'How leasing works', to: '/long-term-leasing' },
  ] satisfies Cta[],
};
