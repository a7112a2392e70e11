import { factRows, letterhead, letterMargin, paragraphs, sectionHeading } from '../invoices/pdf-sections.ts';
import { drawFooters, letterPdf, pdfBytes } from '../invoices/pdf-table.ts';
import { formatLocalDate, formatMoney } from '../mail/format.ts';

/** What the insurer letter states (decision 036): the claim, the policy it is made under and the damage. */
export interface ClaimLetter {
  code: string;
  seller: { name: string; lines: string[] };
  date: string;
  insurer: string;
  policyNumber: string;
  validFrom: string;
  validTo: string;
  insured: string;
  trip: { location: string; pickup: string; returned: string };
  vehicle: { label: string; unit: string };
  damage: string[];
  lines: [string, number][];
  totalCents: number;
  renterCents: number;
}

/**
 * The claim letter to the insurer of a renter who declined our protection
 * with their own certificate (decisions 023 and 036), as a US Letter PDF:
 * drawn when staff ask for it, never stored (it names the renter).
 */
export async function renderClaimLetterPdf(doc: ClaimLetter): Promise<Buffer> {
  const title = `Damage claim for rental ${doc.code}`;
  const pdf = await letterPdf(letterMargin, { Title: title, Author: doc.seller.name });
  const bytes = pdfBytes(pdf);
  letterhead(pdf, doc.seller, title, 16);
  sectionHeading(pdf, 'To the insurer');
  factRows(
    pdf,
    [
      ['Date', doc.date],
      ['Insurer', doc.insurer],
      ['Policy number', doc.policyNumber],
      ['Policy valid', `${formatLocalDate(doc.validFrom)} to ${formatLocalDate(doc.validTo)}`],
      ['Insured (the renter)', doc.insured],
    ],
    130,
  );
  sectionHeading(pdf, 'The rental');
  factRows(
    pdf,
    [
      ['Rental', doc.code],
      ['Picked up', `${doc.trip.location}, ${doc.trip.pickup}`],
      ['Returned', doc.trip.returned],
      ['Vehicle', `${doc.vehicle.label} (${doc.vehicle.unit})`],
    ],
    130,
  );
  sectionHeading(pdf, 'Damage found at the return');
  paragraphs(pdf, doc.damage, { fontSize: 9, gap: 2 });
  sectionHeading(pdf, 'The claim');
  factRows(
    pdf,
    [
      ...doc.lines.map(([label, cents]): [string, string] => [label, formatMoney(cents)]),
      ['Total', formatMoney(doc.totalCents)],
    ],
    300,
  );
  paragraphs(
    pdf,
    [
      `The renter declined our protection and showed this policy as covering the hired vehicle for the rental. We ask you to settle the claim of ${formatMoney(doc.totalCents)} under it; the renter is liable to us for ${formatMoney(doc.renterCents)} until it is paid. Repair invoices and photos of the vehicle before and after the rental are available on request.`,
    ],
    { fontSize: 9, gap: 2 },
  );
  drawFooters(pdf, title, letterMargin);
  pdf.end();
  return bytes;
}
