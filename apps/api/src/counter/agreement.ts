import { brand } from '@convoy/domain/content/brand';
import type { InfoDocument } from '@convoy/domain/content/content.types';
import { fillText } from '@convoy/domain/content/fill-brand';
import { plainText } from '@convoy/domain/content/inline-links';
import { type Locale, localizedPath } from '@convoy/domain/content/locale';
import { rentalPolicy } from '@convoy/domain/content/rental-policy';
// The Spanish terms, imported by name: the API has no build-time swap of X.ts for X.es.ts (decision 048).
import { terms as spanishTerms } from '@convoy/domain/content/terms.es';
import type { Agreement, AgreementSignature, DamageMark } from '@convoy/domain/contracts/counter.schema';
import { oneWayTermsIn } from '@convoy/domain/rules/cancellation-words';
import { toIsoWithOffset } from '@convoy/domain/rules/time';
import type { CatalogSnapshot } from '../catalog/catalog.ts';
import { ApiError } from '../errors.ts';
import type { StoredUnit } from '../fleet/fleet-unit.repository.ts';
import { inLanguage, language } from '../i18n/language.ts';
import { defineMessages } from '../i18n/messages.ts';
import { formatUsd } from '../invoices/invoice-pdf.ts';
import { formatLocalDateTime } from '../mail/format.ts';
import { lineLabel } from '../mail/price-lines.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import type { AgreementMessage } from '../outbox/outbox-message.ts';
import type { Repositories } from '../repositories.ts';
import { cancellationWords } from '../reservations/cancellation-terms.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import { toApiReservation } from '../reservations/reservation.ts';
import { validationError } from '../validation-error.ts';
import { type AgreementDocument, renderAgreementPdf } from './agreement-pdf.ts';

/**
 * The rental agreement (decision 015): signed on the tablet at check-out, drawn as
 * a PDF from the readings just recorded and the booking as stored, kept with
 * the reservation and e-mailed to the renter. Nothing in it is priced again.
 * Drawn in the booking's language (decision 048): its headings and fixed words,
 * and, when that is not English, the rental terms translated, the English governing.
 */

const words = defineMessages({
  empty: { en: 'Empty', es: 'Vacío' },
  full: { en: 'Full', es: 'Lleno' },
  damage: {
    en: '{view} side: {note}',
    es: '{view, select, front {Frente} back {Parte trasera} left {Lado izquierdo} right {Lado derecho} top {Techo} other {{view}}}: {note}',
  },
  unlimitedMileage: { en: 'Mileage: unlimited.', es: 'Millaje: ilimitado.' },
  mileage: {
    en: 'Mileage: {allowance} miles a day per vehicle are included over the {days} charged days; each mile beyond is {rate}.',
    es: 'Millaje: se incluyen {allowance} millas por día por vehículo durante los {days} días cobrados; cada milla adicional cuesta {rate}.',
  },
  mileagePerClass: {
    en: 'Mileage: {allowance} miles a day per vehicle are included over the {days} charged days; each mile beyond is {rate} (each class at its own rate, as booked).',
    es: 'Millaje: se incluyen {allowance} millas por día por vehículo durante los {days} días cobrados; cada milla adicional cuesta {rate} (cada categoría a su propia tarifa, según la reserva).',
  },
  fuel: {
    en: 'Fuel: return each vehicle with the fuel it went out with. Fuel short is charged at {price} a gallon plus a {service} refueling service.',
    es: 'Combustible: devuelva cada vehículo con el combustible con el que salió. El combustible faltante se cobra a {price} por galón, más un servicio de recarga de {service}.',
  },
  lateReturn: {
    en: 'Late return: up to {hours} hour after the return time is free; later, each part day is charged at a share of the daily rate (up to 3 hours one third, up to 6 hours two thirds, more a full day), each full day at the daily rate.',
    es: 'Devolución tardía: hasta {hours} hora después de la hora de devolución no tiene cargo; después, cada fracción de día se cobra como una parte de la tarifa diaria (hasta 3 horas, un tercio; hasta 6 horas, dos tercios; más, un día completo), y cada día completo a la tarifa diaria.',
  },
  damageCharged: {
    en: 'Damage: new damage found at the return, beyond what is marked above, is charged as assessed by staff; a security deposit held on a card is captured for what the rental owes and the rest released.',
    es: 'Daños: los daños nuevos que se encuentren en la devolución, además de los marcados arriba, se cobran según la evaluación del personal; el depósito de garantía retenido en una tarjeta se cobra por lo que adeude el alquiler y el resto se libera.',
  },
  licence: { en: '{where} {number} · expires {expiry}', es: '{where} {number} · vence el {expiry}' },
  erased: { en: '(erased)', es: '(borrada)' },
  termsIncorporated: {
    en: 'The rental terms and conditions ({terms}) and the rental guidelines ({guidelines}) in force on the pickup day are part of this agreement.',
    es: 'Los términos y condiciones de alquiler ({terms}) y la guía de alquiler ({guidelines}) vigentes el día de la recogida forman parte de este contrato.',
  },
  authorizedOnly: {
    en: 'Only the authorized drivers listed above may drive. No smoking, no carrying passengers or goods for pay, no towing without our written approval, no driving under the influence.',
    es: 'Solo pueden manejar los conductores autorizados indicados arriba. Se prohíbe fumar, transportar pasajeros o mercancías a cambio de pago, remolcar sin nuestra aprobación por escrito y manejar bajo los efectos del alcohol o de drogas.',
  },
  renterResponsible: {
    en: 'The renter is responsible for the vehicles, tolls and traffic fines until they are checked in.',
    es: 'El arrendatario es responsable de los vehículos, los peajes y las multas de tránsito hasta que se registre su devolución.',
  },
});

