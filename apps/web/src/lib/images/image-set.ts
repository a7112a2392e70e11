/**
 * A responsive image as `<ResponsiveImage>` renders it: modern formats at several
 * widths and a fallback, with the intrinsic size so the page reserves its box.
 * Today the sets are the generated fleet illustrations (scripts/images); photos
 * uploaded in the back office (decision 006) arrive in the same shape and replace them.
 */
export interface ImageSet {
  alt: string;
  /** Intrinsic width and height: only their ratio matters to the layout. */
  width: number;
  height: number;
  /** Best format first, e.g. image/avif then image/webp; `srcset` in `url 480w, url 960w` form. */
  sources: { type: string; srcset: string }[];
  /** Fallback for browsers that take none of the sources. */
  src: string;
}

/** An image at one size, for Open Graph cards. */
export interface FixedImage {
  src: string;
  width: number;
  height: number;
}

/**
 * One rendered illustration, compactly: every file is
 * `/assets/img/<key>-<width>.<hash>.<format>`, so only the hashes are listed
 * (the manifest ships with every page that shows a vehicle).
 */
export interface CompactImage {
  alt: string;
  width: number;
  height: number;
  /** Rendered widths (AVIF and WebP each), narrowest first. */
  widths: number[];
  /** Width of the PNG fallback. */
  pngWidth: number;
  /** Content hash of the whole set, in every variant's file name. */
  hash: string;
}

/** What the image build produces (virtual:convoy-images and virtual:convoy-og-images). */
export interface ImageManifest {
  /** By fleet class id. */
  vehicles: Record<string, CompactImage>;
  /** Open Graph cards by fleet class id, plus `site` for pages without a vehicle. */
  og: Record<string, FixedImage>;
}
