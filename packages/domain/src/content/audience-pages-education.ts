import type { AudiencePage } from './audience-page.types.ts';

/** Education & Youth (SPEC §2 Who We Serve): schools and colleges, summer camps, clubs and youth organizations. */
export const educationPages: AudiencePage[] = [
  {
    slug: 'schools-colleges',
    metaDescription:
      'Field trip, athletics and competition vehicles for schools and colleges: activity buses for K–12, vans for college groups, purchase orders welcome.',
    intro:
      'Schools and colleges rent from us for field trips, away games, competitions and recruiting visits. Those trips come with rules, from district bans on 15 passenger vans for K–12 students to college driver policies and purchase-order billing, and we point you to the vehicle that satisfies them.',
    needs: [
      {
        title: 'Field trips and competitions',
        text: 'Science olympiad, debate, band and robotics trips run on dates fixed months ahead. You need the right number of seats on the day, and often a second vehicle for equipment.',
      },
      {
        title: 'Away games and tournaments',
        text: 'Teams travel most weekends of a season with coaches and bags. One booking per trip, made early, beats scrambling every Thursday.',
      },
      {
        title: 'Vehicles that are allowed for K–12 students',
        text: 'Many states and districts do not allow students in 12 or 15 passenger vans. An activity bus built to school-bus standards carries {riders:15-passenger-activity-bus} students on a regular license.',
      },
      {
        title: 'College travel on a purchase order',
        text: 'Departments, club sports and admissions teams need an invoice that matches the PO, our W-9, a certificate of insurance and the university’s tax exemption applied.',
      },
    ],
    recommendedVehicles: [
      {
        id: '15-passenger-activity-bus',
        reason: 'Built to school-bus safety standards for K–12 trips, and no CDL needed.',
      },
      {
        id: '12-passenger-van',
        reason: 'College departments and club teams, with drivers from {minAge:12-passenger-van}.',
      },
      {
        id: '44-passenger-bus',
        reason: 'A whole grade or team in one trip, driven by your district’s Class B CDL drivers.',
      },
      { id: '25-passenger-bus', reason: 'One class or squad with staff, for schools with CDL drivers.' },
      {
        id: 'cargo-van-box-truck',
        reason: 'Band instruments, robotics kits and theater sets traveling alongside the students.',
      },
    ],
    tips: [
      {
        title: 'Check your district or college policy first',
        text: 'Ask your transportation or risk office which vehicles and drivers are approved. Many colleges require a van-driver course and a driving-record check, and some cap how many may ride in a 15 passenger van.',
      },
      {
        title: 'Book spring dates early',
        text: 'April and May fill with competitions, senior trips and graduations, and the large buses go first.',
      },
      {
        title: 'Send the paperwork once',
        text: 'E-mail your tax-exemption certificate, PO and insurance certificate with your first booking of the year and we keep them on file.',
      },
      {
        title: 'Two drivers for long days',
        text: 'A teacher who has chaperoned since dawn should not also drive home at midnight. List a second driver: additional drivers cost nothing.',
      },
    ],
    faqs: [
      {
        question: 'Can we carry K–12 students in a 15 passenger van?',
        answer:
          'Check your state and district rules first: many do not allow it, and federal law bars dealers from selling or leasing new vans of that size to schools for student transport. The [15 Passenger Activity Bus](/15-passenger-activity-bus) is built to school-bus standards, seats {seats:15-passenger-activity-bus} including the driver and needs no CDL.',
      },
      {
        question: 'Do you accept purchase orders?',
        answer:
          'Yes. Schools, colleges and districts with an approved account pay by invoice against a PO, due in 30 days. Send the PO with your quote request and its number goes on the invoice.',
      },
      {
        question: 'Are school rentals tax-exempt?',
        answer:
          'Send your state exemption certificate and we apply it wherever the state allows. Some states charge rental-specific taxes or fees that exemptions do not cover; your quote shows what remains.',
      },
      {
        question: 'Our teacher will drive. What license is needed?',
        answer:
          'A regular license for the vans and the 15 passenger buses; drivers must be {minAge:12-passenger-van} or older for the 12 passenger van and {minAge:15-passenger-activity-bus} for the activity bus. The 25, 33 and 44 passenger buses need a CDL with a passenger endorsement and, when carrying K–12 students, usually the school bus endorsement too.',
      },
      {
        question: 'Can we book several vehicles for one trip?',
        answer:
          'Yes. Book several of the same vehicle in one reservation, or [request a quote](/quote) for a mix, such as a bus for students and a cargo van for instruments.',
      },
    ],
    quotePrompt: {
      intro: 'Tell us about the trip and we send a written quote, usually within one business day:',
      items: [
        'School or college name, and whether students are K–12',
        'Trip dates, pickup and return times, and destination',
        'Number of students and adults',
        'Who will drive and what license they hold (regular, or CDL with endorsements)',
        'Equipment to carry: instruments, sports gear, sets',
        'PO number, tax-exempt status and billing contact',
      ],
    },
    image: {
      key: 'audience-schools-colleges',
      alt: 'Students with backpacks boarding a small white activity bus outside a school.',
    },
  },
  {
    slug: 'summer-camps',
    metaDescription:
      'Vehicles for summer camps: opening-day luggage, excursions, staff errands and season-long vans at monthly rates, matched to the ages of your drivers.',
    intro:
      'A camp season has three kinds of driving: opening and closing days with hundreds of bags, weekly excursions off site, and a steady stream of errands, nurse runs and staff days off. We rent by the day for the peaks and by the month for the season, and help you match vehicles to the ages of the staff who will drive them.',
    needs: [
      {
        title: 'Opening and closing days',
        text: 'Campers arrive by plane, bus and car with trunks and duffels. Airport and station runs need luggage room more than seats.',
      },
      {
        title: 'Excursions',
        text: 'Rafting, climbing, water parks and overnights move whole cabins at once, with gear, often on rural roads.',
      },
      {
        title: 'Season-long vehicles',
        text: 'A van or two from June to August for supply runs, staff days off and program needs, at a monthly rate instead of day by day.',
      },
      {
        title: 'Drivers who meet the age rules',
        text: 'Many counselors are under 21. Every vehicle has a minimum driver age, so the ages of your drivers decide which vehicles you can use.',
      },
    ],
    recommendedVehicles: [
      {
        id: '15-passenger-activity-bus',
        reason: 'Excursions with campers in a vehicle built to school-bus standards; no CDL.',
      },
      {
        id: '15-passenger-comfort-bus',
        reason:
          'Arrival-day airport runs: a luggage compartment for {luggage:15-passenger-comfort-bus} bags.',
      },
      {
        id: '12-passenger-van',
        reason: 'The season workhorse that staff {minAge:12-passenger-van} and older can drive.',
      },
      {
        id: 'cargo-van-box-truck',
        reason: 'Trunks and duffels on opening day, so every van seat goes to a camper.',
      },
      { id: 'minivan', reason: 'Nurse runs, errands and small airport pickups.' },
    ],
    tips: [
      {
        title: 'Match vehicles to your drivers',
        text: 'List who will drive and their ages before you book. Staff {minAge:12-passenger-van} and older can drive minivans and 12 passenger vans; 15 passenger vans and all buses need drivers {minAge:15-passenger-van} or older.',
      },
      {
        title: 'Book the season as one monthly rental',
        text: 'Mid-June to mid-August is two monthly periods. The monthly rate is usually far below the daily rate over the same time, and includes {monthlyMiles} miles a month.',
      },
      {
        title: 'Separate luggage from people',
        text: 'On opening day a box truck for trunks means the vans can fill every seat and nothing rides in the aisle.',
      },
      {
        title: 'Camp roads are fine; trails are not',
        text: 'Maintained gravel and dirt roads into camp are fine. Fields, trails and beaches are not, and sand, mud or lake water inside a vehicle means a cleaning fee.',
      },
    ],
    faqs: [
      {
        question: 'Our counselors are 19 and 20. Can they drive?',
        answer:
          'Not our vehicles: every driver must be at least {minAge:12-passenger-van}, and {minAge:15-passenger-van} for 15 passenger vans and buses. Younger staff can ride along as supervisors.',
      },
      {
        question: 'Can we keep vehicles for the whole summer?',
        answer:
          'Yes. Monthly rentals run from 1 to {maxMonths} months, include {monthlyMiles} miles a month and routine maintenance. See [long-term leasing](/long-term-leasing).',
      },
      {
        question: 'Can campers’ trunks ride in the passenger vans?',
        answer:
          'Only what fits behind the last row, below the seat backs. Never in the aisle, on seats or on the roof. On arrival days a cargo van or box truck is safer and quicker to load.',
      },
      {
        question: 'What if a vehicle breaks down at a remote camp?',
        answer:
          'Call the 24/7 roadside number on your rental agreement. Give us the camp’s address and gate instructions when you book, so help can find you.',
      },
    ],
    quotePrompt: {
      intro: 'For a season quote, tell us:',
      items: [
        'Camp name and address',
        'Season dates, plus opening, closing and excursion days',
        'Campers and staff on each kind of trip',
        'The ages of the staff who will drive',
        'Luggage expected on opening and closing days',
        'Billing: invoice and PO, or card',
      ],
    },
    image: {
      key: 'audience-summer-camps',
      alt: 'Campers unloading duffel bags from a mini coach at a wooded summer camp entrance.',
    },
  },
  {
    slug: 'clubs-youth-orgs',
    metaDescription:
      'Vans and small buses for scout troops, 4-H, youth programs and recreation clubs: weekend outings, competitions and regular program runs.',
    intro:
      'Scout troops, 4-H clubs, Boys & Girls Clubs, YMCA programs, ski clubs and hiking groups run on volunteers and tight budgets. Most need a reliable van on a few weekends a year, sometimes a small bus, and a clear answer on who is allowed to drive.',
    needs: [
      {
        title: 'Weekend outings',
        text: 'Campouts, ski trips and hikes: a Friday-evening pickup and a Sunday return, with gear for everyone.',
      },
      {
        title: 'Competitions and gatherings',
        text: 'Jamborees, fairs, tournaments and regional meets that take the group hours from home or out of state.',
      },
      {
        title: 'Regular program runs',
        text: 'After-school pickups and weekly activities on the same days every week.',
      },
      {
        title: 'Youth-protection rules',
        text: 'Many youth organizations require two adults in every vehicle carrying young people, and check volunteer drivers before they drive.',
      },
    ],
    recommendedVehicles: [
      {
        id: '12-passenger-van',
        reason: 'A patrol or club with two adult leaders and gear behind the last row.',
      },
      {
        id: '15-passenger-activity-bus',
        reason: 'Trips with children in a vehicle built to school-bus standards.',
      },
      { id: 'suvs', reason: 'Ski trips: four-wheel drive and room inside for boots and boards.' },
      { id: 'cargo-van-box-truck', reason: 'Tents, cook boxes and camping gear for a jamboree.' },
      { id: 'minivan', reason: 'Leaders driving ahead to set up camp.' },
    ],
    tips: [
      {
        title: 'Decide your drivers before you book',
        text: 'Every driver is listed on the agreement, shows a license held for at least {licenseMonths} months and meets the vehicle’s minimum age. Adding drivers costs nothing, so list enough adults to share the driving.',
      },
      {
        title: 'Mountain trips in winter',
        text: 'Take a four-wheel-drive SUV, check traction laws before you go (Colorado enforces them on I-70 from September to May) and allow extra time.',
      },
      {
        title: 'Recurring days: compare a monthly rental',
        text: 'If you need a van three or more days a week, a monthly rental often costs less than booking each day. Ask for a quote and we compare both.',
      },
      {
        title: 'Check what your insurance covers',
        text: 'National organizations often provide liability coverage for approved activities, but it may not cover damage to a rented vehicle. Ask your council or national office, or add our damage waiver.',
      },
    ],
    faqs: [
      {
        question: 'Can a volunteer leader rent on behalf of our club?',
        answer:
          'Yes. The renter can be your organization, with an authorized adult signing; every driver still shows their own license and meets the vehicle’s minimum age.',
      },
      {
        question: 'Can older teens help with the driving?',
        answer:
          'No. Drivers must be at least {minAge:12-passenger-van}, and {minAge:15-passenger-van} for 15 passenger vans and buses.',
      },
      {
        question: 'Can we tow our troop trailer?',
        answer:
          'Only with a [pickup truck](/trucks) or an [SUV](/suvs), approved when you book and within the tow rating. Passenger vans and buses cannot tow.',
      },
      {
        question: 'Do you offer nonprofit rates?',
        answer:
          'Our rates are shown openly and are the same for every group. The real savings for a nonprofit are weekly and monthly rates: a rental of 7 full days or more is charged at the weekly rate, which is less than seven single days.',
      },
    ],
    quotePrompt: {
      intro: 'To quote your outing or program, tell us:',
      items: [
        'Organization name and the adult responsible',
        'Dates and times, or the weekly schedule for regular runs',
        'Youth and adults traveling, and their gear',
        'Destination, especially mountain or unpaved roads',
        'Who will drive, and their ages',
      ],
    },
    image: {
      key: 'audience-clubs-youth-orgs',
      alt: 'A scout troop loading backpacks into a white passenger van at a trailhead.',
    },
  },
];
