import { z } from 'zod';

/**
 * The back office's image optimiser and media library (decision 006, SPEC §2
 * /admin/optimize-images). Uploads are photos only: JPEG, PNG, WebP or AVIF,
 * recognised by their bytes, never SVG (it can carry script). The server makes
 * AVIF and WebP at responsive widths plus one fallback, never upscaling.
 */

/** Accepted upload types, by what the file's first bytes say. */
export const mediaInputTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type MediaInputType = (typeof mediaInputTypes)[number];

/** One upload: larger files are refused with 413 before they are decoded. */
export const mediaMaxFileBytes = 15 * 1024 * 1024;
/** Width × height: refuses an "image bomb" (a tiny file that decodes to gigabytes) from its header. */
export const mediaMaxPixels = 40_000_000;
/** Files one selection may hold; the page uploads them one request at a time. */
export const mediaMaxFilesPerBatch = 20;
/** Responsive widths, in CSS pixels of a 1× screen; a width above the original's is skipped. */
export const mediaWidths = [480, 960, 1440, 1920] as const;
/** The fallback `<img src>` is at most this wide. */
export const mediaFallbackMaxWidth = 1440;

export const mediaFormats = ['avif', 'webp', 'jpeg', 'png'] as const;
export type MediaFormat = (typeof mediaFormats)[number];

export const mediaMimeTypes: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/**
 * A responsive image as the public pages render it (apps/web `ImageSet`,
 * `<ResponsiveImage>`): sources best format first, `srcset` as "url 480w, …".
 */
export const imageSetSchema = z.object({
  alt: z.string().max(300),
  width: z.number().int().min(1).max(100_000),
  height: z.number().int().min(1).max(100_000),
  sources: z.array(z.object({ type: z.string().max(40), srcset: z.string().max(4000) })).max(4),
  src: z.string().max(2048),
});
export type ImageSet = z.infer<typeof imageSetSchema>;

/** One file the optimiser wrote. `role` fallback is the `<img src>`; the others feed `<source>`s. */
export const mediaOutputSchema = z.object({
  format: z.enum(mediaFormats),
  role: z.enum(['source', 'fallback']),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  bytes: z.number().int().min(0),
  url: z.string().max(2048),
});
export type MediaOutput = z.infer<typeof mediaOutputSchema>;

export const mediaTargetTypes = ['vehicle-class', 'vehicle-for-sale'] as const;
export type MediaTargetType = (typeof mediaTargetTypes)[number];

export const mediaAttachmentSchema = z.object({
  targetType: z.enum(mediaTargetTypes),
  targetId: z.string().max(64),
  /** The vehicle's name, for the library's list. */
  targetName: z.string().max(200),
});
export type MediaAttachment = z.infer<typeof mediaAttachmentSchema>;

export const mediaAssetSchema = z.object({
  id: z.string().max(36),
  originalName: z.string().max(255),
  originalType: z.enum(mediaInputTypes),
  originalBytes: z.number().int().min(0),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  alt: z.string().max(300),
  createdAt: z.string().max(40),
  /** Milliseconds the server spent optimising it. */
  processingMs: z.number().int().min(0),
  outputs: z.array(mediaOutputSchema).max(20),
  attachments: z.array(mediaAttachmentSchema).max(100),
  imageSet: imageSetSchema,
});
export type MediaAsset = z.infer<typeof mediaAssetSchema>;

export const mediaListResponseSchema = z.object({ items: z.array(mediaAssetSchema).max(500) });
export type MediaListResponse = z.infer<typeof mediaListResponseSchema>;

export const mediaIdParamsSchema = z.object({ id: z.uuid({ error: 'No such image.' }).max(36) });

export const mediaUpdateSchema = z.object({
  alt: z
    .string({ error: 'Describe the picture for people who cannot see it.' })
    .trim()
    .min(1, 'Describe the picture for people who cannot see it.')
    .max(300, 'Keep the description to 300 characters or fewer.'),
});
export type MediaUpdateRequest = z.infer<typeof mediaUpdateSchema>;

export const mediaAttachSchema = z.object({
  targetType: z.enum(mediaTargetTypes, { error: 'Choose a vehicle class or a vehicle for sale.' }),
  targetId: z
    .string({ error: 'Choose a vehicle.' })
    .trim()
    .min(1, 'Choose a vehicle.')
    .max(64, 'Choose a vehicle.'),
});
export type MediaAttachRequest = z.infer<typeof mediaAttachSchema>;

/**
 * Saving of an output against the original, in whole percent toward zero, so
 * a file that is 99.9% smaller reads 99% (never a 100% saving) and a larger
 * one is negative.
 */
export function savingPercent(originalBytes: number, outputBytes: number): number {
  if (originalBytes <= 0) return 0;
  return Math.trunc(((originalBytes - outputBytes) * 100) / originalBytes);
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The ready-to-paste `<picture>` of an image set: AVIF and WebP sources, the
 * fallback `<img>` with its intrinsic size (no layout shift) and lazy loading.
 */
export function pictureSnippet(image: ImageSet, sizes = '100vw'): string {
  const lines = ['<picture>'];
  for (const source of image.sources) {
    lines.push(
      `  <source type="${source.type}" srcset="${escapeAttribute(source.srcset)}" sizes="${escapeAttribute(sizes)}">`,
    );
  }
  lines.push(
    `  <img src="${escapeAttribute(image.src)}" alt="${escapeAttribute(image.alt)}" width="${image.width}" height="${image.height}" loading="lazy" decoding="async">`,
    '</picture>',
  );
  return lines.join('\n');
}
