import * as n from '../licence-notes.ts';
import type { VehiclePage } from '../vehicle-page.types.ts';

/** Vehicle page content: /15-passenger-comfort-bus (vehicle-pages-small-buses group). */
export const page: VehiclePage = {
  id: '15-passenger-comfort-bus',
  metaDescription:
    'Rent a 15 passenger comfort bus: reclining seats, a center aisle, walk-in door and a luggage compartment. No CDL needed, {milesPerDay} miles a day included.',
  intro:
    'A mini coach for {riders} passengers and a driver, with high-back reclining seats, a center aisle, a walk-in door and a separate luggage compartment. It is the comfortable way to take a group on a long trip without a CDL: weekend retreats, airport runs with luggage, and tournaments where everyone brings a bag.',
  idealFor: [
    {
      audience: 'sports-teams',
      reason: 'A tournament weekend with every player’s bag in the luggage compartment, not on laps.',
    },
    {
      audience: 'churches-ministries',
      reason: 'Retreats and mission trips: comfortable seats for long days and room for everyone’s luggage.',
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
        'Daily and weekly rentals include {milesPerDay} miles per rental day, added up over the rental; extra miles are charged at the per-mile rate on your agreement. Monthly rentals include {monthlyMiles} miles a month.',
    },
    {
      question: 'Can we use it to carry paying passengers?',
      answer:
        'Only under a commercial agreement: carrying passengers for pay needs your own operating authority and commercial insurance. See [shuttle transportation](/shuttle-transportation) for how that works.',
    },
  ],
};
