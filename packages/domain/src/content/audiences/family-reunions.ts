import type { AudiencePage } from '../audience-page.types.ts';

/** Audience page content: /family-reunions (audience-pages-personal group). */
export const page: AudiencePage = {
  slug: 'family-reunions',
  metaDescription:
    'Vehicles for family reunions: comfort buses and vans to gather relatives from airports and hotels, with easy access for older family members.',
  intro:
    'A reunion brings relatives in from everywhere and then tries to move them around together: airport pickups, hotel to the park, a group dinner, a drive past the old family home. One or two group vehicles keep everyone together and replace a line of ride-shares, as long as a relative who enjoys driving takes the keys.',
  needs: [
    { title: 'Gathering arrivals', text: 'Airport and station pickups across a day or two, with luggage.' },
    {
      title: 'Moving the family together',
      text: 'Hotel to picnic, dinner or a family tour in one or two vehicles instead of a line of cars.',
    },
    {
      title: 'Easy access for elders',
      text: 'Low steps, handrails and room for walkers and folding wheelchairs.',
    },
    { title: 'Supplies', text: 'Tents, coolers, tables, chairs and the banner for the group photo.' },
  ],
  recommendedVehicles: [
    {
      id: '15-passenger-comfort-bus',
      reason: 'A walk-in door, a handrail and a luggage compartment, with no CDL needed.',
    },
    { id: '12-passenger-van', reason: 'One branch of the family with its bags.' },
    { id: 'minivan', reason: 'The lowest step-in height, for grandparents.' },
    { id: 'cargo-van-box-truck', reason: 'Tents, tables and coolers for the picnic.' },
    { id: '25-passenger-bus', reason: 'The whole family in one trip, if a relative holds a CDL.' },
  ],
  tips: [
    {
      title: 'Choose drivers early',
      text: 'Drivers must meet each vehicle’s minimum age and must not drink while driving the group. Pick them before you book, and list two per vehicle so nobody misses the party.',
    },
    {
      title: 'Build an arrivals schedule',
      text: 'Group flights into pickup windows and give each driver a list of names and terminals.',
    },
    {
      title: 'Walkers and wheelchairs',
      text: 'Folding walkers and wheelchairs ride in the luggage space. Our fleet has no wheelchair-lift vehicles.',
    },
    {
      title: 'One renter per booking',
      text: 'Each booking is paid by one renter. If branches of the family want to pay separately, book a vehicle each.',
    },
  ],
  faqs: [
    {
      question: 'Can we split the bill between families?',
      answer:
        'One booking is paid by one renter. Families who want to pay separately can each book their own vehicle, on the same dates at the same location.',
    },
    {
      question: 'Grandma uses a walker. Which vehicle is easiest?',
      answer:
        'The [minivan](/minivan) has the lowest step and wide sliding doors. For a bigger group, the [comfort bus](/15-passenger-comfort-bus) has a handrail and an aisle, so nobody climbs over a bench; the walker rides in the luggage compartment.',
    },
    {
      question: 'Do we need a CDL to move 20 people?',
      answer:
        'For one 25 passenger bus, yes. Without a CDL holder, two [15 Passenger Comfort Buses](/15-passenger-comfort-bus) or a comfort bus and a 12 passenger van carry 20 on regular licenses.',
    },
    {
      question: 'Can we pick up near the airport?',
      answer:
        'Several of our locations are close to major airports. See [our locations and opening hours](/contact).',
    },
  ],
  quotePrompt: {
    intro: 'For a reunion quote, tell us:',
    items: [
      'Reunion dates and the city',
      'How many relatives need rides, and on which days',
      'Arrival airports or stations',
      'Anyone using a walker or wheelchair',
      'Who will drive, and their ages',
    ],
  },
  image: {
    key: 'audience-family-reunions',
    alt: 'Three generations of a family stepping out of a mini coach at a lakeside park pavilion.',
  },
};
