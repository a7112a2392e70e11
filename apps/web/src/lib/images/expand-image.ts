import type { CompactImage, ImageSet } from './image-set';

/** The file of one rendered variant (scripts/images/render-images.ts names them so). */
export function imageUrl(key: string, width: number, hash: string, format: string): string {
  return `/assets/img/${key}-${width}.${hash}.${format}`;
}

/** A compact manifest entry as the `<picture>` sources it describes. */
export function expandImage(key: string, image: CompactImage): ImageSet {
  const srcset = (format: string) =>
    image.widths.map((width) => `${imageUrl(key, width, image.hash, format)} ${width}w`).join(', ');
  return {
    alt: image.alt,
    width: image.width,
    height: image.height,
    sources: [
      { type: 'image/avif', srcset: srcset('avif') },
      { type: 'image/webp', srcset: srcset('webp') },
    ],
    src: imageUrl(key, image.pngWidth, image.hash, 'png'),
  };
}

/** A class's picture: photos uploaded for it when it has them (decision 006), otherwise its illustration. */
export function classImage(
  key: string,
  compact: CompactImage | null | undefined,
  uploaded?: ImageSet | null,
): ImageSet | undefined {
  if (uploaded) return uploaded;
  return compact ? expandImage(key, compact) : undefined;
}
