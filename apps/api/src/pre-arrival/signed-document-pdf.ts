import type { AgreedText } from '@convoy/domain/content/pre-arrival';
import { defineMessages } from '../i18n/messages.ts';
import {
  drawnSignature,
  factRows,
  letterhead,
  letterMargin,
  paragraphs,
  sectionHeading,
} from '../invoices/pdf-sections.ts';
import { drawFooters, letterPdf, type Pdf, pdfBytes } from '../invoices/pdf-table.ts';

/**
 * A document signed remotely before pickup (decision 024), as a US Letter PDF:
 * the driver's acknowledgement (their booking, their vehicle, their licence
 * masked, the authorised-driver terms and, where it applies, the safety
 * briefing) or the renter's rental agreement (vehicles, drivers, stored
 * charges, terms); each with the drawn signature, the signer's name, the time
 * and the consent text with its version. Its SHA-256 is kept as evidence.
 */
export interface SignedDocument {
  title: string;
  seller: { name: string; lines: string[] };
  /** Label–value rows: booking, signer, vehicle, pickup… */
  facts: [string, string][];
  /** Further tables: vehicles, drivers, charges (the rental agreement). */
  tables: { heading: string; rows: [string, string][] }[];
  /** The texts agreed to, each with its version. */
  texts: AgreedText[];
  consent: AgreedText;
  signature: { png: Buffer; signerName: string; signedAt: string };
}

/** The document's own words, in the language being written (decision 048: English outside inLanguage). */
const words = defineMessages({
  agreed: { en: '{title} (version {version})', es: '{title} (versión {version})' },
  signed: { en: 'Signed', es: 'Firma' },
  consentVersion: { en: 'Consent version {version}.', es: 'Versión del consentimiento: {version}.' },
  signedBy: { en: 'Signed by', es: 'Firmado por' },
  signedAt: { en: 'Signed at', es: 'Fecha de la firma' },
});

const facts = (pdf: Pdf, rows: [string, string][]) => factRows(pdf, rows, 140);
const text = { fontSize: 9, gap: 3 };

/** The document as PDF bytes; text through pdfSafe, the signature as the PNG drawn. */
export async function renderSignedDocument(doc: SignedDocument): Promise<Buffer> {
  const pdf = await letterPdf(letterMargin, { Title: doc.title, Author: doc.seller.name });
  const bytes = pdfBytes(pdf);
  letterhead(pdf, doc.seller, doc.title, 18);
  facts(pdf, doc.facts);
  for (const table of doc.tables) {
    sectionHeading(pdf, table.heading);
    facts(pdf, table.rows);
  }
  const w = words();
  for (const agreed of doc.texts) {
    sectionHeading(pdf, w.agreed({ title: agreed.title, version: agreed.version }));
    paragraphs(pdf, agreed.paragraphs, text);
  }
  sectionHeading(pdf, w.signed());
  paragraphs(pdf, [...doc.consent.paragraphs, w.consentVersion({ version: doc.consent.version })], text);
  drawnSignature(pdf, doc.signature.png);
  facts(pdf, [
    [w.signedBy(), doc.signature.signerName],
    [w.signedAt(), doc.signature.signedAt],
  ]);
  drawFooters(pdf, doc.title, letterMargin);
  pdf.end();
  return bytes;
}
