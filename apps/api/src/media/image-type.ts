import type { MediaInputType } from '@convoy/domain/contracts/media.schema';

/**
 * What a file is, from its first bytes, never from its name or the type the
 * browser claims (decision 006): JPEG FF D8 FF, PNG's 8-byte signature, WebP
 * "RIFF....WEBP", AVIF an ISO-BMFF "ftyp" box naming avif/avis. Anything else
 * gets a name for the refusal message ("an SVG drawing", "a PDF document").
 */
export type Sniffed = { accepted: MediaInputType } | { refused: string };

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));

function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return [];
  const size = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(size || bytes.length, bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(bytes, i, i + 4));
  return brands;
}

export function sniffImageType(bytes: Uint8Array): Sniffed {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { accepted: 'image/jpeg' };
  }
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) {
    return { accepted: 'image/png' };
  }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { accepted: 'image/webp' };
  const brands = ftypBrands(bytes);
  if (brands.length > 0) {
    if (brands[0] === 'avif' || brands[0] === 'avis') return { accepted: 'image/avif' };
    if (['mif1', 'msf1'].includes(brands[0]!) && brands.some((b) => b === 'avif' || b === 'avis')) {
      return { accepted: 'image/avif' };
    }
    if (brands.some((b) => /^hei[cxms]$|^hev[cx]$/.test(b))) return { refused: 'a HEIC photo' };
    return { refused: 'a video or another media file' };
  }
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 512))
    .trimStart()
    .toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) {
    return { refused: 'an SVG drawing' };
  }
  if (ascii(bytes, 0, 4) === 'GIF8') return { refused: 'a GIF' };
  if (ascii(bytes, 0, 5) === '%PDF-') return { refused: 'a PDF document' };
  if (ascii(bytes, 0, 2) === 'BM') return { refused: 'a BMP image' };
  if (ascii(bytes, 0, 4) === 'II*\0' || ascii(bytes, 0, 4) === 'MM\0*') return { refused: 'a TIFF image' };
  return { refused: 'not an image we can read' };
}
