import type { AudiencePage } from './audience-page.types.ts';

/** Organizations & Groups (SPEC §2 Who We Serve): churches, corporate and government. */
export const organizationPages: AudiencePage[] = [
  {
    slug: 'churches-ministries',
    metaDescription:
      'Church van and bus rentals for Sunday pickups, youth retreats, mission trips and choir tours, with clear driver rules and monthly rates for regular ministry.',
    intro:
      'Churches rent for the rhythm of ministry: Sunday and midweek pickups, youth retreats, mission trips, choir tours and senior outings. Most of it is driven by volunteers, so the real questions are who can drive, what your church’s insurance covers, and whether a monthly rental beats buying a van.',
    needs: [
      {
        title: 'Sunday and midweek pickups',
        text: 'Members without cars, seniors and families brought to services and small groups on a regular route.',
      },
      {
        title: 'Youth retreats and camps',
        text: 'A weekend away with teenagers, sleeping bags and luggage, often hours from home.',
      },
      {
        title: 'Mission trips',
        text: 'A week or more, sometimes several states away, with supplies, tools and luggage for the whole team.',
      },
      {
        title: 'Choir and worship team travel',
        text: 'Singers, sound equipment and instruments to concerts, conferences and sister churches.',
      },
    ],
    recommendedVehicles: [
      {
        id: '15-passenger-comfort-bus',
        reason: 'Retreats and mission trips: reclining seats and a luggage compartment, and no CDL.',
      },
      {
        id: '12-passenger-van',
        reason:
          'Sunday routes: easy for volunteers to drive and park, with drivers from {minAge:12-passenger-van}.',
      },
      {
        id: '15-passenger-activity-bus',
        reason: 'Children’s and youth ministry in a vehicle built to school-bus standards.',
      },
      {
        id: '25-passenger-bus',
        reason: 'Choir tours when a member holds a CDL with a passenger endorsement.',
      },
      { id: 'cargo-van-box-truck', reason: 'Mission supplies, sound systems and instruments.' },
    ],
    tips: [
      {
        title: 'Check your hired-auto coverage',
        text: 'Ask your agent whether the church policy includes hired-auto liability and physical damage. If it does, they send a certificate naming {owner}; if not, add our damage waiver and review your liability cover.',
      },
      {
        title: 'Write down your driver policy',
        text: 'Minimum age, years licensed, a driving-record check and a short orientation drive. Many church insurers ask for one, and it protects your volunteers.',
      },
      {
        title: 'Rent monthly before you buy',
        text: 'A monthly rental of 1 to {maxMonths} months, maintenance included, shows whether your ministry needs its own vehicle before you take on a purchase, insurance and upkeep.',
      },
      {
        title: 'Bring your exemption certificate',
        text: 'Tax-exempt status covers some rental taxes but not all, depending on the state; your quote shows what remains.',
      },
    ],
    faqs: [
      {
        question: 'How old must our volunteer drivers be?',
        answer:
          'At least {minAge:15-passenger-van} for the 15 passenger van and every bus, and at least {minAge:12-passenger-van} for the 12 passenger van, the conversion van and the minivan. Every driver must also have held a license for at least {licenseMonths} months.',
      },
      {
        question: 'Does our church insurance cover a rented van?',
        answer:
          'It does if your policy includes hired-auto coverage. Ask your agent for a certificate naming {owner} as additional insured and loss payee. Without it, add our damage waiver: volunteers’ personal policies often exclude 15 passenger vans.',
      },
      {
        question: 'Can we use the same van every Sunday without booking each week?',
        answer:
          'Yes. A monthly rental keeps one vehicle at your church for 1 to {maxMonths} months with {monthlyMiles} miles a month and routine maintenance included. See [long-term leasing](/long-term-leasing).',
      },
      {
        question: 'Our mission trip crosses several states. Any limits?',
        answer:
          'Passenger vans and 15 passenger buses have unlimited miles on daily and weekly rentals. Canada is allowed with our written approval; Mexico is not permitted.',
      },
    ],
    quotePrompt: {
      intro: 'For a quote for your ministry, tell us:',
      items: [
        'Church name and the ministry (youth, missions, seniors, music)',
        'Dates, or the weekly schedule for regular routes',
        'People traveling, and luggage or equipment',
        'Destination, for trips',
        'Your volunteer drivers’ ages, and whether anyone holds a CDL',
        'Tax-exempt status and whether your policy includes hired-auto coverage',
      ],
    },
    image: {
      key: 'audience-churches-ministries',
      alt: 'A youth group with sleeping bags beside a white mini coach in a church parking lot.',
    },
  },
  {
    slug: 'businesses-corporations',
    metaDescription:
      'Corporate vehicle rentals for offsites, trade shows, employee shuttles and field teams, with invoicing, insurance certificates and free additional drivers.',
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
        text: 'Any employee who meets the age and license rules can be added at no charge. An unlisted driver voids the damage waiver.',
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
  },
  {
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
  },
];
