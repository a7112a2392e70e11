import { factRows, letterhead, letterMargin, paragraphs, sectionHeading } from '../invoices/pdf-sections.ts';
import { drawFooters, letterPdf, pdfBytes } from '../invoices/pdf-table.ts';

/** What a nomination needs (decision 037), opened from its seal for the letter alone. */
export interface Nominee {
  name: string;
  address: string | null;
  licenceNumber: string | null;
  licenceState: string | null;
  licenceCountry: string | null;
}

/** The letter transferring a notice's liability to the driver who had the vehicle then. */
export interface NominationDocument {
  seller: { name: string; lines: string[] };
  agency: string;
  reference: string;
  kind: string;
  plate: string;
  /** When, in words, in the booking's time zone. */
  at: string;
  place: string;
  amount: string;
  rental: { code: string; from: string; to: string };
  nominee: Nominee;
  date: string;
}

/** The nomination letter as a US Letter PDF, drawn with the invoices' PDF code. */
export async function renderNominationPdf(doc: NominationDocument): Promise<Buffer> {
  const title = `Transfer of liability, notice ${doc.reference}`;
  const pdf = await letterPdf(letterMargin, { Title: title, Author: doc.seller.name });
  const bytes = pdfBytes(pdf);
  letterhead(pdf, doc.seller, title, 16);
  paragraphs(
    pdf,
    [
      `To ${doc.agency}, ${doc.date}.`,
      `The vehicle with plate ${doc.plate} is owned by ${doc.seller.name} and was rented at the time of the notice below. We nominate the driver named here, who had the vehicle then, as the person liable, and ask you to address the notice to them.`,
    ],
    { fontSize: 10, gap: 6 },
  );
  sectionHeading(pdf, 'The notice');
  factRows(
    pdf,
    [
      ['Reference', doc.reference],
      ['Kind', doc.kind],
      ['Plate', doc.plate],
      ['Date and time', doc.at],
      ['Place', doc.place || 'Not given'],
      ['Amount', doc.amount],
    ],
    120,
  );
  sectionHeading(pdf, 'The rental');
  factRows(
    pdf,
    [
      ['Rental agreement', doc.rental.code],
      ['From', doc.rental.from],
      ['To', doc.rental.to],
    ],
    120,
  );
  const n = doc.nominee;
  sectionHeading(pdf, 'The driver');
  factRows(
    pdf,
    [
      ['Name', n.name],
      ['Address', n.address ?? 'Not given'],
      ['Driver’s license', n.licenceNumber ?? 'Not kept'],
      ['Issued by', [n.licenceState, n.licenceCountry].filter(Boolean).join(', ') || 'Not given'],
    ],
    120,
  );
  drawFooters(pdf, title, letterMargin);
  pdf.end();
  return bytes;
}
