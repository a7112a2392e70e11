import { licenceNotes as n } from './licence-notes.ts';
import type { VehiclePage } from './vehicle-page.types.ts';

/** Pickups, the flatbed and the cargo van / box truck page (SPEC §2: one page serves both). */
export const truckPages: VehiclePage[] = [
  {
    id: 'trucks',
    metaDescription:
      'Rent a crew-cab pickup truck with four-wheel drive and seats for {seats}. Haul tools and materials or tow with approval; regular license, unlimited miles.',
    intro:
      'A crew-cab full-size pickup: {seats} seats, a bed for tools, equipment or a load from the lumber yard, and four-wheel drive for job sites and back roads. Superintendents, film location teams, camp maintenance crews and anyone moving something bulky rent it.',
    idealFor: [
      {
        audience: 'construction-contractors',
        reason: 'A superintendent’s truck for the length of a project, on monthly rates.',
      },
      {
        audience: 'film-production',
        reason: 'Location and set-dressing runs, with four-wheel drive for unpaved locations.',
      },
      {
        audience: 'equipment-rental',
        reason: 'Small deliveries and towing a light trailer, with approval.',
      },
      {
        audience: 'government-military',
        reason: 'Parks, public-works and field crews through a busy season.',
      },
      { audience: 'summer-camps', reason: 'Maintenance, supply runs and hauling canoes to the put-in.' },
    ],
    specs: {
      seating:
        'Crew cab: driver and front passenger, and a three-seat rear bench behind full-size rear doors.',
      luggage:
        'A 5 ft 6 in or 6 ft 6 in open bed. About {luggage} suitcases fit, but the bed is open to the weather: bring a tarp and tie-downs.',
      dimensions: { lengthIn: 232, widthIn: 80, heightIn: 77 },
      dimensionsNote:
        'Typical for a Ford F-150 SuperCrew with a 5.5 ft bed; width without mirrors. Units with a 6.5 ft bed are about a foot longer.',
      gvwr: 'about 6,500–7,200 lb',
      models: ['Ford F-150 SuperCrew', 'Chevrolet Silverado 1500 Crew Cab', 'Ram 1500 Crew Cab'],
      fuel: 'Gasoline (regular unleaded)',
      transmission: 'Automatic, four-wheel drive',
    },
    licence: {
      summary: 'No CDL: a regular driver’s license is all you need.',
      details: [
        n.licenseHeld,
        'On its own a pickup is under 10,001 lb GVWR, outside the federal commercial-vehicle rules. With a trailer the combined rating can pass 10,001 lb, and business use across state lines then brings DOT rules (medical card, USDOT number).',
      ],
    },
    features: [
      'Four-wheel drive',
      'Tow hitch with 7-pin connector and trailer brake controller (most units)',
      'Spray-in bedliner and tie-down hooks in the bed',
      'Backup camera',
      'Apple CarPlay and Android Auto',
    ],
    image: {
      key: 'vehicle-trucks',
      alt: 'A white crew-cab pickup truck on a construction site with lumber in the bed.',
    },
    faqs: [
      {
        question: 'How much can I carry in the bed?',
        answer:
          'The payload, typically 1,500 to 2,000 lb including passengers, is on the sticker in the driver’s door jamb. A pallet of bagged concrete is over that; for heavy loads book the [Flatbed Truck](/flatbed-truck).',
      },
      {
        question: 'Can I tow with it?',
        answer:
          'Yes, with approval when you book. The trailer and its load must stay within the tow rating on the door sticker, and you supply the trailer, safety chains and any wiring adapter.',
      },
      {
        question: 'Can I take it off-road?',
        answer:
          'Job-site roads, gravel and maintained dirt roads are fine. Off-road trails, beaches, fields and water crossings are not, and damage there is not covered by the damage waiver.',
      },
      {
        question: 'Is there a mileage limit?',
        answer:
          'No. Daily and weekly pickup rentals include unlimited miles. Monthly rentals include {monthlyMiles} miles a month.',
      },
    ],
    keywords: [
      'pickup truck rental',
      'crew cab truck rental',
      '4x4 truck rental',
      'F-150 rental',
      'work truck rental',
    ],
  },
  {
    id: 'flatbed-truck',
    metaDescription:
      'Rent a 12 ft flatbed truck for lumber, pipe, pallets and staging. Several tons of payload, no CDL needed; drivers {minAge} and older.',
    intro:
      'A 12 ft flatbed on a medium-duty chassis for loads that do not fit in a van: lumber, pipe, pallets, fencing, tents and staging. It carries several tons and needs no CDL; drivers must be {minAge} or older because a loaded medium-duty truck handles nothing like a car.',
    idealFor: [
      {
        audience: 'construction-contractors',
        reason: 'Materials to the site, loaded by forklift from the side or the back.',
      },
      {
        audience: 'equipment-rental',
        reason: 'Tents, staging, flooring and palletized equipment in peak season.',
      },
      { audience: 'film-production', reason: 'Set construction and scenery between the shop and the stage.' },
      { audience: 'government-military', reason: 'Public-works materials and storm cleanup.' },
    ],
    specs: {
      seating: 'Regular cab with a three-seat bench: the driver and two passengers.',
      luggage:
        'No enclosed space. Loads ride on a 12 ft by 8 ft deck with removable stake sides (most units), secured with straps or chains to the tie-down points.',
      dimensions: { lengthIn: 252, widthIn: 96, heightIn: 96 },
      dimensionsNote:
        'Typical for a Ford F-550 or Isuzu NPR-HD with a 12 ft deck; the deck sits about 3 ft 4 in off the ground.',
      gvwr: 'about 14,500–19,500 lb',
      models: [
        'Ford F-550 regular cab with a 12 ft flatbed or stake body',
        'Isuzu NPR-HD with a 12 ft flatbed',
      ],
      fuel: 'Diesel on most units, with diesel exhaust fluid (DEF); some units are gasoline',
      transmission: 'Automatic',
    },
    licence: {
      summary: 'No CDL: rated under 26,001 lb GVWR, so a regular driver’s license is enough.',
      details: [
        'It is rated about 14,500 to 19,500 lb GVWR and seats three, below both CDL thresholds. Trailers are not allowed on the flatbed, so the combination rules never come into play.',
        n.licenseHeld,
        n.commercialUse,
      ],
    },
    features: [
      'Payload of roughly 6,000 to 9,000 lb, depending on the unit (see the door sticker)',
      'Removable stake sides (most units)',
      'Rub rails with stake pockets and tie-down points',
      'Headache rack to protect the cab',
      'Backup camera',
    ],
    image: {
      key: 'vehicle-flatbed-truck',
      alt: 'A white medium-duty flatbed truck loaded with strapped pallets of lumber.',
    },
    faqs: [
      {
        question: 'How much can the flatbed carry?',
        answer:
          'Roughly 6,000 to 9,000 lb depending on the unit; the exact payload is on the sticker in the driver’s door jamb. Spread the load and keep heavy items low and forward of the rear axle.',
      },
      {
        question: 'Do you supply straps?',
        answer:
          'Bring your own straps, chains and tarps rated for your load. Federal cargo securement rules (49 CFR 393.110) set the minimum number of tie-downs by length and weight: for example, two for any item longer than 5 ft and up to 10 ft.',
      },
      {
        question: 'Can I carry a skid steer or other machine on it?',
        answer:
          'No. The deck is not built for self-propelled equipment: it has no ramps and no anchor points rated for machines. Palletized items loaded by forklift are what it is for.',
      },
      {
        question: 'Is there a mileage limit?',
        answer:
          'Daily and weekly rentals include {milesPerDay} miles per rental day, averaged over the rental; extra miles are charged at the per-mile rate on your agreement. Monthly rentals include {monthlyMiles} miles a month.',
      },
      {
        question: 'Can I use it for my business across state lines?',
        answer:
          'Yes, with the right paperwork. A truck rated over 10,000 lb used for a business in interstate commerce is a commercial motor vehicle: the driver needs a DOT medical card and the business a USDOT number. No CDL is needed.',
      },
    ],
    keywords: [
      'flatbed truck rental',
      'stake bed truck rental',
      '12 ft flatbed rental',
      'non CDL flatbed rental',
    ],
  },
  {
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
          'Daily and weekly rentals include {milesPerDay} miles per rental day, averaged over the rental; extra miles are charged at the per-mile rate on your agreement. Monthly rentals include {monthlyMiles} miles a month.',
      },
    ],
    keywords: [
      'cargo van rental',
      'box truck rental',
      '16 ft box truck rental',
      'high roof cargo van rental',
      'moving truck rental',
    ],
  },
];
