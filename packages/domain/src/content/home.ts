import type { Cta, Faq, Point } from './content.types.ts';

/** The home page (`/`, the start of the reservation flow): copy around the booking form. */
export interface HomeContent {
  hero: { eyebrow: string; subheading: string; ctas: Cta[] };
  valueProps: Point[];
  stepsHeading: string;
  steps: Point[];
  trustPoints: Point[];
  faqs: Faq[];
}

export const home: HomeContent = {
  hero: {
    eyebrow: '{tagline}',
    subheading:
      'Minivans to 44 passenger buses, cargo vans and box trucks. See the price for your dates and book in minutes, or ask us to quote the whole group.',
    ctas: [
      { label: 'Request a group quote', to: '/quote' },
      { label: 'Why {brand}', to: '{whyPath}' },
    ],
  },
  valueProps: [
    {
      title: 'The right size for your group',
      text: '9, 12 and 15 passenger vans and 15 passenger buses on a regular license; 25 to 44 passenger buses for groups with a CDL driver.',
    },
    {
      title: 'The price before you book',
      text: 'Every vehicle’s rates are public, and the total for your dates, taxes and fees included, shows before you confirm. Nothing is charged online.',
    },
    {
      title: 'Clear license answers',
      text: 'Every vehicle says whether it needs a CDL and how old drivers must be, so there are no surprises at the counter.',
    },
    {
      title: 'A day, a week or a season',
      text: 'Weekly rates from 7 days, and monthly rentals of up to {maxMonths} months with maintenance included.',
    },
  ],
  stepsHeading: 'How booking works',
  steps: [
    {
      title: 'Choose where and when',
      text: 'Pick a location, your pickup and return times, and what the trip is for.',
    },
    {
      title: 'Pick your vehicles',
      text: 'See what is available with the total for your dates, and choose how many you need.',
    },
    {
      title: 'Confirm and pick up',
      text: 'Enter your contact details and reserve. Bring every driver’s license and a credit card to pickup. {freeCancellation}',
    },
  ],
  trustPoints: [
    { title: 'Our own fleet', text: 'Operated by {owner}: no brokers, no middlemen.' },
    {
      title: 'Checked between rentals',
      text: 'Tires, brakes, lights and fluids, before every group sets off.',
    },
    { title: 'Help around the clock', text: 'Roadside assistance 24 hours a day, 7 days a week.' },
    {
      title: 'Ready for organizations',
      text: 'Purchase orders, invoices, tax exemption and insurance certificates handled routinely.',
    },
  ],
  faqs: [
    {
      question: 'Do I need a CDL to drive a 15 passenger van?',
      answer:
        'No. Anything designed for 15 people or fewer, driver included, drives on a regular license; the [15 Passenger Van](/15-passenger-van) needs drivers {minAge:15-passenger-van} or older. Buses of 25 passengers and more need a CDL with a passenger endorsement.',
    },
    {
      question: 'How old do I have to be to rent?',
      answer:
        'At least {minAge:minivan}; the larger vehicles need drivers {minAge:15-passenger-van} or older. Each vehicle page shows its minimum, and so does our [age table](/rental-guidelines#ages).',
    },
    {
      question: 'Is there a mileage limit?',
      answer:
        'Not on minivans, SUVs and pickups rented by the day or week. Passenger vans and buses include {milesPerDay:15-passenger-van} miles per vehicle per rental day, and cargo vans, box trucks and flatbeds {milesPerDay:cargo-van-box-truck}, added up over the rental; see [mileage](/rental-guidelines#mileage).',
    },
    {
      question: 'What do I bring to pickup?',
      answer:
        'Every driver’s license, a credit card in the renter’s name for the deposit (not needed on an invoiced account), your insurance certificate if you use your own cover, and for CDL buses the CDL and DOT medical card.',
    },
    {
      question: 'Can I cancel?',
      answer: 'Yes, on [manage your booking](/manage) or by phone. {cancellationPolicy}',
    },
    {
      question: 'Do you provide drivers?',
      answer: 'No, every rental is self-drive: you or your organization supply the drivers.',
    },
  ],
};