export const agreementUrl = (code: string) => `/api/admin/counter/${code}/agreement.pdf`;

const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The signature's PNG bytes; a field error when the data URL does not hold a PNG. */
export function signaturePng(signature: AgreementSignature): Buffer {
  const png = Buffer.from(signature.signature.slice(signature.signature.indexOf(',') + 1), 'base64');
  if (png.length < 64 || !png.subarray(0, 8).equals(pngMagic)) {
    throw validationError({ 'agreement.signature': 'Have the renter sign in the box.' });
  }
  return png;
}

/** "Full", "Empty", "1/2", "3/8": a fuel gauge in eighths, in the words of the counter. */
export function fuelWords(eighths: number): string {
  if (eighths === 0) return words().empty();
  if (eighths === 8) return words().full();
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const d = gcd(eighths, 8);
  return `${eighths / d}/${8 / d}`;
}

const damageWords = (marks: readonly DamageMark[]) =>
  marks.map((m) => words().damage({ view: m.view, note: m.note }));

/** The vehicles going out, each on its unit, as the counter read them. */
export interface OutgoingVehicles {
  reservation: StoredReservation;
  catalog: CatalogSnapshot;
  vehicles: {
    classId: string;
    seq: number;
    unit: StoredUnit;
    odometerMiles: number;
    fuelEighths: number;
    damage: DamageMark[];
    /** Its check-out inspection in words, one line an item (decision 034). */
    inspection: string[];
  }[];
  /** The staff member at the counter. */
  witnessedBy: string;
  now: number;
  /** Where the vehicles were delivered and are collected from, in words (decision 030); absent: at the counter. */
  addresses?: { delivery: string | null; collection: string | null };
}

export interface Signing extends OutgoingVehicles {
  signature: AgreementSignature;
}

const placeWords = (l: { name: string; address: { street: string; city: string } }) =>
  `${l.name}, ${l.address.street}, ${l.address.city}`;

