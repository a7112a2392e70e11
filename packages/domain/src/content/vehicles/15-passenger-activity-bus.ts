import * as n from '../licence-notes.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Vehicle page content: /15-passenger-activity-bus (vehicle-pages-small-buses group). */
export const page: VehiclePage = {
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
      reason: 'Children’s and youth ministry trips in the kind of bus many church insurers prefer to a van.',
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
        'Daily and weekly rentals include {milesPerDay} miles per rental day, added up over the rental; extra miles are charged at the per-mile rate on your agreement. Monthly rentals, handy for a sports season, include {monthlyMiles} miles a month.',
    },
  ],
};
