import type { AudiencePage } from '../audience-page.types.ts';

/** Audience page content: /sports-teams (audience-pages-sports group). */
export const page: AudiencePage = {
  slug: 'sports-teams',
  metaDescription:
    'Team travel vehicles for tournament weekends: vans, comfort buses with luggage room, CDL buses for full rosters, and cargo vans for the gear.',
  intro:
    'Team travel is about more than seats: a volleyball roster, two coaches and a trainer fit in a 12 passenger van, but a hockey team’s bags do not. We help coaches and team managers plan people and gear together, from a Friday-night departure to a late Sunday return.',
  needs: [
    {
      title: 'Tournament weekends',
      text: 'Pickup Friday after school or work, back Sunday night, often after the location has closed. A key-drop return is routine.',
    },
    {
      title: 'Gear that outgrows the van',
      text: 'Hockey, lacrosse and baseball bags can take as much room as the players. Plan luggage space as carefully as seats.',
    },
    {
      title: 'Full rosters with staff',
      text: 'Football, track and soccer squads with coaches need 25 to 44 seats and a CDL driver, or several smaller vehicles.',
    },
    {
      title: 'A whole season of travel',
      text: 'Travel clubs and college club teams drive most weekends; weekly and monthly rates beat booking day by day.',
    },
  ],
  recommendedVehicles: [
    {
      id: '15-passenger-comfort-bus',
      reason:
        'A roster of {riders:15-passenger-comfort-bus} with a bag each in the luggage compartment, and no CDL.',
    },
    {
      id: '12-passenger-van',
      reason: 'Basketball and volleyball: players, coaches and bags behind the last row.',
    },
    { id: '25-passenger-bus', reason: 'A soccer or baseball squad with staff, if a coach holds a CDL.' },
    { id: '44-passenger-bus', reason: 'Football and track rosters in one trip with a Class B CDL driver.' },
    { id: 'cargo-van-box-truck', reason: 'All the equipment in one van, so every seat goes to a player.' },
  ],
  tips: [
    {
      title: 'Count bags, not just people',
      text: 'A full 15 passenger van holds only about {luggage:15-passenger-van} suitcases behind the last bench. With a full roster and gear bags, take the comfort bus or add a cargo van.',
    },
    {
      title: 'Fresh drivers after night games',
      text: 'Do not drive home through the night after a late game. Rotate listed drivers (adding drivers is free), or stay over and leave in the morning.',
    },
    {
      title: 'Week-long tournaments',
      text: 'From 7 full days the weekly rate applies, which costs less than seven single days.',
    },
    {
      title: 'Late Sunday returns',
      text: 'If you will be back after closing, tell us and use the key drop. Up to an hour past your booked return time is free; after that the partial-day charges in our [rental guidelines](/rental-guidelines#pickup-and-return) apply.',
    },
  ],
  faqs: [
    {
      question: 'Can hockey bags go on the roof?',
      answer:
        'No. Nothing rides on the roof of our vans and buses: it raises the center of gravity and the rollover risk. Use the comfort bus’s luggage compartment or a cargo van.',
    },
    {
      question: 'Is one bus cheaper than several vans?',
      answer:
        'It depends on dates and location: compare the live prices for your dates on the availability page. Remember the license too: a 25 passenger bus needs a CDL driver; two 15 passenger comfort buses do not.',
    },
    {
      question: 'Can parents drive the team vans?',
      answer:
        'Yes, if they are listed on the agreement, meet the vehicle’s minimum age ({minAge:12-passenger-van} for a 12 passenger van, {minAge:15-passenger-van} for a 15) and have held a license for at least {licenseMonths} months. Check that your club’s or school’s insurance covers volunteer drivers.',
    },
    {
      question: 'We play in another state. Any limits?',
      answer:
        'Passenger vans and buses include {milesPerDay:15-passenger-van} miles per vehicle per rental day on daily and weekly rentals, added up over the rental. Canada needs our written approval in advance; Mexico is not permitted.',
    },
  ],
  quotePrompt: {
    intro: 'For a team-travel quote, tell us:',
    items: [
      'Team, sport and level (youth, high school, college, adult)',
      'Players and staff traveling',
      'Bags and equipment: how many, and how big',
      'Departure and return dates and times, and the destination',
      'Who will drive, and whether anyone holds a CDL',
    ],
  },
  image: {
    key: 'audience-sports-teams',
    alt: 'A youth hockey team loading equipment bags into the luggage compartment of a mini coach.',
  },
};
