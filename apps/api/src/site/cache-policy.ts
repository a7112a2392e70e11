/** Cache-Control for a file of the built site, by its path relative to WEB_DIST. */
export function cacheControlFor(relativePath: string): string {
  const file = relativePath.replace(/\\/g, '/').replace(/\.(br|gz)$/, '');
  // Vite names every file under assets/ by its content hash: a new build makes new names.
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  // Pages name the current assets, so they are revalidated on every visit (ETag makes that cheap).
  if (file.endsWith('.html')) return 'no-cache';
  // robots.txt, sitemap.xml, favicon, images: stable names, so short-lived.
  return 'public, max-age=3600';
}
