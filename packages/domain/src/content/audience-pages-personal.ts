import type { AudiencePage } from './audience-page.types.ts';

/** Personal (SPEC §2 Who We Serve): family vacations, family reunions, weddings. */
export const personalPages: AudiencePage[] = [
  {
    slug: 'family-vacations',
    metaDescription:
      'Minivans, SUVs and passenger vans for family vacations and multi-family road trips: car-seat anchors, luggage room and unlimited miles on daily rentals.',
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
        text: 'Unlimited miles on minivans, SUVs and passenger vans, and clear rules on where you can drive.',
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
          'Yes. Additional drivers are free when they show their license at pickup and meet the vehicle’s minimum age.',
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
  },
  {
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
  },
  {
    slug: 'weddings',
    metaDescription:
      'Wedding vehicle rentals: comfort buses for guest shuttles, a conversion van for the wedding party, and cargo vans for décor and rentals.',
    intro:
      'Weddings involve a surprising amount of moving: guests from the hotel to the ceremony and on to the reception, the wedding party to photos, family from the airport, and décor to the venue and back. Couples and planners rent from us for all of it, and our first question is who will drive, because it cannot be someone who plans to celebrate.',
    needs: [
      {
        title: 'Guest shuttles',
        text: 'Loops between the hotel block, ceremony and reception, timed to the schedule, with a last run after the send-off.',
      },
      {
        title: 'The wedding party',
        text: 'Everyone to the first look and photos together, without crushing a dress.',
      },
      {
        title: 'Décor and rentals',
        text: 'Arches, flowers, signs and DIY décor to the venue, and back the next morning.',
      },
      {
        title: 'A sober driver',
        text: 'A volunteer who is not drinking, or a hired driver. Everyone else celebrates.',
      },
    ],
    recommendedVehicles: [
      {
        id: '15-passenger-comfort-bus',
        reason: 'Guests in formal wear walk in upright, and no CDL is needed.',
      },
      { id: '9-passenger-conversion-van', reason: 'The wedding party, in captain’s chairs.' },
      { id: '25-passenger-bus', reason: 'Larger guest loops, with a CDL driver you hire.' },
      { id: 'cargo-van-box-truck', reason: 'Décor, flowers and rentals.' },
      { id: 'suvs', reason: 'The couple’s getaway, or the parents and grandparents.' },
    ],
    tips: [
      {
        title: 'Plan the shuttle backwards',
        text: 'Start from the ceremony time, time one loop, add ten minutes for loading, and count how many runs you need to seat every guest.',
      },
      {
        title: 'Decorate without damage',
        text: 'Ribbons, flowers on the grille and window-safe markers on glass are fine. No tape or adhesives on paint, and nothing tied on that drags.',
      },
      {
        title: 'Keep the driver on duty',
        text: 'Drivers drink nothing, and nobody drinks in the vehicle: open containers are illegal in most states and against our terms.',
      },
      {
        title: 'Weekend timing',
        text: 'Your price counts 24-hour periods from pickup. Picking up Friday afternoon and returning by the same time Sunday is two days.',
      },
    ],
    faqs: [
      {
        question: 'Can guests drink on the shuttle?',
        answer:
          'No. In most states open-container laws apply to everyone in a self-driven vehicle; the exemption for limousines and party buses applies to licensed for-hire operators. Our terms also prohibit drinking in our vehicles.',
      },
      {
        question: 'Do you provide a driver?',
        answer:
          'No, our rentals are self-drive. If no guest can stay sober all evening, a licensed chauffeured shuttle service is the better choice for the guest loops; rent from us for the wedding party and décor.',
      },
      {
        question: 'Can we decorate the vehicles?',
        answer:
          'Yes, if it comes off cleanly: ribbons, flowers and window-safe markers on glass (never the windshield). Adhesives and paint damage are charged as repairs.',
      },
      {
        question: 'Our planner is booking. Can we still be the drivers?',
        answer:
          'Yes. A planner can make the booking; each driver shows their own license at pickup and is listed on the agreement.',
      },
    ],
    quotePrompt: {
      intro: 'For a wedding quote, tell us:',
      items: [
        'Wedding date, venues and the hotel block',
        'Guests needing the shuttle, and the run times',
        'Wedding-party transport',
        'Décor or rentals to carry',
        'Who will drive (or whether you will hire a driver)',
      ],
    },
    image: {
      key: 'audience-weddings',
      alt: 'Wedding guests in formal wear boarding a white mini coach decorated with a ribbon.',
    },
  },
];
