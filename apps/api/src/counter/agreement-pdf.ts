import { oneLine } from '@convoy/domain/contracts/plain-text';
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
  signature: { png: Buffer; signerName: string; signedAt: string; witnessedBy: string };
}

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
  heading(pdf, 'Vehicles as they go out');
  ruled(
    pdf,
    [
      { header: 'Vehicle', width: 130 },
      { header: 'Unit', width: 110 },
      { header: 'Odometer', width: 70, align: 'right' },
      { header: 'Fuel', width: 50, align: 'right' },
      { header: 'Damage already on it', width: width - 360 },
    ],
    doc.vehicles.map((v) => [
      v.label,
      v.unit,
      `${v.odometerMiles.toLocaleString('en-US')} mi`,
      v.fuel,
      v.damage.length > 0 ? v.damage.join('\n') : 'None marked',
    ]),
  );
  heading(pdf, 'Inspection at check-out');
  ruled(
    pdf,
    [
      { header: 'Vehicle', width: 130 },
      { header: 'Item and result', width: width - 130 },
    ],
    doc.vehicles.map((v) => [v.label, v.inspection.length > 0 ? v.inspection.join('\n') : 'Not inspected']),
  );
}

function drawCharges(pdf: Pdf, doc: AgreementDocument): void {
  heading(pdf, 'Charges (as booked)');
  const columns = [{ width: width - 100 }, { width: 100, align: 'right' as const }];
  const rows = [
    ...doc.lines.map((l) => ({ cells: [l.label, formatUsd(l.amountCents)] })),
    ...doc.taxes.map((t) => ({ cells: [t.label, formatUsd(t.amountCents)] })),
    { cells: ['Total', formatUsd(doc.totalCents)], bold: true, ruleAbove: true },
  ];
  if (doc.depositCents > 0) {
    rows.push({
      cells: ['Security deposit (held, not charged)', formatUsd(doc.depositCents)],
      bold: false,
      ruleAbove: false,
    });
  }
  drawTable(pdf, { x: margin, fontSize: 9, columns }, rows);
}

function drawSignature(pdf: Pdf, doc: AgreementDocument): void {
  const s = doc.signature;
  pdf.y += 14;
  ensureSpace(pdf, 150);
  drawRow(pdf, { x: margin, fontSize: 11, columns: [{ width }] }, { cells: ['Signed'], bold: true });
  paragraphs(
    pdf,
    [
      'By signing, the renter accepts this agreement, the vehicles in the condition recorded above and the terms it incorporates.',
    ],
    text,
  );
  drawnSignature(pdf, s.png);
  facts(pdf, [
    ['Signed by', oneLine(s.signerName)],
    ['Signed at', s.signedAt],
    ['Witnessed by', s.witnessedBy],
  ]);
}

/** Who rents and the trip (the addendum's too). */
export function drawRenterAndTrip(pdf: Pdf, doc: Pick<AgreementDocument, 'renter' | 'trip'>): void {
  // What people typed goes on one line: a line break in a name would add a line to the agreement.
  heading(pdf, 'Renter and trip');
  facts(pdf, [
    ['Renter', oneLine(doc.renter.name)],
    ...(doc.renter.organisation
      ? [['Organization', oneLine(doc.renter.organisation)] as [string, string]]
      : []),
    ['Contact', oneLine(`${doc.renter.email} · ${doc.renter.phone}`)],
    [doc.trip.returnLocation ? 'Pickup location' : 'Location', doc.trip.location],
    ['Pickup', doc.trip.pickup],
    ...(doc.trip.delivery ? [['Delivered to', oneLine(doc.trip.delivery)] as [string, string]] : []),
    ...(doc.trip.returnLocation ? [['Return to', doc.trip.returnLocation] as [string, string]] : []),
    ['Return by', doc.trip.return],
    ...(doc.trip.collection ? [['Collected from', oneLine(doc.trip.collection)] as [string, string]] : []),
  ]);
}

/** The agreement as PDF bytes; text through pdfSafe, the signature as the PNG drawn. */
export async function renderAgreementPdf(doc: AgreementDocument): Promise<Buffer> {
  const pdf = await letterPdf(margin, { Title: `Rental agreement ${doc.code}`, Author: doc.seller.name });
  const bytes = pdfBytes(pdf);
  letterhead(pdf, doc.seller, `Rental agreement ${doc.code}`, 20);
  drawRenterAndTrip(pdf, doc);
  drawVehicles(pdf, doc);
  heading(pdf, 'Authorized drivers');
  ruled(
    pdf,
    [
      { header: 'Driver', width: 200 },
      { header: 'Vehicle', width: 150 },
      { header: 'License', width: width - 350 },
    ],
    doc.drivers.map((d) => [oneLine(d.name), d.vehicle, d.licence]),
  );
  drawCharges(pdf, doc);
  heading(pdf, 'What the return can add');
  paragraphs(pdf, doc.returnTerms, text);
  heading(pdf, 'Terms');
  paragraphs(pdf, doc.terms, text);
  drawSignature(pdf, doc);
  drawFooters(pdf, `Rental agreement ${doc.code}`, margin);
  pdf.end();
  return bytes;
}
