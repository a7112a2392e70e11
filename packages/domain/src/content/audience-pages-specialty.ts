import type { AudiencePage } from './audience-page.types.ts';

/** Specialty (SPEC §2 Who We Serve): film production, limousine companies, shuttle transportation. */
export const specialtyPages: AudiencePage[] = [
  {
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
          'Yes, at no charge. E-mail their licenses before they drive; each must meet the vehicle’s minimum age and have held a license for at least {licenseMonths} months.',
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
  },
  {
    slug: 'limousine-companies',
    metaDescription:
      'Vehicle rentals for limousine and chauffeured transport companies: executive vans, SUVs and mini coaches for peak-season overflow, under your own authority.',
    intro:
      'Limousine and chauffeured transport operators rent from us to cover what their own fleet cannot: prom and wedding weekends, a big convention, a vehicle out for repairs. You carry the passengers under your own operating authority and insurance; we supply clean, unmarked vehicles by the day, week or month.',
    needs: [
      {
        title: 'Peak-season overflow',
        text: 'Prom, graduation and wedding weekends, and large conventions, when every vehicle you own is booked.',
      },
      {
        title: 'Replacement vehicles',
        text: 'Keeping a contract running while one of your vehicles is in the shop.',
      },
      {
        title: 'Testing a new service',
        text: 'Trying an airport or group-shuttle product before buying vehicles for it.',
      },
      {
        title: 'Compliance',
        text: 'Your authority, commercial insurance and local for-hire permits must cover the rented vehicle.',
      },
    ],
    recommendedVehicles: [
      { id: '9-passenger-conversion-van', reason: 'Executive groups and airport runs.' },
      { id: 'suvs', reason: 'Executive transfers; colors vary by unit, so say if you need black.' },
      {
        id: '15-passenger-comfort-bus',
        reason: 'Wedding and corporate groups: a walk-in door and a luggage compartment.',
      },
      { id: '25-passenger-bus', reason: 'Larger groups with your CDL chauffeurs.' },
      { id: '33-passenger-bus', reason: 'Convention and wedding guest loops.' },
    ],
    tips: [
      {
        title: 'Sign the commercial agreement first',
        text: 'For-hire use needs a commercial agreement before the first trip: your authority number, a certificate naming {owner} with the liability limits your authority requires, and your driver list.',
      },
      {
        title: 'Check local for-hire rules',
        text: 'Some states, cities and airports require livery plates, permits or inspections for for-hire vehicles. Ours carry standard registration, so confirm your regulator and the airports you serve accept a rented vehicle.',
      },
      {
        title: 'Our vehicle rules apply to your chauffeurs',
        text: 'Minimum ages, a CDL for vehicles of 16 or more seats, no smoking, and no alcohol consumed in the vehicle.',
      },
      {
        title: 'Signs come off cleanly',
        text: 'Magnetic signs or dash placards only; no wraps or adhesive decals without written approval.',
      },
    ],
    faqs: [
      {
        question: 'Can we use your vehicles to carry paying passengers?',
        answer:
          'Yes, under a commercial agreement and your own operating authority. Without that agreement, carrying passengers for pay is a prohibited use under our [terms](/terms).',
      },
      {
        question: 'What insurance do you need from us?',
        answer:
          'Commercial auto liability at the limits your authority requires (for interstate passenger carriers the federal minimum depends on seating capacity), plus physical damage cover for the rented vehicle or our damage waiver, with {owner} named as additional insured and loss payee.',
      },
      {
        question: 'Are your SUVs black?',
        answer:
          'Colors vary by unit. Tell us when you book if you need black and we confirm what we can assign before pickup.',
      },
      {
        question: 'Can our chauffeurs under 25 drive?',
        answer:
          'Only vehicles whose minimum age they meet: {minAge:9-passenger-conversion-van} and older for the conversion van and {minAge:suvs} and older for SUVs; {minAge:15-passenger-comfort-bus} and older for the comfort bus and every larger bus.',
      },
    ],
    quotePrompt: {
      intro: 'For an operator quote, tell us:',
      items: [
        'Company name, and your USDOT or state authority number',
        'The dates and the vehicles you need',
        'The work: airport, wedding, prom, corporate or a route',
        'Your chauffeurs’ license classes and ages',
        'Your insurance broker’s contact for the certificate',
      ],
    },
    image: {
      key: 'audience-limousine-companies',
      alt: 'A chauffeur holding the door of a dark conversion van outside a hotel at night.',
    },
  },
  {
    slug: 'shuttle-transportation',
    metaDescription:
      'Shuttle vehicle rentals for operators, hotels, campuses and events: mini coaches and buses for peak weeks, replacement vehicles and new routes.',
    intro:
      'Shuttle operators, hotels, campuses, parking operators and event organizers rent from us to add capacity without adding vehicles for good: an extra bus for a conference week, a replacement while yours is in the shop, or a season to prove a new route before buying.',
    needs: [
      {
        title: 'Peak capacity',
        text: 'Conferences, move-in weeks, holiday travel and events that double ridership for days or weeks.',
      },
      {
        title: 'Replacement vehicles',
        text: 'Keeping a contracted route running when one of your vehicles is down.',
      },
      {
        title: 'Proving a route',
        text: 'A few months of service on a new route to measure ridership before committing to a purchase.',
      },
      {
        title: 'Built for frequent stops',
        text: 'Walk-in doors, handrails and aisles for riders getting on and off all day.',
      },
    ],
    recommendedVehicles: [
      {
        id: '15-passenger-comfort-bus',
        reason: 'Hotel and airport shuttles with luggage: a walk-in door and no CDL.',
      },
      { id: '25-passenger-bus', reason: 'Campus and parking shuttles with CDL drivers.' },
      { id: '33-passenger-bus', reason: 'Event loops with heavy ridership.' },
      { id: '15-passenger-van', reason: 'Overflow on short runs, on a regular license.' },
    ],
    tips: [
      {
        title: 'Know whether your shuttle is for-hire',
        text: 'Riders paying directly, or through a ticket, room or package price, can make a shuttle for-hire transportation, which needs operating authority and commercial insurance. Check with your state regulator or FMCSA before service starts.',
      },
      {
        title: 'Plan for accessibility',
        text: 'Our fleet has no wheelchair-lift vehicles. A route that must be ADA accessible needs a lift-equipped vehicle from a specialist provider alongside ours.',
      },
      {
        title: 'Estimate monthly miles',
        text: 'Loop length × loops a day × service days. Monthly rentals include {monthlyMiles} miles a month; tell us your estimate and the quote prices the rest.',
      },
      {
        title: 'Match drivers to vehicles',
        text: 'Comfort buses and vans drive on a regular license; the 25 and 33 passenger buses need CDL drivers with a passenger endorsement.',
      },
    ],
    faqs: [
      {
        question: 'Can we put our livery on the vehicles?',
        answer:
          'Magnetic signs and removable window clings (not on the windshield or front side windows), yes. Wraps and adhesive decals need our written approval.',
      },
      {
        question: 'How are miles counted on a long shuttle rental?',
        answer:
          'Monthly rentals include {monthlyMiles} miles a month; extra miles are charged at the per-mile rate on your agreement. A 6-mile loop run 20 times a day for 30 days is 3,600 miles, so tell us your pattern and we include it in the quote.',
      },
      {
        question: 'Do you have wheelchair-accessible vehicles?',
        answer:
          'Not at present. Our comfort buses have a low step and a handrail, and folding wheelchairs and walkers ride in the luggage compartment, but riders who must stay in a wheelchair need a lift-equipped vehicle.',
      },
      {
        question: 'Can we get a replacement vehicle at short notice?',
        answer:
          'Often, yes. The availability page shows what each location has for your dates, including today; for an urgent replacement, call the location directly.',
      },
    ],
    quotePrompt: {
      intro: 'For a shuttle quote, tell us:',
      items: [
        'Operator, hotel, campus or event name',
        'Service dates and daily hours',
        'Loop length, stops and expected riders per trip',
        'Whether riders pay, and your operating authority if so',
        'Drivers and their license classes',
      ],
    },
    image: {
      key: 'audience-shuttle-transportation',
      alt: 'A mini coach at a hotel shuttle stop with travelers rolling suitcases toward its open door.',
    },
  },
];
