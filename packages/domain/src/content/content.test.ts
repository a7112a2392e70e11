import { describe, expect, it } from 'vitest';
import { demoCancellationPolicy } from '../contracts/demo-cancellation-policy.ts';
import { demoRentalCharges } from '../contracts/rental-charges.ts';
import { vehicleForSaleSchema } from '../contracts/vehicle-for-sale.schema.ts';
import { cancellationPlaceholders } from '../rules/cancellation-words.ts';
import { toVehicleForSale } from '../rules/vehicle-for-sale-listing.ts';
import { audiencePages } from './audience-pages.ts';
import { audiences } from './audiences.ts';
import { type Brand, brand } from './brand.ts';
import { contact } from './contact.ts';
import type { Faq, InfoDocument } from './content.types.ts';
import { fillDeep } from './fill-brand.ts';
import { fleetSeed } from './fleet.ts';
import { fleetSales } from './fleet-sales.ts';
import { home } from './home.ts';
import { infoDocuments } from './info-pages.ts';
import { linkTargets } from './inline-links.ts';
import { leasing, longTermVehicles } from './leasing.ts';
import { locationSeed } from './locations.ts';
import { organizationAccounts } from './organization-accounts.ts';
import { rentalGuidelines } from './rental-guidelines.ts';
import { formatUsd, policyClassCharges, policyTier, rentalPolicy } from './rental-policy.ts';
import { findRoute } from './routes.ts';
import { terms } from './terms.ts';
import { usStateName } from './us-states.ts';
import { vehiclePages } from './vehicle-pages.ts';
import { vehiclesForSaleSeed } from './vehicles-for-sale.ts';
import { whyUs } from './why-us.ts';

