import { brand } from '@convoy/domain/content/brand';
import type { LicenceCipher } from '../drivers/licence-cipher.ts';
import type { Repositories } from '../repositories.ts';
import { validationError } from '../validation-error.ts';

/** What a remote signature keeps beside the signed document (decision 024). */
export interface SignatureEvidence {
  ip: string;
  userAgent: string;
}

const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The drawn signature's PNG bytes; 400 on `signature` when the data URL holds no PNG. */
export function signaturePngOf(dataUrl: string): Buffer {
  const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (png.length < 64 || !png.subarray(0, 8).equals(pngMagic)) {
    throw validationError({ signature: 'Sign in the box.' });
  }
  return png;
}

/** The company as a signed document's letterhead. */
export function sellerOf(): { name: string; lines: string[] } {
  const a = brand.address;
  return {
    name: brand.ownerCompany,
    lines: [`${a.street}, ${a.city}, ${a.region} ${a.postalCode}`, brand.phone],
  };
}

/** A document signed remotely as the e-mail's attachment, opened from its sealed copy. */
export async function acknowledgementAttachment(
  repos: Repositories,
  cipher: LicenceCipher,
  payload: { kind: string; code: string; signatureId: string },
): Promise<{ filename: string; content: Buffer; contentType: string }[]> {
  const sealed = await repos.preArrival.signedPdf(payload.signatureId);
  if (!sealed) return [];
  const title = payload.kind === 'remote_agreement_signed' ? 'Rental agreement' : 'Driver acknowledgement';
  return [
    {
      filename: `${title} ${payload.code}.pdf`,
      content: cipher.openBytes(sealed),
      contentType: 'application/pdf',
    },
  ];
}
