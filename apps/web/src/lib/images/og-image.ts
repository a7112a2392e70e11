import og from 'virtual:convoy-og-images';
import type { FixedImage } from './image-set';

/** The Open Graph card of a fleet class, or the site's own for any other page (read by the prerender only). */
export function ogImage(classId?: string): FixedImage {
  const image = (classId ? og[classId] : undefined) ?? og.site;
  if (!image) throw new Error('The image build has no Open Graph card for the site');
  return image;
}
