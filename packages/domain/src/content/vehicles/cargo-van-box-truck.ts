import * as n from '../licence-notes.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Vehicle page content: /cargo-van-box-truck (vehicle-pages-trucks group). */
export const page: VehiclePage = {
  id: 'cargo-van-box-truck',
  metaDescription:
    'Rent a high-roof cargo van or a 16 ft box truck for equipment, instruments, trade shows and moves. No CDL needed; drivers {minAge} and older.',
  intro:
    'Two ways to move things. A high-roof cargo van you can stand up in carries tools, instruments, trade-show booths and deliveries; a 16 ft box truck with a roll-up door takes furniture, event gear and pallets. Both drive on a regular license, and drivers can be {minAge}.',
  idealFor: [
    {
      audience: 'film-production',
      reason: 'Grip, electric, camera and wardrobe carts, with a lift gate on most box trucks.',
    },
    {
      audience: 'equipment-rental',
      reason: 'Table, chair and AV deliveries through the busy season.',
    },
    {
      audience: 'businesses-corporations',
      reason: 'Trade-show booths and event materials, driven by your own staff.',
    },
    {
      audience: 'schools-colleges',
      reason: 'Band instruments, robotics kits and theater sets for competitions.',
    },
    { audience: 'weddings', reason: 'Décor, rentals and DIY supplies to the venue and back.' },
  ],
  specs: {
    seating: 'Up to {seats} in the cab: two seats in most cargo vans, a three-seat bench in box trucks.',
    luggage:
      'Cargo van: about 11 ft of floor length, 6 ft 9 in of standing height and 4 ft 6 in between the wheel wells. Box truck: a 16 ft by 7 ft 6 in box about 7 ft high inside, roughly 800 cubic feet.',
    dimensions: { lengthIn: 288, widthIn: 96, heightIn: 132 },
    dimensionsNote:
      'These are the 16 ft box truck; width without mirrors. A high-roof cargo van is about 19 ft 8 in long, 6 ft 9 in wide and 9 ft 1 in high.',
    gvwr: 'about 9,000 lb (cargo van) to 14,500 lb (box truck)',
    models: [
      'Ford Transit 250 high-roof cargo van',
      'Ram ProMaster 2500 high-roof cargo van',
      '16 ft box truck on an Isuzu NPR-HD or Ford E-450 chassis',
    ],
    fuel: 'Gasoline (cargo vans); diesel or gasoline (box trucks)',
    transmission: 'Automatic',
  },
  licence: {
    summary: 'No CDL: both are under 26,001 lb GVWR and seat fewer than 16.',
    details: [n.underThresholdCargo, n.licenseHeld, n.commercialUse],
  },
  features: [
    'Cargo vans: floor tie-down rings and a bulkhead behind the seats',
    'Box trucks: roll-up rear door and E-track rails for straps',
    'Box trucks: hydraulic lift gate on most units, a loading ramp on the rest',
    'Interior cargo lighting',
    'Backup camera',
  ],
  image: {
    key: 'vehicle-cargo-van-box-truck',
    alt: 'A white high-roof cargo van beside a white 16 ft box truck with its roll-up door open.',
  },
  faqs: [
    {
      question: 'Cargo van or box truck: which do I need?',
      answer:
        'A high-roof cargo van holds about 350 cubic feet: a trade-show booth, a band’s gear or a studio apartment’s boxes. A 16 ft box truck holds about 800: the furniture of a one- or two-bedroom home, event rentals, or pallets loaded with the lift gate.',
    },
    {
      question: 'Does the box truck have a lift gate?',
      answer:
        'Most do; check the capacity plate on the gate and never exceed it. The rest have a pull-out ramp. If you need a lift gate, say so in your booking notes or quote request.',
    },
    {
      question: 'Can people ride in the back?',
      answer:
        'No. People ride only in the cab seats, belted. Riding in a cargo area is unsafe and illegal in most states.',
    },
    {
      question: 'How tall is it, and what can it hit?',
      answer:
        'The box truck stands about 11 ft, the high-roof van about 9 ft 1 in. Drive-throughs, bank and hotel canopies, parking garages and some low bridges are too low. Overhead damage is not covered by the damage waiver.',
    },
    {
      question: 'Is there a mileage limit?',
      answer:
        'Daily and weekly rentals include {milesPerDay} miles per rental day, added up over the rental; extra miles are charged at the per-mile rate on your agreement. Monthly rentals include {monthlyMiles} miles a month.',
    },
  ],
};
