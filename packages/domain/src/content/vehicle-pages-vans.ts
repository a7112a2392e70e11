import { licenceNotes as n } from './licence-notes.ts';
import type { VehiclePage } from './vehicle-page.types.ts';

/** Passenger vans: the 9 passenger conversion van, the 12 and the 15 passenger van. */
export const vanPages: VehiclePage[] = [
  {
    id: '9-passenger-conversion-van',
    metaDescription:
      'Rent a 9 passenger conversion van: leather captain’s chairs, rear bench, screens and luggage room. No CDL needed, unlimited miles on daily rentals.',
    intro:
      'A conversion van is a full-size van refitted for comfort: leather captain’s chairs, a rear bench, extra headroom, screens and power outlets. It seats {seats} including the driver and suits executive groups, wedding parties and families who want to arrive rested. Any driver {minAge} or older with a regular license can take the wheel.',
    idealFor: [
      {
        audience: 'businesses-corporations',
        reason: 'Client visits and roadshows: captain’s chairs, power outlets and room to talk on the way.',
      },
      {
        audience: 'weddings',
        reason: 'Moves the wedding party together without crumpling a dress or a suit.',
      },
      {
        audience: 'family-vacations',
        reason: 'Long road trips for two families, with screens for the kids and luggage behind the bench.',
      },
      {
        audience: 'limousine-companies',
        reason: 'An executive van for airport runs and small groups when your own fleet is booked out.',
      },
      {
        audience: 'wine-tours-sightseeing',
        reason: 'A private tasting day for up to {riders} guests and a designated driver.',
      },
    ],
    specs: {
      seating:
        'Driver and front passenger, four leather captain’s chairs in two rows, and a three-seat rear bench that folds flat on many units.',
      luggage:
        'About {luggage} full-size suitcases behind the rear bench with all {seats} seats taken; carry-ons fit between the captain’s chairs.',
      dimensions: { lengthIn: 236, widthIn: 81, heightIn: 101 },
      dimensionsNote:
        'A Ford Transit medium-roof conversion; width is the body, mirrors add about 16 in. Chevrolet Express and GMC Savana conversions are about a foot shorter.',
      gvwr: 'about 8,600–9,100 lb',
      models: [
        'Ford Transit 150 or 250 conversion (Explorer, Sherrod or similar upfitters)',
        'Chevrolet Express 2500 conversion',
        'GMC Savana 2500 conversion',
      ],
      fuel: 'Gasoline (regular unleaded)',
      transmission: 'Automatic',
    },
    licence: {
      summary: 'No CDL: a regular driver’s license is all you need.',
      details: [n.underThresholdPassenger, n.licenseHeld],
    },
    features: [
      'Leather captain’s chairs with armrests',
      'Rear heat and air conditioning',
      'Flat-screen display with HDMI input (most units)',
      'USB and 110-volt outlets',
      'Tinted privacy glass and LED mood lighting',
      'Backup camera and Bluetooth audio',
      'Running boards for an easy step in',
    ],
    image: {
      key: 'vehicle-9-passenger-conversion-van',
      alt: 'A dark full-size conversion van with tinted windows, side door open to show leather captain’s chairs.',
    },
    faqs: [
      {
        question: 'What is a conversion van?',
        answer:
          'A standard full-size Ford, Chevrolet or GMC van rebuilt by a specialist upfitter with premium seats, trim, lighting and entertainment. Mechanically it is the same van, so it drives, fuels and parks like one.',
      },
      {
        question: 'Can I drive it on my normal license?',
        answer:
          'Yes. It seats {seats} including the driver, far below the 16-person CDL threshold, and it weighs well under 26,001 lb. Every driver must be {minAge} or older with a license held for at least {licenseMonths} months.',
      },
      {
        question: 'Will it fit in a parking garage?',
        answer:
          'Usually not. Medium-roof conversions stand about 8 ft 5 in, taller than the 6 ft 8 in to 7 ft clearance of most downtown, hotel and airport garages, so plan on surface lots or oversize parking. Overhead damage is not covered by the damage waiver.',
      },
      {
        question: 'Is there a mileage limit?',
        answer:
          'No. Daily and weekly rentals of passenger vans include unlimited miles. Monthly rentals include {monthlyMiles} miles a month; see [mileage](/rental-guidelines#mileage).',
      },
      {
        question: 'Does my own auto insurance or credit card cover it?',
        answer:
          'Ask your agent whether your policy extends to a rented nine-seat van: many do. Most credit-card rental benefits exclude full-size and conversion vans, so don’t rely on the card. If you are not covered, add our damage waiver at pickup; see [insurance](/rental-guidelines#insurance).',
      },
      {
        question: 'What fuel does it take?',
        answer:
          'Regular unleaded gasoline. It leaves full and should come back full; if it doesn’t, we refuel it at the local pump price plus a service fee.',
      },
    ],
    keywords: [
      '9 passenger van rental',
      'conversion van rental',
      'luxury van rental',
      'executive van rental',
      'captain’s chair van rental',
    ],
  },
  {
    id: '12-passenger-van',
    metaDescription:
      'Rent a 12 passenger van for teams, church groups and crews: no CDL, drivers from {minAge}, room for bags behind the last row, unlimited miles on daily rentals.',
    intro:
      'The 12 passenger van is the workhorse for groups of eight to twelve: teams, church groups, college departments and work crews. It is shorter than a 15 passenger van, easier to park, and leaves real room behind the last row for bags. No CDL is needed, and drivers can be {minAge}.',
    idealFor: [
      {
        audience: 'sports-teams',
        reason: 'A basketball or volleyball roster with coaches and every player’s bag.',
      },
      {
        audience: 'churches-ministries',
        reason: 'Sunday pickup routes and small youth trips, in a van volunteer drivers find easy to handle.',
      },
      {
        audience: 'schools-colleges',
        reason:
          'College departments, club sports and research field trips; for K–12 students, take the activity bus.',
      },
      {
        audience: 'construction-contractors',
        reason: 'A full crew to the job site, with tools and coolers behind the last row.',
      },
      {
        audience: 'summer-camps',
        reason: 'Staff who are {minAge} or older can drive it, so more of your counselors can take a turn.',
      },
    ],
    specs: {
      seating:
        'Four rows: driver and front passenger, then benches of three, three and four seats, every seat with a lap-and-shoulder belt.',
      luggage:
        'About {luggage} full-size suitcases, or a dozen duffels and backpacks, behind the fourth row with every seat taken.',
      dimensions: { lengthIn: 236, widthIn: 81, heightIn: 101 },
      dimensionsNote:
        'A Ford Transit medium roof; width is the body, mirrors add about 16 in. Low-roof Transits and Chevrolet Express vans stand about 7 ft and fit garages posted above 7 ft.',
      gvwr: 'about 9,000–9,600 lb',
      models: [
        'Ford Transit 350 XLT 12-passenger (low or medium roof)',
        'Chevrolet Express 3500 LT 12-passenger',
      ],
      fuel: 'Gasoline (regular unleaded)',
      transmission: 'Automatic',
    },
    licence: {
      summary: 'No CDL: a regular driver’s license is all you need.',
      details: [n.underThresholdPassenger, n.licenseHeld, n.k12Vans, n.organizationRules],
    },
    features: [
      'Lap-and-shoulder belts in every seat',
      'Electronic stability control',
      'Rear heat and air-conditioning vents for every row',
      'Backup camera and tire-pressure monitoring',
      'Bluetooth audio and USB charging up front',
      'Cruise control',
    ],
    image: {
      key: 'vehicle-12-passenger-van',
      alt: 'A white 12 passenger van from the side, sliding door open to show four rows of bench seats.',
    },
    faqs: [
      {
        question: 'Can I drive a 12 passenger van on my normal license?',
        answer:
          'Yes. A CDL is only needed from 16 people including the driver, so a regular license covers this van. Every driver must be {minAge} or older and have held a license for at least {licenseMonths} months.',
      },
      {
        question: 'How much luggage fits with 12 people?',
        answer:
          'About {luggage} full-size suitcases behind the last row, or a dozen duffels. Keep bags below the seat backs and out of the aisle: loose bags fly forward in a hard stop. For more, add a [cargo van](/cargo-van-box-truck).',
      },
      {
        question: 'Should we take a 12 or a 15 passenger van?',
        answer:
          'If your group is twelve or fewer including the driver, the 12 is the better van: shorter, easier to park, more room for bags, and drivers can be {minAge:12-passenger-van} instead of {minAge:15-passenger-van}.',
      },
      {
        question: 'Is it hard to drive?',
        answer:
          'It is longer and taller than a car, so allow more braking distance, take turns a little wider, use the mirrors and the backup camera, and watch for low drive-through canopies. Most drivers are comfortable after the first few miles.',
      },
      {
        question: 'Is there a mileage limit?',
        answer:
          'No. Daily and weekly rentals include unlimited miles. Monthly rentals include {monthlyMiles} miles a month.',
      },
      {
        question: 'Does our insurance cover it?',
        answer:
          'Personal policies vary on vans with more than eight or nine seats, and most credit-card benefits exclude them. Organizations usually rely on their commercial policy’s hired-auto coverage: send us the certificate before pickup. Otherwise add our damage waiver; see [insurance](/rental-guidelines#insurance).',
      },
    ],
    keywords: [
      '12 passenger van rental',
      'twelve passenger van rental',
      'church van rental',
      'team van rental',
      'van rental no CDL',
    ],
  },
  {
    id: '15-passenger-van',
    metaDescription:
      'Rent a 15 passenger van, the largest vehicle you can drive without a CDL. Drivers {minAge}+, unlimited miles on daily and weekly rentals, safety checked every trip.',
    intro:
      'The largest vehicle you can drive without a CDL: {seats} seats including the driver, on a regular license. Church groups, teams and crews use it to travel together in one vehicle. It is long, tall and heavy when full, so it asks more of the driver than a smaller van, and drivers must be {minAge} or older.',
    idealFor: [
      {
        audience: 'churches-ministries',
        reason: 'A whole small group or youth trip in one vehicle, with one volunteer driver.',
      },
      { audience: 'sports-teams', reason: 'A full roster with coaches, when gear travels separately.' },
      {
        audience: 'construction-contractors',
        reason:
          'The biggest crew a regular license can move to a job site, on monthly rates for long projects.',
      },
      {
        audience: 'government-military',
        reason: 'Seasonal crews, field teams and training details on a regular license.',
      },
      {
        audience: 'clubs-youth-orgs',
        reason: 'Adult-led club outings where everyone rides together.',
      },
    ],
    specs: {
      seating:
        'Five rows: driver and front passenger, three benches of three, and a four-seat rear bench, every seat with a lap-and-shoulder belt.',
      luggage:
        'About {luggage} full-size suitcases behind the last bench with all {seats} seats taken. Groups with a bag each usually leave the last row empty or add a cargo van.',
      dimensions: { lengthIn: 264, widthIn: 81, heightIn: 101 },
      dimensionsNote:
        'A Ford Transit extended length, medium roof; width is the body, mirrors add about 16 in. High-roof units stand about 9 ft 2 in; Chevrolet Express vans are about 20 ft 4 in long and 7 ft high.',
      gvwr: 'about 9,500–10,000 lb',
      models: [
        'Ford Transit 350 XLT 15-passenger (extended length, medium or high roof)',
        'Chevrolet Express 3500 LT 15-passenger',
      ],
      fuel: 'Gasoline (regular unleaded)',
      transmission: 'Automatic',
    },
    licence: {
      summary: 'No CDL: a regular driver’s license covers up to 15 people including the driver.',
      details: [n.underThresholdPassenger, n.licenseHeld, n.k12Vans, n.organizationRules],
    },
    features: [
      'Electronic stability control with roll stability control',
      'Tire pressures and tread checked before every rental',
      'Lap-and-shoulder belts in every seat',
      'Rear heat and air conditioning',
      'Backup camera and tire-pressure monitoring',
      'Side step at the sliding door',
    ],
    image: {
      key: 'vehicle-15-passenger-van',
      alt: 'A long white 15 passenger van with five rows of side windows, parked on a school lot.',
    },
    faqs: [
      {
        question: 'Can I drive a 15 passenger van on my normal license?',
        answer:
          'Yes. Federal CDL rules start at 16 people including the driver, so a 15 passenger van needs only a regular license. Our own rule is that every driver is {minAge} or older with a license held for at least {licenseMonths} months.',
      },
      {
        question: 'How much luggage fits with 15 people?',
        answer:
          'Not much: about {luggage} suitcases behind the last bench. For a weekend where everyone brings a bag, take the [15 Passenger Comfort Bus](/15-passenger-comfort-bus), whose luggage compartment holds {luggage:15-passenger-comfort-bus}, or add a [cargo van](/cargo-van-box-truck). Never put luggage on the roof.',
      },
      {
        question: 'Are 15 passenger vans safe?',
        answer:
          'Driven well, yes. Follow NHTSA’s advice: everyone belted; tires at the pressure on the door-pillar sticker (we check before every rental); nothing on the roof; when the van is not full, seat passengers in front of the rear axle; and an experienced, rested driver at moderate speed, especially on curves and ramps. Stability control, standard on our vans, greatly reduces the risk of a rollover.',
      },
      {
        question: 'Can you take out the back bench?',
        answer:
          'No, the seats stay in. If your school, district or insurer caps how many ride in a 15 passenger van, simply seat fewer people, or book a [12 Passenger Van](/12-passenger-van).',
      },
      {
        question: 'Is there a mileage limit?',
        answer:
          'No. Daily and weekly rentals include unlimited miles. Monthly rentals include {monthlyMiles} miles a month.',
      },
      {
        question: 'Will my personal auto policy or credit card cover it?',
        answer:
          'Often not: many personal policies and most credit-card benefits exclude vans that seat more than eight or nine. Churches, schools and companies normally use their commercial policy’s hired-auto coverage. Otherwise add our damage waiver and check your liability cover; see [insurance](/rental-guidelines#insurance).',
      },
    ],
    keywords: [
      '15 passenger van rental',
      'fifteen passenger van rental',
      '15 passenger van no CDL',
      'large passenger van rental',
      'church van rental',
    ],
  },
];
