import {
  type MediaFormat,
  type MediaInputType,
  mediaFallbackMaxWidth,
  mediaMaxPixels,
  mediaWidths,
} from '@convoy/domain/contracts/media.schema';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { ApiError } from '../errors.ts';

/**
 * The optimiser (decision 006): AVIF and WebP at each responsive width up to the
 * original's (never upscaled) and one fallback (JPEG, or PNG when the image has
 * transparency), turned upright by its EXIF orientation and stripped of all
 * metadata (sharp writes none unless asked: no GPS position leaks).
 *
 * Encoder settings, measured on this project's 2-core machine with a 12 MP
 * noisy photo (the worst case for encoders): AVIF effort 4 took 21 s for the
 * four widths, effort 2 under 2 s for files within 1% of the size, so effort 2.
 */
export const encoders = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9, effort: 7 },
} as const;

export interface EncodedImage {
  format: MediaFormat;
  role: 'source' | 'fallback';
  width: number;
  height: number;
  data: Buffer;
}

export interface OptimisedImage {
  /** Upright dimensions of the original. */
  width: number;
  height: number;
  outputs: EncodedImage[];
}

/**
 * sharp (libvips, native) is loaded at the first upload, not at start-up: it
 * costs ~50 ms and its memory, and most processes never optimise an image
 * (decision 009: cold start).
 */
let library: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined;
function sharp(input: Buffer, options: SharpOptions): Promise<Sharp> {
  library ??= import('sharp').then((m) => m.default);
  return library.then((create) => create(input, options));
}

const sharpFormat: Record<MediaInputType, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'heif',
};

const megapixels = (n: number) => `${Math.round(n / 100_000) / 10} megapixels`;

function unreadable(name: string): ApiError {
  return new ApiError(
    422,
    'image_unreadable',
    `“${name}” could not be read as an image: it may be damaged or incomplete. Export it again and retry.`,
  );
}

/** Widths to make: the standard ones up to the original's, or the original's alone when it is smaller. */
export function targetWidths(originalWidth: number): number[] {
  const widths = mediaWidths.filter((w) => w <= originalWidth);
  return widths.length > 0 ? widths : [originalWidth];
}

/**
 * Reads the header only (no pixels decoded), so an image bomb, a small file
 * that would decode to gigabytes, is refused before any memory is spent.
 */
export async function inspectImage(input: Buffer, type: MediaInputType, name: string) {
  let meta: Metadata;
  try {
    meta = await (await sharp(input, { limitInputPixels: false })).metadata();
  } catch {
    throw unreadable(name);
  }
  const { width, height } = meta;
  if (!width || !height || meta.format !== sharpFormat[type]) throw unreadable(name);
  if (type === 'image/avif' && meta.compression !== 'av1') throw unreadable(name);
  if (width * height > mediaMaxPixels) {
    throw new ApiError(
      422,
      'image_too_many_pixels',
      `“${name}” is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels (${megapixels(width * height)}); the limit is ${megapixels(mediaMaxPixels)}. Resize it and upload it again.`,
    );
  }
  // Orientations 5–8 are turned a quarter: the upright image is height × width.
  const quarterTurn = (meta.orientation ?? 1) >= 5;
  return {
    width: quarterTurn ? height : width,
    height: quarterTurn ? width : height,
    hasAlpha: meta.hasAlpha === true,
  };
}

async function encode(
  input: Buffer,
  width: number,
  format: MediaFormat,
  role: EncodedImage['role'],
): Promise<EncodedImage> {
  const pipeline = (await sharp(input, { limitInputPixels: mediaMaxPixels, failOn: 'error' }))
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .timeout({ seconds: 120 });
  const encoded =
    format === 'avif'
      ? pipeline.avif(encoders.avif)
      : format === 'webp'
        ? pipeline.webp(encoders.webp)
        : format === 'png'
          ? pipeline.png(encoders.png)
          : pipeline.jpeg(encoders.jpeg);
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { format, role, width: info.width, height: info.height, data };
}

/** Inspects, then encodes every output; 422 with a message a person can act on when the file is bad. */
export async function optimiseImage(
  input: Buffer,
  type: MediaInputType,
  name: string,
): Promise<OptimisedImage> {
  const original = await inspectImage(input, type, name);
  const widths = targetWidths(original.width);
  const fallbackWidth = Math.max(...widths.filter((w) => w <= mediaFallbackMaxWidth), widths[0]!);
  try {
    const outputs: EncodedImage[] = [];
    for (const width of widths) {
      // AVIF and WebP of one width side by side: two cores, two encoders.
      outputs.push(
        ...(await Promise.all([
          encode(input, width, 'avif', 'source'),
          encode(input, width, 'webp', 'source'),
        ])),
      );
    }
    outputs.push(await encode(input, fallbackWidth, original.hasAlpha ? 'png' : 'jpeg', 'fallback'));
    return { width: original.width, height: original.height, outputs };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw Object.assign(unreadable(name), { cause: error });
  }
}

/** The longest side of a handover photo: enough to read a scratch, a few hundred KB as JPEG. */
export const evidenceMaxSide = 1600;

/**
 * A photo kept as evidence (the counter's check-out and check-in, decision 015):
 * inspected like any upload, turned upright, fitted within 1600 px and
 * written as one JPEG with no metadata (the tablet's GPS position stays out).
 */
export async function evidencePhoto(
  input: Buffer,
  type: MediaInputType,
  name: string,
): Promise<Omit<EncodedImage, 'role' | 'format'>> {
  await inspectImage(input, type, name);
  try {
    const { data, info } = await (await sharp(input, { limitInputPixels: mediaMaxPixels, failOn: 'error' }))
      .rotate()
      .resize({ width: evidenceMaxSide, height: evidenceMaxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg(encoders.jpeg)
      .timeout({ seconds: 60 })
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, data };
  } catch (error) {
    throw Object.assign(unreadable(name), { cause: error });
  }
}