/** What the signed agreement and the addendum both say: who sells, who rents, the trip, the vehicles going out. */
export function checkOutParts(s: OutgoingVehicles, organisation: string | null) {
  const r = s.reservation;
  const location = s.catalog.locationById.get(r.locationId);
  if (!location) throw new ApiError(409, 'not_found', 'The booking’s location is no longer offered.');
  const className = (id: string) => s.catalog.classById.get(id)?.name ?? id;
  const there = r.returnLocationId ? s.catalog.locationById.get(r.returnLocationId) : undefined;
  const returnLocation = there && there.id !== location.id ? there : undefined;
  const document = {
    seller: {
      name: brand.ownerCompany,
      lines: [
        `${brand.address.street}, ${brand.address.city}, ${brand.address.region} ${brand.address.postalCode}`,
        brand.phone,
      ],
    },
    renter: {
      name: `${r.contact.firstName} ${r.contact.lastName}`,
      organisation,
      email: r.contact.email,
      phone: r.contact.phone,
    },
    trip: {
      location: placeWords(location),
      // A one-way rental's return location, and its time there (decision 028).
      returnLocation: returnLocation ? placeWords(returnLocation) : null,
      pickup: formatLocalDateTime(r.pickupAt, r.timezone),
      return: formatLocalDateTime(r.returnAt, returnLocation?.timezone ?? r.timezone),
      delivery: s.addresses?.delivery ?? null,
      collection: s.addresses?.collection ?? null,
    },
    vehicles: s.vehicles.map((v) => ({
      label: `${className(v.classId)} ${v.seq}`,
      unit: [v.unit.fleet_number, v.unit.plate, v.unit.vin ? `VIN ${v.unit.vin}` : null]
        .filter(Boolean)
        .join('\n'),
      odometerMiles: v.odometerMiles,
      fuel: fuelWords(v.fuelEighths),
      damage: damageWords(v.damage),
      inspection: v.inspection,
    })),
  };
  return { location, className, document };
}

/** What a return may add, from the booking's own figures. */
function returnTerms(r: StoredReservation, fuelPriceCentsPerGallon: number): string[] {
  const allowance = r.pricing.mileageAllowancePerDay;
  const w = words();
  const mileage = {
    allowance: String(allowance),
    days: String(r.pricing.chargeDays),
    rate: formatUsd(r.pricing.excessMileCents),
  };
  return [
    allowance === null
      ? w.unlimitedMileage()
      : (r.pricing.vehicles?.length ?? 1) > 1
        ? w.mileagePerClass(mileage)
        : w.mileage(mileage),
    w.fuel({
      price: formatUsd(fuelPriceCentsPerGallon),
      service: formatUsd(rentalPolicy.fees.refuelServiceCents),
    }),
    w.lateReturn({ hours: String(rentalPolicy.freeLeftoverHours) }),
    w.damageCharged(),
  ];
}

/** What the agreement says of the terms it incorporates, with where to read them in the current language. */
function incorporatedTerms(): string[] {
  const w = words();
  const page = (path: string) => `${brand.siteUrl}${localizedPath(path, language())}`;
  return [
    w.termsIncorporated({ terms: page('/terms'), guidelines: page('/rental-guidelines') }),
    w.authorizedOnly(),
    w.renterResponsible(),
  ];
}

/** The published terms in each language other than English (content/terms.X.ts). */
const translatedTerms: Partial<Record<Locale, InfoDocument>> = { es: spanishTerms };

/**
 * The rental terms in the renter's language, for the agreement (decision 048): each section as the
 * site publishes it, the links' words without their targets, the cancellation policy as the booking's
 * words in that language (`cancellation`). Null in English, and in a language the terms are not written in.
 */
