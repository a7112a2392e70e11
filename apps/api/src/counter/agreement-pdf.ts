import { oneLine } from '@convoy/domain/contracts/plain-text';
import { languageTag } from '../i18n/language.ts';
import { defineMessages } from '../i18n/messages.ts';
import { formatUsd } from '../invoices/invoice-pdf.ts';
import {
  drawnSignature,
  factRows,
  letterhead,
  letterMargin,
  letterWidth,
  paragraphs,
  sectionHeading,
} from '../invoices/pdf-sections.ts';
import {
  type Column,
  drawFooters,
  drawRow,
  drawTable,
  ensureSpace,
  letterPdf,
  type Pdf,
  pdfBytes,
} from '../invoices/pdf-table.ts';

/**
 * The rental agreement the renter signs at check-out (decision 015), as a US
 * Letter PDF: who rents, the trip, each vehicle with the unit that goes out,
 * its odometer, fuel and the damage already on it, the drivers (licence
 * numbers masked), the stored price lines and total (nothing priced again),
 * the charges a return can add, the terms it incorporates, and the signature
 * drawn on the tablet with the signer's name, the time and the staff witness.
 * Its headings and fixed words are in the language it is drawn in (decision 048:
 * the booking's, counter/agreement.ts); what staff and the renter typed as stored.
 */
export interface AgreementDocument {
  code: string;
  seller: { name: string; lines: string[] };
  renter: { name: string; organisation: string | null; email: string; phone: string };
  /** With the delivery and collection addresses (decision 030); absent or null: at the counter. */
  trip: {
    location: string;
    /** A one-way rental's return location (decision 028); absent or null: back at `location`. */
    returnLocation?: string | null;
    pickup: string;
    /** Wall-clock at the return location, with its zone. */
    return: string;
    delivery?: string | null;
    collection?: string | null;
  };
  vehicles: {
    label: string;
    unit: string;
    odometerMiles: number;
    fuel: string;
    damage: string[];
    /** Its check-out inspection, one line an item (decision 034). */
    inspection: string[];
  }[];
  drivers: { name: string; vehicle: string; licence: string }[];
  lines: { label: string; amountCents: number }[];
  taxes: { label: string; amountCents: number }[];
  totalCents: number;
  depositCents: number;
  /** What a return may add, in words: mileage, fuel, late return, damage. */
  returnTerms: string[];
  /** The terms it incorporates, with where to read them whole. */
  terms: string[];
  /**
   * The rental terms in the renter's language when it is not English (decision 048), numbered as
   * published: a translation for their convenience, printed after a sentence that the English governs.
   */
  translatedTerms?: { heading: string; paragraphs: string[] }[] | null;
  signature: { png: Buffer; signerName: string; signedAt: string; witnessedBy: string };
}

