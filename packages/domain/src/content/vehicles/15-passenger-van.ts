import * as n from '../licence-notes.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Vehicle page content: /15-passenger-van (vehicle-pages-vans group). */
export const page: VehiclePage = {
  id: '15-passenger-van',
  metaDescription:
    'Rent a 15 passenger van, the largest vehicle you can drive without a CDL. Drivers {minAge}+, {milesPerDay} miles a day included, safety checked every trip.',
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
        'Daily and weekly rentals include {milesPerDay} miles per rental day, added up over the rental; extra miles are charged at the per-mile rate on your agreement. Monthly rentals include {monthlyMiles} miles a month.',
    },
    {
      question: 'Will my personal auto policy or credit card cover it?',
      answer:
        'Often not: many personal policies and most credit-card benefits exclude vans that seat more than eight or nine. Churches, schools and companies normally use their commercial policy’s hired-auto coverage. Otherwise add our damage waiver and check your liability cover; see [insurance](/rental-guidelines#insurance).',
    },
  ],
};
