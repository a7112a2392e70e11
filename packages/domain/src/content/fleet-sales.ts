import type { Cta, Faq, Point } from './content.types.ts';

/** /fleet-sales: buying a vehicle as it leaves the rental fleet. The listings are vehicles-for-sale.ts. */
export interface FleetSalesContent {
  intro: string;
  reasons: Point[];
  inspection: { intro: string; items: string[] };
  serviceHistory: string;
  warranty: string;
  financing: string;
  howToBuy: Point[];
  faqs: Faq[];
  emptyState: string;
  ctas: Cta[];
}

export const fleetSales: FleetSalesContent = {
  intro:
    'When vehicles leave our rental fleet, we sell them directly: passenger vans, buses and trucks maintained on schedule by the people who rented them. Every listing shows the mileage, the price and the location where you can see it.',
  reasons: [
    {
      title: 'One owner, known history',
      text: 'Each vehicle has had one owner, us, with every service recorded.',
    },
    {
      title: 'Maintained on schedule',
      text: 'Oil, brakes, tires and inspections were done at fixed intervals because rental safety depends on it.',
    },
    {
      title: 'The price is on the listing',
      text: 'Taxes, title and registration fees are added as your state requires, and nothing else.',
    },
    {
      title: 'Group vehicles are hard to find',
      text: 'Used passenger vans and small buses are scarce. Ours are sold with their seats, belts and safety equipment intact.',
    },
  ],
  inspection: {
    intro: 'Before listing, every vehicle goes through our inspection, and the report comes with it:',
    items: [
      'Brakes, tires, steering and suspension',
      'Engine, transmission and cooling system, with a diagnostic scan',
      'Seats, belts and emergency exits on passenger vehicles',
      'Lights, wipers, heating and air conditioning',
      'Body, glass and, on trucks, the lift gate or deck',
      'A road test',
    ],
  },
  serviceHistory:
    'Ask for the full service record of any vehicle: every oil change, brake job and repair since it joined our fleet.',
  warranty:
    'The FTC Buyers Guide shown with each vehicle says whether it is sold as is or with the rest of the manufacturer’s warranty. An inspection by your own mechanic before you buy is welcome.',
  financing:
    'We do not arrange financing ourselves. Most buyers use their bank, credit union or a commercial vehicle lender, and we provide the buyer’s order, VIN and title details lenders ask for. Churches, schools and agencies often pay from an approved budget by check or wire.',
  howToBuy: [
    {
      title: 'Send an inquiry',
      text: 'Use the inquiry button on a listing, or call the location that has the vehicle.',
    },
    {
      title: 'Get the documents',
      text: 'We confirm it is still available and send the inspection report and service record.',
    },
    {
      title: 'See and drive it',
      text: 'By appointment at its location; bring your mechanic if you like. A refundable deposit holds it for three business days.',
    },
    {
      title: 'Pay and collect',
      text: 'Pay by cashier’s check or wire transfer; we sign over the title, and you register the vehicle and arrange its transport.',
    },
  ],
  faqs: [
    {
      question: 'Why are you selling these vehicles?',
      answer:
        'Rental vehicles are replaced on a schedule, after a set age or mileage, long before they are worn out.',
    },
    {
      question: 'Can my own mechanic inspect it?',
      answer: 'Yes, at the vehicle’s location by appointment, or at a nearby shop of your choice.',
    },
    {
      question: 'Do I need a CDL to drive home a bus I bought?',
      answer:
        'Yes. A bus designed for 16 or more people including the driver needs a CDL with a passenger endorsement to drive, even empty. Bring a CDL driver or use a transporter.',
    },
    {
      question: 'Do you sell to buyers in other states?',
      answer:
        'Yes. You register the vehicle in your state; temporary tags and transport follow your state’s rules, and we release the vehicle to your transporter with your written authorization.',
    },
    {
      question: 'Are prices negotiable?',
      answer:
        'Prices follow the market and are listed openly. Organizations buying several vehicles can ask for a combined offer.',
    },
  ],
  emptyState:
    'No vehicles are listed right now. [Tell us what you are looking for](/contact) and we will contact you when a match leaves the fleet.',
  ctas: [{ label: 'Ask about a vehicle', to: '/contact' }],
};