const words = defineMessages({
  title: { en: 'Rental agreement {code}', es: 'Contrato de alquiler {code}' },
  vehiclesOut: { en: 'Vehicles as they go out', es: 'Vehículos a su salida' },
  vehicle: { en: 'Vehicle', es: 'Vehículo' },
  unit: { en: 'Unit', es: 'Unidad' },
  odometer: { en: 'Odometer', es: 'Odómetro' },
  // "Combustible" does not fit the column's 50 pt.
  fuel: { en: 'Fuel', es: 'Tanque' },
  damage: { en: 'Damage already on it', es: 'Daños ya existentes' },
  miles: { en: '{miles} mi', es: '{miles} mi' },
  noneMarked: { en: 'None marked', es: 'Ninguno marcado' },
  inspection: { en: 'Inspection at check-out', es: 'Inspección a la salida' },
  itemAndResult: { en: 'Item and result', es: 'Elemento y resultado' },
  notInspected: { en: 'Not inspected', es: 'Sin inspección' },
  charges: { en: 'Charges (as booked)', es: 'Cargos (según la reserva)' },
  total: { en: 'Total', es: 'Total' },
  deposit: {
    en: 'Security deposit (held, not charged)',
    es: 'Depósito de garantía (retenido, no cobrado)',
  },
  signed: { en: 'Signed', es: 'Firma' },
  bySigning: {
    en: 'By signing, the renter accepts this agreement, the vehicles in the condition recorded above and the terms it incorporates.',
    es: 'Con su firma, el arrendatario acepta este contrato, los vehículos en el estado registrado arriba y los términos que incorpora.',
  },
  signedBy: { en: 'Signed by', es: 'Firmado por' },
  signedAt: { en: 'Signed at', es: 'Fecha de la firma' },
  witnessedBy: { en: 'Witnessed by', es: 'Testigo' },
  renterAndTrip: { en: 'Renter and trip', es: 'Arrendatario y viaje' },
  renter: { en: 'Renter', es: 'Arrendatario' },
  organization: { en: 'Organization', es: 'Organización' },
  contact: { en: 'Contact', es: 'Contacto' },
  pickupLocation: { en: 'Pickup location', es: 'Lugar de recogida' },
  location: { en: 'Location', es: 'Sucursal' },
  pickup: { en: 'Pickup', es: 'Recogida' },
  deliveredTo: { en: 'Delivered to', es: 'Entrega en' },
  returnTo: { en: 'Return to', es: 'Devolución en' },
  returnBy: { en: 'Return by', es: 'Devolución a más tardar' },
  collectedFrom: { en: 'Collected from', es: 'Retiro en' },
  drivers: { en: 'Authorized drivers', es: 'Conductores autorizados' },
  driver: { en: 'Driver', es: 'Conductor' },
  licence: { en: 'License', es: 'Licencia' },
  returnCanAdd: { en: 'What the return can add', es: 'Lo que puede agregar la devolución' },
  terms: { en: 'Terms', es: 'Términos' },
  translatedTerms: {
    en: 'Rental terms and conditions',
    es: 'Términos y condiciones de alquiler',
  },
  governingEnglish: {
    en: 'This is a translation for your convenience; the English text of these terms governs and is available on request.',
    es: 'Esta es una traducción para su comodidad; el texto en inglés de estos términos es el que rige y se le entrega si lo solicita.',
  },
  section: { en: '{n}. {heading}', es: '{n}. {heading}' },
});

const margin = letterMargin;
const width = letterWidth;
const heading = sectionHeading;
const facts = (pdf: Pdf, rows: [string, string][]) => factRows(pdf, rows, 120);
const text = { fontSize: 8.5, gap: 2 };

/** A table with a header and hairlines between rows, across the page. */
function ruled(pdf: Pdf, columns: Column[], rows: string[][]): void {
  drawTable(
    pdf,
    { x: margin, fontSize: 9, rules: true, columns },
    rows.map((cells) => ({ cells })),
  );
}

/** The vehicles as they go out: unit, odometer, fuel, the damage already on each and its inspection (the addendum's too). */
export function drawVehicles(pdf: Pdf, doc: Pick<AgreementDocument, 'vehicles'>): void {
  const w = words();
  heading(pdf, w.vehiclesOut());
  ruled(
    pdf,
    [
      { header: w.vehicle(), width: 130 },
      { header: w.unit(), width: 110 },
      { header: w.odometer(), width: 70, align: 'right' },
      { header: w.fuel(), width: 50, align: 'right' },
      { header: w.damage(), width: width - 360 },
    ],
    doc.vehicles.map((v) => [
      v.label,
      v.unit,
      w.miles({ miles: v.odometerMiles.toLocaleString(languageTag()) }),
      v.fuel,
      v.damage.length > 0 ? v.damage.join('\n') : w.noneMarked(),
    ]),
  );
  heading(pdf, w.inspection());
  ruled(
    pdf,
    [
      { header: w.vehicle(), width: 130 },
      { header: w.itemAndResult(), width: width - 130 },
    ],
    doc.vehicles.map((v) => [v.label, v.inspection.length > 0 ? v.inspection.join('\n') : w.notInspected()]),
  );
}

function drawCharges(pdf: Pdf, doc: AgreementDocument): void {
  const w = words();
  heading(pdf, w.charges());
  const columns = [{ width: width - 100 }, { width: 100, align: 'right' as const }];
  const rows = [
    ...doc.lines.map((l) => ({ cells: [l.label, formatUsd(l.amountCents)] })),
    ...doc.taxes.map((t) => ({ cells: [t.label, formatUsd(t.amountCents)] })),
    { cells: [w.total(), formatUsd(doc.totalCents)], bold: true, ruleAbove: true },
  ];
  if (doc.depositCents > 0) {
    rows.push({
      cells: [w.deposit(), formatUsd(doc.depositCents)],
      bold: false,
      ruleAbove: false,
    });
  }
  drawTable(pdf, { x: margin, fontSize: 9, columns }, rows);
}

