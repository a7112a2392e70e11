// British spellings in what renters read, each with its US form (SPEC: US English on the
// public site, in e-mails and documents; code names may stay as they are).
export const britishToUs = {
  licence: 'license',
  licences: 'licenses',
  licenced: 'licensed',
  organisation: 'organization',
  organisations: 'organizations',
  organised: 'organized',
  organiser: 'organizer',
  organisers: 'organizers',
  organising: 'organizing',
  organise: 'organize',
  travelling: 'traveling',
  travelled: 'traveled',
  traveller: 'traveler',
  travellers: 'travelers',
  cancelled: 'canceled',
  cancelling: 'canceling',
  labelled: 'labeled',
  labelling: 'labeling',
  colour: 'color',
  colours: 'colors',
  behaviour: 'behavior',
  favourite: 'favorite',
  honour: 'honor',
  neighbourhood: 'neighborhood',
  centre: 'center',
  centres: 'centers',
  metre: 'meter',
  metres: 'meters',
  litre: 'liter',
  litres: 'liters',
  catalogue: 'catalog',
  programme: 'program',
  cheque: 'check',
  cheques: 'checks',
  tyre: 'tire',
  tyres: 'tires',
  enquiry: 'inquiry',
  enquiries: 'inquiries',
  enquire: 'inquire',
  instalment: 'installment',
  instalments: 'installments',
  fulfil: 'fulfill',
  defence: 'defense',
  offence: 'offense',
  whilst: 'while',
  authorise: 'authorize',
  authorised: 'authorized',
  authorisation: 'authorization',
  recognise: 'recognize',
  recognised: 'recognized',
  realise: 'realize',
  apologise: 'apologize',
  customise: 'customize',
  prioritise: 'prioritize',
  minimise: 'minimize',
  summarise: 'summarize',
  judgement: 'judgment',
  aluminium: 'aluminum',
  kerb: 'curb',
  grey: 'gray',
  modelling: 'modeling',
  manoeuvre: 'maneuver',
  analyse: 'analyze',
};

const words = Object.keys(britishToUs).sort((a, b) => b.length - a.length);
/**
 * A British word standing as a word: not part of a code name (organisationId,
 * licence_number, `organisation` in backticks), a path (/organisations) or a
 * dotted key (organisation.name).
 */
const pattern = new RegExp(`(?<![\\w./\\-{\\x60])(${words.join('|')})(?![\\w/\\-\\x60])(?!\\.[a-z])`, 'gi');

/** Every British spelling in a text, with its US form and where it stands. */
export function britishSpellings(text) {
  const found = [];
  for (const m of text.matchAll(pattern)) {
    const word = m[1];
    // A protocol word in capitals (iCalendar's STATUS:CANCELLED) is not copy.
    if (word === word.toUpperCase()) continue;
    const us = britishToUs[word.toLowerCase()];
    const fixed = word[0] === word[0].toUpperCase() ? us[0].toUpperCase() + us.slice(1) : us;
    found.push({ word, us: fixed, index: m.index });
  }
  return found;
}
