import { brand } from '@convoy/domain/content/brand';
import { rentalPolicy } from '@convoy/domain/content/rental-policy';
import type { Agreement, AgreementSignature, DamageMark } from '@convoy/domain/contracts/counter.schema';
import { toIsoWithOffset } from '@convoy/domain/rules/time';
import type { CatalogSnapshot } from '../catalog/catalog.ts';
import { ApiError } from '../errors.ts';
import type { StoredUnit } from '../fleet/fleet-unit.repository.ts';
import { formatUsd } from '../invoices/invoice-pdf.ts';
import { formatLocalDateTime } from '../mail/format.ts';
import { lineLabel } from '../mail/price-lines.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import type { AgreementMessage } from '../outbox/outbox-message.ts';
import type { Repositories } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import { toApiReservation } from '../reservations/reservation.ts';
import { validationError } from '../validation-error.ts';
import { type AgreementDocument, renderAgreementPdf } from './agreement-pdf.ts';

/**
 * The rental agreement (decision 015): signed on the tablet at check-out, drawn as
 * a PDF from the readings just recorded and the booking as stored, kept with
 * the reservation and e-mailed to the renter. Nothing in it is priced again.
 */

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
  if (eighths === 0) return 'Empty';
  if (eighths === 8) return 'Full';
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const d = gcd(eighths, 8);
  return `${eighths / d}/${8 / d}`;
}

const damageWords = (marks: readonly DamageMark[]) => marks.map((m) => `${m.view} side: ${m.note}`);

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
  return [
    allowance === null
      ? 'Mileage: unlimited.'
      : `Mileage: ${allowance} miles a day per vehicle are included over the ${r.pricing.chargeDays} charged days; each mile beyond is ${formatUsd(r.pricing.excessMileCents)}${(r.pricing.vehicles?.length ?? 1) > 1 ? ' (each class at its own rate, as booked)' : ''}.`,
    `Fuel: return each vehicle with the fuel it went out with. Fuel short is charged at ${formatUsd(fuelPriceCentsPerGallon)} a gallon plus a ${formatUsd(rentalPolicy.fees.refuelServiceCents)} refueling service.`,
    `Late return: up to ${rentalPolicy.freeLeftoverHours} hour after the return time is free; later, each part day is charged at a share of the daily rate (up to 3 hours one third, up to 6 hours two thirds, more a full day), each full day at the daily rate.`,
    'Damage: new damage found at the return, beyond what is marked above, is charged as assessed by staff; a security deposit held on a card is captured for what the rental owes and the rest released.',
  ];
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
  const { location, className, document: parts } = checkOutParts(s, organisation?.name ?? null);
  const document: AgreementDocument = {
    code: r.code,
    ...parts,
    drivers: drivers.map((d) => ({
      name: d.name,
      vehicle: className(d.classId),
      licence: `${d.licenceState ?? d.licenceCountry} ${d.licenceMask ?? '(erased)'} · expires ${d.licenceExpiry}`,
    })),
    lines: r.pricing.lines.map((l) => ({
      label: lineLabel(l, r.pricing.chargeDays),
      amountCents: l.amountCents,
    })),
    taxes: r.pricing.taxes.map((t) => ({ label: t.label, amountCents: t.amountCents })),
    totalCents: r.pricing.totalCents,
    depositCents: r.pricing.depositCents,
    returnTerms: returnTerms(r, fuelPriceCentsPerGallon),
    terms: [
      `The rental terms and conditions (${brand.siteUrl}/terms) and the rental guidelines (${brand.siteUrl}/rental-guidelines) in force on the pickup day are part of this agreement.`,
      'Only the authorized drivers listed above may drive. No smoking, no carrying passengers or goods for pay, no towing without our written approval, no driving under the influence.',
      'The renter is responsible for the vehicles, tolls and traffic fines until they are checked in.',
    ],
    signature: {
      png,
      signerName: s.signature.signerName,
      signedAt: formatLocalDateTime(s.now, r.timezone),
      witnessedBy: s.witnessedBy,
    },
  };
  let pdf: Buffer;
  try {
    pdf = await renderAgreementPdf(document);
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
