import type { AgreedText } from '@convoy/domain/content/pre-arrival';
import { factRows, letterhead, letterMargin, paragraphs, sectionHeading } from '../invoices/pdf-sections.ts';
import { drawFooters, letterPdf, pdfBytes } from '../invoices/pdf-table.ts';
import { type AgreementDocument, drawRenterAndTrip, drawVehicles } from './agreement-pdf.ts';

/**
 * The addendum to a rental agreement signed before pickup (decision 027), as a
 * US Letter PDF: the agreement it adds to (when signed, its PDF's SHA-256), the
 * renter and trip, each vehicle as it goes out (unit, odometer, fuel, damage
 * already on it), the words the renter agreed to and who acknowledged them,
 * when, and the staff member who recorded the readings. No drawn signature: the
 * renter acknowledged it with one tap at the counter.
 */
export interface AddendumDocument
  extends Pick<AgreementDocument, 'code' | 'seller' | 'renter' | 'trip' | 'vehicles'> {
  /** `label`: how it was signed ("Signed before pickup" unless said). */
  agreement: { signedAt: string; documentSha256: string; label?: string };
  /** A swap's facts (decision 035): the vehicle, the units, when and why; absent for the check-out's addendum. */
  swap?: [string, string][];
  text: AgreedText;
  acknowledgement: { by: string; at: string; recordedBy: string };
}

export async function renderAddendumPdf(doc: AddendumDocument): Promise<Buffer> {
  const title = `Addendum to rental agreement ${doc.code}`;
  const pdf = await letterPdf(letterMargin, { Title: title, Author: doc.seller.name });
  const bytes = pdfBytes(pdf);
  letterhead(pdf, doc.seller, title, 18);
  sectionHeading(pdf, 'The agreement it adds to');
  factRows(
    pdf,
    [
      [doc.agreement.label ?? 'Signed before pickup', doc.agreement.signedAt],
      ['Document SHA-256', doc.agreement.documentSha256],
    ],
    120,
  );
  drawRenterAndTrip(pdf, doc);
  if (doc.swap) {
    sectionHeading(pdf, 'The vehicle swapped');
    factRows(pdf, doc.swap, 120);
  }
  drawVehicles(pdf, doc);
  sectionHeading(pdf, doc.text.title);
  paragraphs(pdf, doc.text.paragraphs, { fontSize: 8.5, gap: 2 });
  sectionHeading(pdf, 'Acknowledged');
  factRows(
    pdf,
    [
      ['Acknowledged by', doc.acknowledgement.by],
      ['Acknowledged at', doc.acknowledgement.at],
      ['How', 'One tap on the counter’s tablet, the readings shown'],
      ['Recorded by', doc.acknowledgement.recordedBy],
      ['Text version', doc.text.version],
    ],
    120,
  );
  drawFooters(pdf, title, letterMargin);
  pdf.end();
  return bytes;
}
