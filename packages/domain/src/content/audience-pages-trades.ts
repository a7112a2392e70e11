import type { AudiencePage } from './audience-page.types.ts';

/** Organizations & Groups, continued (SPEC §2 Who We Serve): construction and equipment rental. */
export const tradePages: AudiencePage[] = [
  {
    slug: 'construction-contractors',
    metaDescription:
      'Construction vehicle rentals: crew vans, 4x4 pickups, flatbeds and box trucks by the day, or for the whole project at monthly rates.',
    intro:
      'Contractors rent from us to match the fleet to the job: crew vans when a project adds a shift, pickups for supers, a flatbed for a week of deliveries, a box truck for the tools. Monthly rates cover a project’s length without tying up capital in vehicles that sit idle afterwards.',
    needs: [
      {
        title: 'Crew transport',
        text: 'Moving a crew from the yard or a remote lot to the site every day, on time.',
      },
      {
        title: 'Materials and tools',
        text: 'Lumber, pipe and palletized material on a flatbed; tools and small equipment locked in a cargo van or box truck.',
      },
      {
        title: 'Project-length rentals',
        text: 'Vehicles for the months a job runs, then handed back, with nothing to resell.',
      },
      {
        title: 'Site-ready vehicles',
        text: 'Four-wheel drive, bedliners and tie-downs for gravel and mud.',
      },
    ],
    recommendedVehicles: [
      { id: '15-passenger-van', reason: 'The largest crew a regular license can move.' },
      { id: 'trucks', reason: 'Superintendents and foremen: four-wheel drive, and towing with approval.' },
      { id: 'flatbed-truck', reason: 'Lumber, pipe and pallets, and no CDL.' },
      { id: 'cargo-van-box-truck', reason: 'Tools and small equipment kept dry and locked.' },
      { id: '12-passenger-van', reason: 'Smaller crews, with drivers from {minAge:12-passenger-van}.' },
    ],
    tips: [
      {
        title: 'Rent for the project, not the day',
        text: 'Monthly rentals run 1 to {maxMonths} months with {monthlyMiles} miles a month. If the job changes, tell us and we swap a vehicle for another size where we can.',
      },
      {
        title: 'Know your payloads',
        text: 'Every truck’s payload is on the sticker in the driver’s door jamb. Overloading voids the damage waiver and fails a roadside inspection.',
      },
      {
        title: 'Site dirt is normal; contamination is not',
        text: 'Mud and dust come with the job. Concrete, paint, sealant or drywall compound inside, or chemical damage, is charged as cleaning or repair.',
      },
      {
        title: 'Interstate work brings DOT rules',
        text: 'Trucks over 10,000 lb GVWR used for your business across state lines need a USDOT number, and their drivers a DOT medical card.',
      },
    ],
    faqs: [
      {
        question: 'Can we haul a skid steer or mini excavator on the flatbed?',
        answer:
          'No. The flatbed has no ramps and no anchor points rated for machines; it is for palletized and loose material. Use an equipment trailer rated for the machine.',
      },
      {
        question: 'Can we tow our equipment trailer?',
        answer:
          'With a [pickup truck](/trucks), yes, approved when you book and within its tow rating. A heavy trailer can push the combination over 10,000 lb (DOT rules for business use across state lines). Flatbeds, vans and buses cannot tow.',
      },
      {
        question: 'Can we add ladder racks or toolboxes?',
        answer:
          'Nothing drilled, bolted or welded to our vehicles. Bed toolboxes that clamp in without drilling are fine in pickups; remove them before return.',
      },
      {
        question: 'What counts as off-road?',
        answer:
          'Site access roads, graded pads and maintained gravel are fine. Undisturbed ground, trenches, steep grades and water crossings are off-road, and damage there is not covered by the damage waiver.',
      },
    ],
    quotePrompt: {
      intro: 'For a project quote, tell us:',
      items: [
        'Company name and project location',
        'Start date and expected duration',
        'Crew sizes, and what needs hauling (weights if known)',
        'Towing needs',
        'Drivers, and whether the work crosses state lines',
      ],
    },
    image: {
      key: 'audience-construction-contractors',
      alt: 'A flatbed truck with lumber and a crew van parked at a framed house on a construction site.',
    },
  },
  {
    slug: 'equipment-rental',
    metaDescription:
      'Trucks for equipment rental companies: box trucks with lift gates, flatbeds and pickups for peak-season deliveries, by the week or month, with no CDL needed.',
    intro:
      'Party, event, AV and tool rental companies share a problem every peak season: more deliveries than trucks. We supply delivery vehicles your drivers can drive without a CDL, by the week for a busy stretch or by the month for the season, so your own fleet can stay the size you need the rest of the year.',
    needs: [
      {
        title: 'Peak-season capacity',
        text: 'Wedding season, graduations and the holidays can double delivery volume for a few months.',
      },
      {
        title: 'Lift gates and tie-downs',
        text: 'Tables, chair carts, staging and AV cases loaded safely by small crews.',
      },
      {
        title: 'Trucks your drivers can drive',
        text: 'Box trucks and flatbeds under 26,001 lb GVWR, so no CDL is needed.',
      },
      {
        title: 'Cover when a truck is down',
        text: 'A replacement while one of your own trucks is in the shop, so deliveries still go out.',
      },
    ],
    recommendedVehicles: [
      {
        id: 'cargo-van-box-truck',
        reason: 'Box trucks with lift gates for tables, chairs and AV; cargo vans for technicians.',
      },
      { id: 'flatbed-truck', reason: 'Tents, staging, flooring and pallets.' },
      { id: 'trucks', reason: 'Small deliveries, and towing a light trailer with approval.' },
      { id: '15-passenger-van', reason: 'Setup crews for large events.' },
    ],
    tips: [
      {
        title: 'Reserve the peak early',
        text: 'Box trucks are the first vehicles to go in wedding season and in December. Cancellation is free until {freeCancellationHours} hours before pickup.',
      },
      {
        title: 'Check your drivers’ ages',
        text: 'Drivers must be {minAge:cargo-van-box-truck} or older for cargo vans and box trucks, and {minAge:flatbed-truck} or older for the flatbed.',
      },
      {
        title: 'Your name, removable',
        text: 'Magnetic door signs are fine. Wraps and adhesive decals need our written approval.',
      },
      {
        title: 'Business use across state lines',
        text: 'Box trucks and flatbeds over 10,000 lb GVWR are commercial motor vehicles in interstate business use: the driver needs a DOT medical card and your company a USDOT number.',
      },
    ],
    faqs: [
      {
        question: 'Can we put our logo on your trucks?',
        answer:
          'Yes, on magnetic signs that come off without marks. Nothing adhesive on the paint without written approval, and remove signs before return.',
      },
      {
        question: 'Do our drivers need a CDL?',
        answer:
          'No. Our box trucks and flatbeds are rated under 26,001 lb GVWR. For business use across state lines, drivers do need a DOT medical card.',
      },
      {
        question: 'How much can the lift gate take?',
        answer:
          'Check the capacity plate on the gate, commonly 1,500 to 2,500 lb: enough for a loaded chair cart or a pallet of tables. Lock cart wheels and keep feet clear of the gate edge before lifting.',
      },
      {
        question: 'Can we rent for the whole season?',
        answer:
          'Yes. Monthly rentals run 1 to {maxMonths} months with {monthlyMiles} miles a month and routine maintenance included. See [long-term leasing](/long-term-leasing).',
      },
    ],
    quotePrompt: {
      intro: 'For a fleet quote, tell us:',
      items: [
        'Company name and the location you deliver from',
        'Peak dates, or the months you need',
        'What you deliver, and whether you need lift gates',
        'Daily delivery miles, roughly',
        'Drivers’ ages, and whether deliveries cross state lines',
      ],
    },
    image: {
      key: 'audience-equipment-rental',
      alt: 'A box truck with its lift gate lowered and stacked folding tables being unloaded at an event lawn.',
    },
  },
];
