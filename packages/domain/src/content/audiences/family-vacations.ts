import type { AudiencePage } from '../audience-page.types.ts';

/** Audience page content: /family-vacations (audience-pages-personal group). */
export const page: AudiencePage = {
  slug: 'family-vacations',
  metaDescription:
    'Minivans, SUVs and passenger vans for family vacations and multi-family road trips: car-seat anchors, luggage room and unlimited miles on minivans and SUVs.',
  intro:
    'Family trips go better in one vehicle: two families in a 12 passenger van, a minivan from the airport, a four-wheel-drive SUV for the cabin. We help you match seats, car seats and suitcases, and tell you plainly what your own insurance and license cover.',
  needs: [
    {
      title: 'Seats and suitcases together',
      text: 'One suitcase per person plus strollers and coolers: luggage room matters as much as seats.',
    },
    { title: 'Car seats', text: 'Anchors for child seats, and room to install them without a struggle.' },
    {
      title: 'Freedom on the road',
      text: 'Unlimited miles on minivans and SUVs, {milesPerDay:12-passenger-van} miles a day on passenger vans, and clear rules on where you can drive.',
    },
    {
      title: 'Airport arrivals',
      text: 'Collect everyone from arrivals in one trip instead of two ride-shares and a taxi.',
    },
  ],
  recommendedVehicles: [
    { id: 'minivan', reason: 'Up to {seats:minivan} people with car seats and power sliding doors.' },
    { id: 'suvs', reason: 'Eight seats and four-wheel drive for snow, cabins and national parks.' },
    { id: '12-passenger-van', reason: 'Two families together, with luggage behind the last row.' },
    { id: '9-passenger-conversion-van', reason: 'The comfortable choice for long days on the road.' },
    { id: '15-passenger-van', reason: 'A big family group in one vehicle.' },
  ],
  tips: [
    {
      title: 'Count the luggage',
      text: 'Each vehicle page lists how many full-size suitcases fit with every seat taken. If the numbers are close, go one size up or pack soft bags.',
    },
    {
      title: 'Check park road limits',
      text: 'Some national park roads restrict vehicle size: Glacier’s Going-to-the-Sun Road bans vehicles over 21 ft long, 8 ft wide including mirrors, or 10 ft tall, and Zion’s tunnel needs an escort for large vehicles. Compare the dimensions on our vehicle pages.',
    },
    {
      title: 'Crossing a border',
      text: 'Canada is allowed with our written approval when you book; bring passports and the rental agreement. Mexico is not permitted.',
    },
    {
      title: 'Beach days and pets',
      text: 'Shake out the sand before return: heavy sand means a cleaning fee. Pets may ride in a closed carrier in minivans and SUVs; service animals are welcome in every vehicle.',
    },
  ],
  faqs: [
    {
      question: 'Can we bring car seats?',
      answer:
        'Yes, and please do: we do not supply them. Minivans and SUVs have LATCH anchors in the second row and at least one third-row seat; in passenger vans, install seats with the seat belt as your car-seat manual describes.',
    },
    {
      question: 'Can both parents drive?',
      answer:
        'Yes. Each additional driver is charged per day, shown in the price before you book; they show their license at pickup and meet the vehicle’s minimum age.',
    },
    {
      question: 'Do you offer one-way rentals?',
      answer: 'No. Every rental starts and ends at the same location.',
    },
    {
      question: 'Does my credit card cover the rental?',
      answer:
        'Many card benefits cover minivans and SUVs but exclude vans that seat more than eight or nine, trucks and cargo vans. Read your card’s terms before you decline our damage waiver.',
    },
  ],
  quotePrompt: {
    intro: 'Booking online is quickest. If you would rather ask first, tell us:',
    items: [
      'Travel dates and pickup location',
      'Adults, children and the car seats you will bring',
      'Suitcases, strollers and other bulky items',
      'Where you are headed, and whether you will cross into Canada',
    ],
  },
  image: {
    key: 'audience-family-vacations',
    alt: 'A family loading suitcases and a stroller into the back of a minivan at an airport curb.',
  },
};
