import type { ImageSet } from '../lib/images/image-set';

/**
 * A `<picture>` with AVIF and WebP at several widths and a fallback (decision 009
 * "Images"). Width and height make the browser reserve the box, so nothing
 * shifts; the page's first large image passes `priority` (fetched first, not
 * lazily), every other one loads when it nears the viewport.
 */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  className = '',
}: {
  image: ImageSet;
  /** The `sizes` attribute: how wide the image is shown, e.g. "(min-width: 1024px) 36rem, 100vw". */
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={`h-auto w-full ${className}`}
      />
    </picture>
  );
}

/** The picture beside a page's header (PageHeader's `aside`): the page's first large image, fetched first. */
export function HeaderPicture({ image }: { image: ImageSet }) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 shadow-sm">
      <ResponsiveImage image={image} sizes="(min-width: 1024px) 28rem, calc(100vw - 2rem)" priority />
    </div>
  );
}
