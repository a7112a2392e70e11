import type { AudiencePage } from '../audience-page.types.ts';

/** Audience page content: /schools-colleges (audience-pages-education group). */
export const page: AudiencePage = {
  slug: 'schools-colleges',
  metaDescription:
    'Field trip, athletics and competition vehicles for schools and colleges: activity buses for K–12, vans for college groups, purchase orders welcome.',
  intro:
    'Schools and colleges rent from us for field trips, away games, competitions and recruiting visits. Those trips come with rules, from district bans on 15 passenger vans for K–12 students to college driver policies and purchase-order billing, and we point you to the vehicle that satisfies them.',
  needs: [
    {
      title: 'Field trips and competitions',
      text: 'Science olympiad, debate, band and robotics trips run on dates fixed months ahead. You need the right number of seats on the day, and often a second vehicle for equipment.',
    },
    {
      title: 'Away games and tournaments',
      text: 'Teams travel most weekends of a season with coaches and bags. One booking per trip, made early, beats scrambling every Thursday.',
    },
    {
      title: 'Vehicles that are allowed for K–12 students',
      text: 'Many states and districts do not allow students in 12 or 15 passenger vans. An activity bus built to school-bus standards carries {riders:15-passenger-activity-bus} students on a regular license.',
    },
    {
      title: 'College travel on a purchase order',
      text: 'Departments, club sports and admissions teams need an invoice that matches the PO, our W-9, a certificate of insurance and the university’s tax exemption applied.',
    },
  ],
  recommendedVehicles: [
    {
      id: '15-passenger-activity-bus',
      reason: 'Built to school-bus safety standards for K–12 trips, and no CDL needed.',
    },
    {
      id: '12-passenger-van',
      reason: 'College departments and club teams, with drivers from {minAge:12-passenger-van}.',
    },
    {
      id: '44-passenger-bus',
      reason: 'A whole grade or team in one trip, driven by your district’s Class B CDL drivers.',
    },
    { id: '25-passenger-bus', reason: 'One class or squad with staff, for schools with CDL drivers.' },
    {
      id: 'cargo-van-box-truck',
      reason: 'Band instruments, robotics kits and theater sets traveling alongside the students.',
    },
  ],
  tips: [
    {
      title: 'Check your district or college policy first',
      text: 'Ask your transportation or risk office which vehicles and drivers are approved. Many colleges require a van-driver course and a driving-record check, and some cap how many may ride in a 15 passenger van.',
    },
    {
      title: 'Book spring dates early',
      text: 'April and May fill with competitions, senior trips and graduations, and the large buses go first.',
    },
    {
      title: 'Send the paperwork once',
      text: 'E-mail your tax-exemption certificate, PO and insurance certificate with your first booking of the year and we keep them on file.',
    },
    {
      title: 'Two drivers for long days',
      text: 'A teacher who has chaperoned since dawn should not also drive home at midnight. List a second driver when you book; the price shown includes the additional-driver fee.',
    },
  ],
  faqs: [
    {
      question: 'Can we carry K–12 students in a 15 passenger van?',
      answer:
        'Check your state and district rules first: many do not allow it, and federal law bars dealers from selling or leasing new vans of that size to schools for student transport. The [15 Passenger Activity Bus](/15-passenger-activity-bus) is built to school-bus standards, seats {seats:15-passenger-activity-bus} including the driver and needs no CDL.',
    },
    {
      question: 'Do you accept purchase orders?',
      answer:
        'Yes. Schools, colleges and districts with an approved [organization account](/organisations) pay by invoice against a PO on net 15, 30 or 60 day terms. Tell us you pay by purchase order when you apply, and each booking asks for the PO number and prints it on the invoice.',
    },
    {
      question: 'Are school rentals tax-exempt?',
      answer:
        'Send your state exemption certificate and we apply it wherever the state allows. Some states charge rental-specific taxes or fees that exemptions do not cover; your quote shows what remains.',
    },
    {
      question: 'Our teacher will drive. What license is needed?',
      answer:
        'A regular license for the vans and the 15 passenger buses; drivers must be {minAge:12-passenger-van} or older for the 12 passenger van and {minAge:15-passenger-activity-bus} for the activity bus. The 25, 33 and 44 passenger buses need a CDL with a passenger endorsement and, when carrying K–12 students, usually the school bus endorsement too.',
    },
    {
      question: 'Can we book several vehicles for one trip?',
      answer:
        'Yes. Book several of the same vehicle in one reservation, or [request a quote](/quote) for a mix, such as a bus for students and a cargo van for instruments.',
    },
  ],
  quotePrompt: {
    intro: 'Tell us about the trip and we send a written quote, usually within one business day:',
    items: [
      'School or college name, and whether students are K–12',
      'Trip dates, pickup and return times, and destination',
      'Number of students and adults',
      'Who will drive and what license they hold (regular, or CDL with endorsements)',
      'Equipment to carry: instruments, sports gear, sets',
      'PO number, tax-exempt status and billing contact',
    ],
  },
  image: {
    key: 'audience-schools-colleges',
    alt: 'Students with backpacks boarding a small white activity bus outside a school.',
  },
};