export function termsTranslated(
  locale: Locale,
  cancellation: readonly string[],
): { heading: string; paragraphs: string[] }[] | null {
  const document = translatedTerms[locale];
  if (!document) return null;
  const clean = (text: string) => plainText(fillText(text));
  return document.sections.map((section) => ({
    heading: clean(section.heading),
    paragraphs: section.body.flatMap((block): string[] => {
      if (block.kind === 'paragraph') return [clean(block.text)];
      if (block.kind === 'list')
        return block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : '•'} ${clean(item)}`);
      if (block.kind === 'cancellation-policy') return [...cancellation];
      // The live fleet's and each location's tables: the booking's own charges are drawn above.
      return [];
    }),
  }));
}

/** The booking's cancellation policy in its language, as the terms' cancellation section states it. */
async function cancellationLines(repos: Repositories, r: StoredReservation): Promise<string[]> {
  const { cancellationPolicy } = await repos.priceBook.load();
  const stated = cancellationWords(r, cancellationPolicy, r.locale);
  return [...(stated.oneWayTerms ? [oneWayTermsIn(r.locale)] : []), ...stated.policy, stated.noShow];
}

/**
 * Draws the agreement, stores it and queues its e-mail, in the check-out's
 * transaction (`repos` is the set over it): the agreement exists exactly when
 * the vehicles went out.
 */
export async function signAgreement(
  repos: Repositories,
  s: Signing,
  fuelPriceCentsPerGallon: number,
): Promise<void> {
  const r = s.reservation;
  const png = signaturePng(s.signature);
  const [organisation, drivers] = await Promise.all([
    r.organisationId ? repos.organisations.findById(r.organisationId) : undefined,
    repos.drivers.listFor(r.id),
  ]);
  const cancellation = r.locale === 'en' ? [] : await cancellationLines(repos, r);
  // Drawn at the counter, outside any e-mail's render: in the booking's language here (decision 048).
  const drawn = inLanguage(r.locale, () => {
    const { location, className, document: parts } = checkOutParts(s, organisation?.name ?? null);
    const document: AgreementDocument = {
      code: r.code,
      ...parts,
      drivers: drivers.map((d) => ({
        name: d.name,
        vehicle: className(d.classId),
        licence: words().licence({
          // As the template wrote them: a driver checked out has given their licence.
          where: String(d.licenceState ?? d.licenceCountry),
          number: d.licenceMask ?? words().erased(),
          expiry: String(d.licenceExpiry),
        }),
      })),
      lines: r.pricing.lines.map((l) => ({
        label: lineLabel(l, r.pricing.chargeDays),
        amountCents: l.amountCents,
      })),
      taxes: r.pricing.taxes.map((t) => ({ label: t.label, amountCents: t.amountCents })),
      totalCents: r.pricing.totalCents,
      depositCents: r.pricing.depositCents,
      returnTerms: returnTerms(r, fuelPriceCentsPerGallon),
      terms: incorporatedTerms(),
      translatedTerms: termsTranslated(r.locale, cancellation),
      signature: {
        png,
        signerName: s.signature.signerName,
        signedAt: formatLocalDateTime(s.now, r.timezone),
        witnessedBy: s.witnessedBy,
      },
    };
    return { location, pdf: renderAgreementPdf(document) };
  });
  const { location } = drawn;
  let pdf: Buffer;
  try {
    pdf = await drawn.pdf;
  } catch (error) {
    // pdfkit refuses a PNG it cannot read: the signature, not the server.
    throw Object.assign(validationError({ 'agreement.signature': 'Have the renter sign in the box.' }), {
      cause: error,
    });
  }
  await repos.agreements.insert({
    reservation_id: r.id,
    kind: 'signed',
    signer_name: s.signature.signerName,
    signed_at: s.now,
    witnessed_by: s.witnessedBy,
    signature: png,
    pdf,
    emailed_to: r.contact.email,
  });
  await mailAgreement(repos, r, location, { signerName: s.signature.signerName, signedAt: s.now });
}

/** Queues the renter's e-mail of what they signed at check-out; the worker attaches the stored PDF. */
export async function mailAgreement(
  repos: Repositories,
  r: StoredReservation,
  location: ReturnType<typeof checkOutParts>['location'],
  agreement: AgreementMessage,
): Promise<void> {
  await enqueueEmails(
    repos.outbox,
    [
      {
        to: r.contact.email,
        reference: r.code,
        payload: {
          kind: 'rental_agreement',
          reservation: toApiReservation(r),
          pricing: r.pricing,
          location,
          agreement,
        },
      },
    ],
    agreement.signedAt,
  );
}

/** The reservation's signed agreement or addendum, without its bytes; null until the check-out. */
export async function agreementOf(repos: Repositories, r: StoredReservation): Promise<Agreement | null> {
  const row = await repos.agreements.find(r.id);
  return row
    ? {
        kind: row.kind,
        signerName: row.signer_name,
        signedAt: toIsoWithOffset(row.signed_at, r.timezone),
        witnessedBy: row.witnessed_by,
        url: agreementUrl(r.code),
        emailedTo: row.emailed_to,
      }
    : null;
}

/** The stored PDF of a reservation's agreement, by code. */
export function agreementPdf(repos: Repositories, code: string): Promise<Buffer | undefined> {
  return repos.agreements.pdf(code);
}
