import type { AudiencePage } from '../audience-page.types.ts';

/** Audience page content: /construction-contractors (audience-pages-trades group). */
export const page: AudiencePage = {
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
};
