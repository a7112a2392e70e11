import { licenceNotes as n } from './licence-notes.ts';
import type { VehiclePage } from './vehicle-page.types.ts';

/** The two 15 passenger buses: the most a group can carry on a regular license, in bus form. */
export const smallBusPages: VehiclePage[] = [
  {
    id: '15-passenger-activity-bus',
    metaDescription:
      'Rent a 15 passenger activity bus (MFSAB) built to school-bus safety standards for field trips and games. No CDL needed; drivers {minAge} and older.',
    intro:
      'A small bus built to federal school-bus safety standards, known as a multifunction school activity bus (MFSAB), without the yellow paint, stop arm or flashing lights. Schools, camps and youth groups use it for field trips and games where rules keep K–12 students out of passenger vans. It seats {seats} including the driver, so no CDL is needed.',
    idealFor: [
      {
        audience: 'schools-colleges',
        reason:
          'Field trips, games and competitions where districts do not allow students in 15 passenger vans.',
      },
      {
        audience: 'summer-camps',
        reason: 'Off-site excursions with campers in a vehicle built like a school bus.',
      },
      {
        audience: 'clubs-youth-orgs',
        reason: 'Scout, 4-H and after-school outings with children aboard.',
      },
      {
        audience: 'churches-ministries',
        reason:
          'Children’s and youth ministry trips in the kind of bus many church insurers prefer to a van.',
      },
      { audience: 'sports-teams', reason: 'Middle and high school teams traveling to away games.' },
    ],
    specs: {
      seating:
        '{riders} forward-facing, padded high-back seats either side of a center aisle, plus the driver. Passengers board through a front door with steps and a handrail.',
      luggage:
        'A storage area behind the last row holds about {luggage} duffels or sports bags, kept clear of the emergency exits. Suitcases and instruments travel better in a second vehicle.',
      dimensions: { lengthIn: 282, widthIn: 92, heightIn: 114 },
      dimensionsNote:
        'Typical for a cutaway on a Ford E-Series or Chevrolet Express chassis; width is the body without mirrors. Exact length varies by body builder.',
      gvwr: 'about 12,000–14,500 lb',
      models: [
        'Micro Bird G5 activity bus (MFSAB) on a Ford E-Series or Chevrolet Express cutaway',
        'Thomas Built Minotour activity bus (MFSAB)',
        'Similar MFSAB bodies on a cutaway chassis',
      ],
      fuel: 'Gasoline (regular unleaded)',
      transmission: 'Automatic',
    },
    licence: {
      summary:
        'No CDL: {seats} seats including the driver and under 26,001 lb, so a regular license is enough.',
      details: [
        n.underThresholdPassenger,
        n.licenseHeld,
        'Some states ask school staff who drive students to hold a state activity-bus or school-driver certificate even when no CDL is needed. Your district transportation office will know.',
      ],
    },
    features: [
      'Built to federal school-bus crash standards, except the stop arm and red warning lights',
      'Padded high-back seats that form protective compartments',
      'Front entry door with steps and a handrail',
      'Emergency exit door and roof hatches',
      'Heat and air conditioning',
      'Backup camera',
    ],
    image: {
      key: 'vehicle-15-passenger-activity-bus',
      alt: 'A small white activity bus with a front entry door, parked outside a school gym.',
    },
    faqs: [
      {
        question: 'What is an activity bus (MFSAB)?',
        answer:
          'A multifunction school activity bus is built to the same federal crash standards as a school bus, but has no stop arm or flashing red lights and may not be painted school-bus yellow. Schools may use it for trips and activities, not for home-to-school routes, which need a full school bus.',
      },
      {
        question: 'Can our teacher or coach drive it without a CDL?',
        answer:
          'Yes under federal rules: it seats {seats} including the driver and weighs under 26,001 lb. Some states add a school-driver certification for staff who drive students, so check with your district before the trip.',
      },
      {
        question: 'Why not just rent a 15 passenger van?',
        answer:
          'For K–12 students, many states and districts do not allow it, and federal law bars dealers from selling or leasing new vans of that size to schools for student transport. This bus is the compliant choice at the same seat count, and passengers walk in through a front door instead of climbing past benches.',
      },
      {
        question: 'How much gear fits?',
        answer:
          'About {luggage} duffels or sports bags in the rear storage area. For band instruments, robotics kits or a team’s equipment, add a [cargo van](/cargo-van-box-truck).',
      },
      {
        question: 'Is there a mileage limit?',
        answer:
          'No. Daily and weekly rentals include unlimited miles. Monthly rentals, handy for a sports season, include {monthlyMiles} miles a month.',
      },
    ],
    keywords: [
      '15 passenger activity bus rental',
      'MFSAB rental',
      'activity bus rental',
      'school field trip bus rental',
      'small bus rental no CDL',
    ],
  },
  {
    id: '15-passenger-comfort-bus',
    metaDescription:
      'Rent a 15 passenger comfort bus: reclining seats, a center aisle, walk-in door and a luggage compartment. No CDL needed, unlimited miles on daily rentals.',
    intro:
      'A mini coach for {riders} passengers and a driver, with high-back reclining seats, a center aisle, a walk-in door and a separate luggage compartment. It is the comfortable way to take a group on a long trip without a CDL: weekend retreats, airport runs with luggage, and tournaments where everyone brings a bag.',
    idealFor: [
      {
        audience: 'sports-teams',
        reason: 'A tournament weekend with every player’s bag in the luggage compartment, not on laps.',
      },
      {
        audience: 'churches-ministries',
        reason:
          'Retreats and mission trips: comfortable seats for long days and room for everyone’s luggage.',
      },
      {
        audience: 'weddings',
        reason: 'Guests in formal wear walk in upright instead of climbing over van benches.',
      },
      {
        audience: 'destination-management',
        reason: 'Airport arrivals with one suitcase per guest and a front door for easy loading.',
      },
      {
        audience: 'family-reunions',
        reason: 'A handrail, low step and aisle make it the easiest vehicle for older relatives.',
      },
    ],
    specs: {
      seating:
        '{riders} high-back reclining seats either side of a center aisle, plus the driver. Passengers walk in upright through a front door with a handrail.',
      luggage:
        'A rear luggage compartment with its own outside door takes about {luggage} full-size suitcases, one per passenger; most units also have shelves for small bags inside.',
      dimensions: { lengthIn: 288, widthIn: 96, heightIn: 118 },
      dimensionsNote:
        'Typical for a Ford Transit or E-Series cutaway mini coach; width is the body without mirrors.',
      gvwr: 'about 12,500–14,500 lb',
      models: [
        'Ford Transit 350 HD or E-450 cutaway with a mini-coach body',
        'Bodies by builders such as Glaval, Starcraft or Champion',
      ],
      fuel: 'Gasoline (regular unleaded)',
      transmission: 'Automatic',
    },
    licence: {
      summary:
        'No CDL: {seats} seats including the driver and under 26,001 lb, so a regular license is enough.',
      details: [n.underThresholdPassenger, n.licenseHeld, n.organizationRules],
    },
    features: [
      'High-back reclining seats with lap-and-shoulder belts',
      'Center aisle and walk-in front door with handrail',
      'Rear luggage compartment with exterior door',
      'Roof-ducted air conditioning and heat',
      'USB charging at the seats (most units)',
      'PA microphone and backup camera',
    ],
    image: {
      key: 'vehicle-15-passenger-comfort-bus',
      alt: 'A white mini coach with tinted windows and an open front door, guests stepping in beside a hotel entrance.',
    },
    faqs: [
      {
        question: 'Do I need a CDL to drive the comfort bus?',
        answer:
          'No. It seats {seats} including the driver and weighs under 26,001 lb, so a regular license is enough. Every driver must be {minAge} or older with a license held for at least {licenseMonths} months.',
      },
      {
        question: 'How is it different from a 15 passenger van?',
        answer:
          'Same seat count, different trip: an aisle and walk-in door instead of benches behind a sliding door, reclining seats, standing headroom on most units, and a luggage compartment for {luggage} suitcases against about {luggage:15-passenger-van} in the van. It is also wider and taller, so it needs more care at clearances.',
      },
      {
        question: 'Is it hard to drive?',
        answer:
          'Anyone comfortable in a large van adjusts quickly: it is built on a heavy-duty van chassis. It is 8 ft wide, so use both mirrors, and nearly 10 ft tall, so drive-throughs, hotel canopies and parking garages are off-limits. Overhead damage is not covered by the damage waiver.',
      },
      {
        question: 'Is there a mileage limit?',
        answer:
          'No. Daily and weekly rentals include unlimited miles. Monthly rentals include {monthlyMiles} miles a month.',
      },
      {
        question: 'Can we use it to carry paying passengers?',
        answer:
          'Only under a commercial agreement: carrying passengers for pay needs your own operating authority and commercial insurance. See [shuttle transportation](/shuttle-transportation) for how that works.',
      },
    ],
    keywords: [
      '15 passenger bus rental',
      'mini bus rental no CDL',
      'mini coach rental',
      'small bus rental with luggage',
      'shuttle bus rental',
    ],
  },
];