function drawSignature(pdf: Pdf, doc: AgreementDocument): void {
  const s = doc.signature;
  const w = words();
  pdf.y += 14;
  ensureSpace(pdf, 150);
  drawRow(pdf, { x: margin, fontSize: 11, columns: [{ width }] }, { cells: [w.signed()], bold: true });
  paragraphs(pdf, [w.bySigning()], text);
  drawnSignature(pdf, s.png);
  facts(pdf, [
    [w.signedBy(), oneLine(s.signerName)],
    [w.signedAt(), s.signedAt],
    [w.witnessedBy(), s.witnessedBy],
  ]);
}

/** Who rents and the trip (the addendum's too). */
export function drawRenterAndTrip(pdf: Pdf, doc: Pick<AgreementDocument, 'renter' | 'trip'>): void {
  // What people typed goes on one line: a line break in a name would add a line to the agreement.
  const w = words();
  heading(pdf, w.renterAndTrip());
  facts(pdf, [
    [w.renter(), oneLine(doc.renter.name)],
    ...(doc.renter.organisation
      ? [[w.organization(), oneLine(doc.renter.organisation)] as [string, string]]
      : []),
    [w.contact(), oneLine(`${doc.renter.email} · ${doc.renter.phone}`)],
    [doc.trip.returnLocation ? w.pickupLocation() : w.location(), doc.trip.location],
    [w.pickup(), doc.trip.pickup],
    ...(doc.trip.delivery ? [[w.deliveredTo(), oneLine(doc.trip.delivery)] as [string, string]] : []),
    ...(doc.trip.returnLocation ? [[w.returnTo(), doc.trip.returnLocation] as [string, string]] : []),
    [w.returnBy(), doc.trip.return],
    ...(doc.trip.collection ? [[w.collectedFrom(), oneLine(doc.trip.collection)] as [string, string]] : []),
  ]);
}

/** The terms in the renter's language, numbered as published, after the sentence that the English governs. */
function drawTranslatedTerms(pdf: Pdf, sections: NonNullable<AgreementDocument['translatedTerms']>): void {
  if (sections.length === 0) return;
  const w = words();
  heading(pdf, w.translatedTerms());
  paragraphs(pdf, [w.governingEnglish()], text);
  for (const [i, section] of sections.entries()) {
    pdf.y += 4;
    ensureSpace(pdf, 30);
    drawRow(
      pdf,
      { x: margin, fontSize: 9, columns: [{ width }] },
      { cells: [w.section({ n: i + 1, heading: section.heading })], bold: true },
    );
    paragraphs(pdf, section.paragraphs, text);
  }
}

/** The agreement as PDF bytes; text through pdfSafe, the signature as the PNG drawn. */
export async function renderAgreementPdf(doc: AgreementDocument): Promise<Buffer> {
  const w = words();
  const title = w.title({ code: doc.code });
  const pdf = await letterPdf(margin, { Title: title, Author: doc.seller.name });
  const bytes = pdfBytes(pdf);
  letterhead(pdf, doc.seller, title, 20);
  drawRenterAndTrip(pdf, doc);
  drawVehicles(pdf, doc);
  heading(pdf, w.drivers());
  ruled(
    pdf,
    [
      { header: w.driver(), width: 200 },
      { header: w.vehicle(), width: 150 },
      { header: w.licence(), width: width - 350 },
    ],
    doc.drivers.map((d) => [oneLine(d.name), d.vehicle, d.licence]),
  );
  drawCharges(pdf, doc);
  heading(pdf, w.returnCanAdd());
  paragraphs(pdf, doc.returnTerms, text);
  heading(pdf, w.terms());
  paragraphs(pdf, doc.terms, text);
  if (doc.translatedTerms) drawTranslatedTerms(pdf, doc.translatedTerms);
  drawSignature(pdf, doc);
  drawFooters(pdf, title, margin);
  pdf.end();
  return bytes;
}
