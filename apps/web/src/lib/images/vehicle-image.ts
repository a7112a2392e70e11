import vehicles from 'virtual:convoy-images';
import type { CompactImage, ImageSet } from './image-set';

/** The file of one rendered variant (scripts/images/render-images.ts names them so). */
export function imageUrl(key: string, width: number, hash: string, format: string): string {
  return `/assets/img/${key}-${width}.${hash}.${format}`;
}

/** A compact manifest entry as the `<picture>` sources it describes. */
export function expandImage(key: string, image: CompactImage): ImageSet {
  const srcset = (hashes: string[], format: string) =>
    hashes
      .map((hash, i) => `${imageUrl(key, image.widths[i]!, hash, format)} ${image.widths[i]}w`)
      .join(', ');
  return {
    alt: image.alt,
    width: image.width,
    height: image.height,
    sources: [
      { type: 'image/avif', srcset: srcset(image.avif, 'avif') },
      { type: 'image/webp', srcset: srcset(image.webp, 'webp') },
    ],
    src: imageUrl(key, image.png.width, image.png.hash, 'png'),
  };
}

/**
 * The picture of a fleet class: photos uploaded for it when it has them (the
 * vehicle data's `imageSet`, issue 7), otherwise its generated illustration.
 */
export function vehicleImage(classId: string, uploaded?: ImageSet | null): ImageSet | undefined {
  if (uploaded) return uploaded;
  const compact = vehicles[classId];
  return compact ? expandImage(classId, compact) : undefined;
}
