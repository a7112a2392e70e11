import type { Cta, Faq, Point } from './content.types.ts';

/**
 * The why-us page (`/why-{product}`, SPEC §2). Counts are placeholders the page fills
 * from live data: `{fleetSize}` (units), `{locations}`, `{vehicleClasses}`.
 */
export interface Testimonial {
  quote: string;
  /** The speaker's role and kind of organization; never a person's name. */
  role: string;
  organizationType: string;
  /** Always true: these illustrate typical trips and are labeled as examples on the page. */
  isExample: true;
}

export interface WhyUsContent {
  intro: string;
  /** One line for hero or meta use. */
  summary: string;
  stats: { value: string; label: string }[];
  reasons: Point[];
  testimonialsHeading: string;
  /** Shown with the testimonials, so no visitor mistakes them for real reviews. */
  exampleNotice: string;
  testimonials: Testimonial[];
  faqs: Faq[];
  ctas: Cta[];
}

export const whyUs: WhyUsContent = {
  intro:
    'Groups rent from {brand} because the hard parts of group travel, who can drive what, how much fits and what it costs, get straight answers before anyone books.',
  summary: '{fleetSize} vehicles across {locations} locations, from minivans to 44 passenger buses.',
  stats: [
    { value: '{fleetSize}', label: 'vehicles in the fleet' },
    { value: '{locations}', label: 'pickup locations' },
    { value: '{vehicleClasses}', label: 'vehicle types, minivan to 44 passenger bus' },
    { value: '24/7', label: 'roadside assistance' },
  ],
  reasons: [
    {
      title: 'One fleet, minivan to bus',
      text: '{vehicleClasses} types of vehicle under one roof, so a trip that needs a bus, two vans and a cargo van is one conversation, not three companies.',
    },
    {
      title: 'Prices you can see',
      text: 'Daily, weekly and monthly rates for every vehicle are on the site, and the availability page shows the total for your dates, taxes and fees included, line by line, before you book.',
    },
    {
      title: 'Straight answers on licenses',
      text: 'Every vehicle page says whether it needs a CDL and which class, so nobody finds out at the counter. Everything with 15 seats or fewer drives on a regular license.',
    },
    {
      title: 'Vehicles checked for groups',
      text: 'Tires, brakes, lights and fluids are checked between rentals, and tire pressures are set on every passenger van, because a loaded group vehicle depends on them.',
    },
    {
      title: 'Built for organizations',
      text: 'Purchase orders and invoices, tax-exemption and insurance certificates, and approved driver lists kept on file for schools, churches, agencies and companies.',
    },
    {
      title: 'From a day to a year',
      text: 'Rent by the day or week, by the month for up to {maxMonths} months with maintenance included, or buy a vehicle from our [fleet sales](/fleet-sales).',
    },
  ],
  testimonialsHeading: 'What a good trip sounds like',
  exampleNotice:
    'These are examples that illustrate typical trips our customers take. They are not quotes from real customers.',
  testimonials: [
    {
      quote:
        'After the district tightened its rules we moved away games from vans to the activity bus. Same seat count, no CDL, and the coaches stopped wondering whether they were allowed to drive it.',
      role: 'Athletic director',
      organizationType: 'Public high school',
      isExample: true,
    },
    {
      quote:
        'The comfort bus took {riders:15-passenger-comfort-bus} students and all their luggage to camp, and our volunteer driver felt at home within ten minutes. Seeing the price before booking made the budget approval easy.',
      role: 'Youth pastor',
      organizationType: 'Suburban church',
      isExample: true,
    },
    {
      quote:
        'Two box trucks and three crew vans for six weeks, one invoice, and the insurance certificate sorted before prep started.',
      role: 'Transportation coordinator',
      organizationType: 'Independent film production',
      isExample: true,
    },
    {
      quote:
        'The luggage compartment was the whole point: the full roster and every hockey bag in one vehicle, without a second van.',
      role: 'Team manager',
      organizationType: 'Youth travel hockey club',
      isExample: true,
    },
  ],
  faqs: [
    {
      question: 'Do you own the vehicles?',
      answer:
        'Yes. {brand} rents its own fleet, operated by {owner}. The vehicle you book is ours, and so is its maintenance.',
    },
    {
      question: 'Do you provide drivers?',
      answer:
        'No, every rental is self-drive. Vehicles with 15 seats or fewer need only a regular license; larger buses need your own CDL driver.',
    },
    {
      question: 'Can I book several vehicles at once?',
      answer:
        'Yes: several of the same vehicle in one reservation, or a mix of vehicles through a [quote request](/quote).',
    },
    {
      question: 'Where can I pick up?',
      answer:
        'At any of our {locations} locations; addresses and opening hours are on the [contact page](/contact). Rentals return to the location where they started.',
    },
  ],
  ctas: [
    { label: 'Check availability', to: '/' },
    { label: 'Request a quote', to: '/quote' },
  ],
};