/** Every string value inside a content object (keys excluded). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

// Page values the templates pass: why-us counts, the guidelines' additional-driver fee in words,
// and the stored cancellation policy in words (here the demo one).
const cancellation = cancellationPlaceholders(demoCancellationPolicy);
const pageValues = {
  ...cancellation,
  fleetSize: 120,
  locations: locationSeed.length,
  vehicleClasses: fleetSeed.length,
  additionalDriverFee: '$12 per driver per day',
};
const classById = new Map(fleetSeed.map((c) => [c.id, c]));
const filledVehiclePages = vehiclePages.map((page) => fillDeep(page, { vehicle: classById.get(page.id) }));
const filledAudiencePages = audiencePages.map((page) => fillDeep(page, { values: cancellation }));
const otherContent = {
  home,
  contact,
  leasing,
  longTermVehicles,
  fleetSales,
  whyUs,
  rentalGuidelines,
  terms,
  organizationAccounts,
};
const filledOther = fillDeep(otherContent, { values: pageValues });
const everything = [vehiclePages, audiencePages, otherContent, vehiclesForSaleSeed];
const filledEverything = [filledVehiclePages, filledAudiencePages, filledOther];

function expectGoodFaqs(faqs: Faq[], where: string) {
  const questions = faqs.map((f) => f.question.trim().toLowerCase());
  expect(new Set(questions).size, `${where}: duplicate question`).toBe(questions.length);
  for (const faq of faqs) {
    expect(faq.question.trim().endsWith('?'), `${where}: "${faq.question}" is not a question`).toBe(true);
    expect(faq.answer.trim().length, `${where}: empty answer to "${faq.question}"`).toBeGreaterThan(20);
  }
}

describe('vehicle pages', () => {
  it('has exactly one page per fleet class', () => {
    expect(vehiclePages.map((p) => p.id).sort()).toEqual(fleetSeed.map((c) => c.id).sort());
  });

  it('recommends only real audiences, and has 4–6 real FAQs', () => {
    const slugs = new Set(audiences.map((a) => a.slug));
    for (const page of vehiclePages) {
      for (const fit of page.idealFor) expect(slugs, `${page.id} → ${fit.audience}`).toContain(fit.audience);
      expect(page.faqs.length, page.id).toBeGreaterThanOrEqual(4);
      expect(page.faqs.length, page.id).toBeLessThanOrEqual(6);
      expectGoodFaqs(page.faqs, page.id);
    }
  });

  it('quotes a daily mileage allowance ({milesPerDay}) only for classes the demo price book caps', () => {
    // The stored allowance may be lifted later ("unlimited miles a day" still reads); copy
    // written for an uncapped class would not.
    const capped = (id: string) => policyClassCharges(classById.get(id)!).mileageAllowancePerDay !== null;
    for (const page of vehiclePages)
      for (const text of strings(page))
        if (text.includes('{milesPerDay}')) expect(capped(page.id), `${page.id}: ${text}`).toBe(true);
    for (const text of strings(everything))
      for (const [, id] of text.matchAll(/\{milesPerDay:([a-z0-9-]+)\}/g))
        expect(capped(id!), text).toBe(true);
  });

  it('promises unlimited miles only on classes the rental policy leaves uncapped', () => {
    for (const page of filledVehiclePages) {
      const miles = rentalPolicy.dailyMileAllowance[policyTier(classById.get(page.id)!)];
      const answer = page.faqs.find((f) => f.question === 'Is there a mileage limit?')?.answer ?? '';
      if (miles === null) expect(answer, page.id).toMatch(/unlimited miles/);
      else {
        expect(answer, page.id).toContain(`${miles.toLocaleString('en-US')} miles per rental day`);
        expect(strings(page).join(' '), page.id).not.toMatch(/unlimited mil/i);
      }
    }
  });

  it('states the license the fleet data requires', () => {
    for (const page of vehiclePages) {
      const cdl = classById.get(page.id)!.requiresCdl;
      expect(page.licence.summary, page.id).toMatch(cdl ? /^CDL required/ : /^No CDL/);
    }
  });
});

describe('audience pages', () => {
  it('has exactly one page per audience', () => {
    expect(audiencePages.map((p) => p.slug).sort()).toEqual(audiences.map((a) => a.slug).sort());
  });

  it('recommends only fleet classes, with 3–5 needs and 3–5 FAQs', () => {
    for (const page of audiencePages) {
      expect(page.recommendedVehicles.length, page.slug).toBeGreaterThanOrEqual(3);
      for (const v of page.recommendedVehicles)
        expect(classById.has(v.id), `${page.slug} → ${v.id}`).toBe(true);
      expect(page.needs.length, page.slug).toBeGreaterThanOrEqual(3);
      expect(page.needs.length, page.slug).toBeLessThanOrEqual(5);
      expect(page.faqs.length, page.slug).toBeGreaterThanOrEqual(3);
      expect(page.faqs.length, page.slug).toBeLessThanOrEqual(5);
      expectGoodFaqs(page.faqs, page.slug);
    }
  });

  it('is written for each audience, not one template with the noun swapped', () => {
    const intros = audiencePages.map((p) => p.intro);
    const questions = audiencePages.flatMap((p) => p.faqs.map((f) => f.question));
    expect(new Set(intros).size).toBe(intros.length);
    // A few questions may fairly recur (drivers, mileage); most must be the audience's own.
    expect(new Set(questions).size).toBeGreaterThan(questions.length * 0.9);
  });
});

describe('other pages', () => {
  it('has real FAQs on every page that has them', () => {
    expectGoodFaqs(home.faqs, 'home');
    expectGoodFaqs(leasing.faqs, 'leasing');
    expectGoodFaqs(fleetSales.faqs, 'fleet sales');
    expectGoodFaqs(whyUs.faqs, 'why us');
  });

  it('marks every testimonial as an example, attributed to a role, never a name', () => {
    expect(whyUs.testimonials.length).toBeGreaterThanOrEqual(3);
    expect(whyUs.testimonials.length).toBeLessThanOrEqual(4);
    for (const t of whyUs.testimonials) {
      expect(t.isExample).toBe(true);
      expect(t.role.length).toBeGreaterThan(3);
      expect(t.organizationType.length).toBeGreaterThan(3);
    }
  });

  it('fills the why-us counts from page data', () => {
    expect(filledOther.whyUs.summary).toBe(
      `120 vehicles across ${locationSeed.length} locations, from minivans to 44 passenger buses.`,
    );
  });

  it('only points leasing at real audiences', () => {
    const slugs = new Set(audiences.map((a) => a.slug));
    for (const w of leasing.whoFor) expect(slugs).toContain(w.audience);
  });
});

describe('info documents', () => {
  const docs: InfoDocument[] = Object.values(infoDocuments);

  it('serves the route table’s rental-guidelines and terms content', () => {
    expect(findRoute('/rental-guidelines')?.contentId).toBe('rental-guidelines');
    expect(findRoute('/terms')?.contentId).toBe('terms');
    expect(Object.keys(infoDocuments).sort()).toEqual(['rental-guidelines', 'terms']);
  });

  it('has unique kebab-case section ids and no empty sections', () => {
    for (const doc of docs) {
      const ids = doc.sections.map((s) => s.id);
      expect(new Set(ids).size, doc.id).toBe(ids.length);
      for (const section of doc.sections) {
        expect(section.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(section.body.length, `${doc.id}#${section.id}`).toBeGreaterThan(0);
      }
    }
  });

  it('covers every topic the rental guidelines must answer', () => {
    const ids = rentalGuidelines.sections.map((s) => s.id);
    for (const topic of [
      'driver-requirements',
      'ages',
      'licenses-and-cdl',
      'international-licenses',
      'insurance',
      'deposits',
      'payment',
      'cancellation',
      'fuel',
      'mileage',
      'cleaning',
      'smoking',
      'pets',
      'breakdowns',
      'accidents',
      'tolls-and-tickets',
      'additional-drivers',
      'pickup-and-return',
      'after-hours',
    ]) {
      expect(ids).toContain(topic);
    }
  });

  it('prints what the back office stores from live blocks, never copied into the text', () => {
    // Deposits, mileage, surcharges, the additional-driver fee and the locations' taxes and fees
    // change in the back office: the guidelines print them in fleet-table and location-charges
    // blocks and {additionalDriverFee}, the terms point to the guidelines.
    const guidelines = strings(filledOther.rentalGuidelines).join(' ');
    const termsText = strings(filledOther.terms).join(' ');
    const demo = demoRentalCharges();
    const amounts = new Set([
      ...demo.classes.flatMap((c) => [c.depositCents, c.youngRenterPerDayCents, c.excessMileCents]),
      ...demo.locations.flatMap((l) => l.charges.map((c) => c.amountCents ?? 0)),
    ]);
    // The policy's own fees (refueling, cleaning, tolls…) are not in the price book: printed as they are.
    const policyFees = new Set<number>(Object.values(rentalPolicy.fees));
    for (const cents of [...amounts].filter((c) => c > 0 && !policyFees.has(c))) {
      const amount = new RegExp(`\\${formatUsd(cents)}(?![\\d.,])`);
      expect(guidelines, formatUsd(cents)).not.toMatch(amount);
      expect(termsText, formatUsd(cents)).not.toMatch(amount);
    }
    for (const label of demo.locations.flatMap((l) => l.charges.map((c) => c.label)))
      expect(`${guidelines} ${termsText}`).not.toContain(label);
    expect(guidelines).toContain(`Additional drivers cost ${pageValues.additionalDriverFee};`);
    const blocks = rentalGuidelines.sections.flatMap((s) => s.body);
    const columns = blocks.flatMap((b) => (b.kind === 'fleet-table' ? b.columns : []));
    for (const column of ['deposit', 'mileage', 'extraMile', 'youngRenter'] as const)
      expect(columns).toContain(column);
    expect(blocks.filter((b) => b.kind === 'location-charges')).toHaveLength(1);
  });

  it('says no longer that renting is free of surcharges or that taxes come on top of the prices shown', () => {
    const text = strings([filledOther.rentalGuidelines, filledOther.terms]).join(' ');
    expect(text).not.toMatch(/no young-driver surcharge|additional drivers are free/i);
    expect(text).not.toMatch(/added on the rental agreement|added to the rental charge/i);
    expect(text).toContain(
      'The price shown for your dates before you book is the total: the rental, extras and protection you chose, and the sales and rental taxes and fees of the pickup location, each listed.',
    );
  });

  it('refers to terms sections by their real numbers', () => {
    const numberOf = (id: string) => terms.sections.findIndex((s) => s.id === id) + 1;
    expect(numberOf('reservations-and-payment')).toBe(3);
    expect(numberOf('driver-eligibility')).toBe(4);
    expect(numberOf('liability-and-insurance')).toBe(7);
    for (const ref of strings(terms)
      .join(' ')
      .matchAll(/section (\d+)/g)) {
      expect(Number(ref[1])).toBeLessThanOrEqual(terms.sections.length);
    }
  });

  it('names the owner and a governing law that follows the brand address', () => {
    const text = strings(fillDeep(terms, { values: cancellation })).join(' ');
    expect(text).toContain(brand.ownerCompany);
    expect(text).toContain('laws of the State of Maryland');
    const other: Brand = {
      ...brand,
      name: 'Trailhead',
      ownerCompany: 'Trailhead Mobility LLC',
      address: { ...brand.address, city: 'Austin', region: 'TX', regionName: 'Texas' },
    };
    const rebranded = strings(fillDeep(terms, { brand: other, values: cancellation })).join(' ');
    expect(rebranded).toContain('laws of the State of Texas');
    expect(rebranded).toContain('courts sitting in Austin, Texas');
    expect(rebranded).toContain('Trailhead Mobility LLC');
    expect(rebranded).not.toContain(brand.ownerCompany);
  });

  it('gives the brand address’s state its USPS name', () => {
    expect(brand.address.regionName).toBe(usStateName(brand.address.region));
  });
});

describe('all content', () => {
  const raw = JSON.stringify(everything);

  it('never hard-codes the brand or the owner company', () => {
    expect(raw).not.toMatch(/convoy|harbor/i);
    expect(raw).not.toContain(brand.phone);
    expect(raw).not.toContain(brand.email);
  });

  it('states no cancellation rule of its own: the stored policy’s words fill it in', () => {
    for (const text of strings(everything))
      expect(text, text).not.toMatch(/cancel[^.]*\b(\d+|one|two|three)\s+(hours?|days?)\b/i);
    const faq = filledOther.home.faqs.find((f) => f.question === 'Can I cancel?');
    expect(faq?.answer).toContain(cancellation.cancellationPolicy);
  });

  it('fills every placeholder, leaving no braces behind', () => {
    for (const text of strings(filledEverything)) expect(text, text).not.toMatch(/[{}]/);
  });

  it('groups classes under one mileage statement only while the policy treats them alike', () => {
    // The home page and the sports-teams and churches pages quote one daily allowance for
    // "passenger vans and buses", and call minivans, SUVs and pickups unlimited: if the
    // policy splits those groups, that copy has to be rewritten, not just refilled.
    const miles = rentalPolicy.dailyMileAllowance;
    expect(new Set([miles.van, miles.bus, miles['cdl-bus']]).size).toBe(1);
    expect(miles.car).toBeNull();
    expect(strings(filledOther.home.faqs).join(' ')).toContain(
      `Passenger vans and buses include ${miles.van} miles per vehicle per rental day`,
    );
  });

  it('writes no dollar amounts into vehicle or audience copy (prices come from the fleet data)', () => {
    for (const text of strings([filledVehiclePages, filledAudiencePages]))
      expect(text, text).not.toContain('$');
  });

  it('writes American English', () => {
    for (const text of strings(filledEverything)) {
      // A link's target is a route path, not words (the organization account page is /organisation).
      const words = text.replace(/\]\([^)]*\)/g, ']');
      expect(words, text).not.toMatch(/\b(licence|organisation|colour|tyre|travelling|centre|metre)s?\b/i);
    }
  });

  it('keeps meta descriptions between 70 and 160 characters', () => {
    for (const page of [...filledVehiclePages, ...filledAudiencePages]) {
      const length = page.metaDescription.length;
      expect(length, page.metaDescription).toBeGreaterThanOrEqual(70);
      expect(length, page.metaDescription).toBeLessThanOrEqual(160);
    }
  });

  it('links only to pages and sections that exist', () => {
    const guidelineIds = new Set(rentalGuidelines.sections.map((s) => s.id));
    const ctas = [
      ...filledOther.home.hero.ctas,
      ...filledOther.leasing.ctas.filter((c) => !c.to.startsWith('#')),
      ...filledOther.longTermVehicles.ctas,
      ...filledOther.fleetSales.ctas,
      ...filledOther.whyUs.ctas,
    ].map((c) => c.to);
    const targets = [...strings(filledEverything).flatMap(linkTargets), ...ctas];
    expect(targets.length).toBeGreaterThan(20);
    for (const target of targets) {
      const [path, hash] = target.split('#');
      if (path === '') {
        expect(guidelineIds, target).toContain(hash);
        continue;
      }
      expect(findRoute(path!), `no route for ${target}`).toBeDefined();
      if (hash && path === '/rental-guidelines') expect(guidelineIds, target).toContain(hash);
    }
  });

  it('gives every illustration a unique key and alt text', () => {
    const images = [...vehiclePages, ...audiencePages].map((p) => p.image);
    expect(new Set(images.map((i) => i.key)).size).toBe(images.length);
    for (const image of images) expect(image.alt.length).toBeGreaterThan(20);
  });
});

describe('vehicles for sale', () => {
  it('has 8–12 realistic listings tied to real classes and locations', () => {
    expect(vehiclesForSaleSeed.length).toBeGreaterThanOrEqual(8);
    expect(vehiclesForSaleSeed.length).toBeLessThanOrEqual(12);
    const locationIds = new Set(locationSeed.map((l) => l.id));
    const ids = vehiclesForSaleSeed.map((v) => v.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const v of vehiclesForSaleSeed) {
      expect(classById.has(v.vehicleClassId), v.id).toBe(true);
      expect(locationIds, v.id).toContain(v.locationId);
      expect(v.vinLast6, v.id).toMatch(/^[A-HJ-NPR-Z0-9]{6}$/);
      expect(v.priceCents % 100, v.id).toBe(0);
      expect(v.priceCents, v.id).toBeGreaterThan(1_000_000);
      expect(v.mileage, v.id).toBeGreaterThan(10_000);
      expect(v.year, v.id).toBeGreaterThanOrEqual(2018);
    }
  });

  it('converts to what the API sends', () => {
    for (const seed of vehiclesForSaleSeed) {
      const listing = toVehicleForSale(seed);
      expect(vehicleForSaleSchema.parse(listing)).toEqual(listing);
      expect(listing.passengers).toBe(classById.get(seed.vehicleClassId)!.passengers);
    }
  });
});
