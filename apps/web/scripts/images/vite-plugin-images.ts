import type { Plugin } from 'vite';
// A relative import: the config loader bundles it (the workspace package would be loaded by Node, as .ts).
import type { Locale } from '../../../../packages/domain/src/content/locale.ts';
import { type RenderedImages, renderImages } from './render-images';

// Two modules, so a page's JavaScript carries the illustrations' sources and not
// the Open Graph cards only the prerender reads (decision 009: JavaScript budget).
const publicIds = { 'virtual:convoy-images': 'vehicles', 'virtual:convoy-og-images': 'og' } as const;
type PublicId = keyof typeof publicIds;
const isPublicId = (id: string): id is PublicId => Object.hasOwn(publicIds, id);

/**
 * Makes the rendered illustrations part of the build: `virtual:convoy-images` is
 * their manifest (sizes, srcsets, alt text), `virtual:convoy-og-images` the Open
 * Graph cards; the client build emits the files under assets/img/, and the dev
 * server serves them from memory. The manifest's alt text is in the build's
 * language (`locale`, decision 048); the files are the same in every language.
 */
export function convoyImages(locale: Locale = 'en'): Plugin {
  let rendered: Promise<RenderedImages> | undefined;
  let ssr = false;
  const render = () => {
    rendered ??= renderImages(locale);
    return rendered;
  };
  return {
    name: 'convoy-images',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    resolveId(id) {
      return isPublicId(id) ? `\0${id}` : undefined;
    },
    async load(id) {
      const publicId = id.slice(1);
      if (!id.startsWith('\0') || !isPublicId(publicId)) return undefined;
      return `export default ${JSON.stringify((await render()).manifest[publicIds[publicId]])};`;
    },
    // Each vehicle page's content module also carries its picture's manifest entry, so a vehicle
    // page loads its own entry and not the whole manifest (decision 009: ~1 KB gzip of its budget).
    // src/features/fleet/vehicle-content.ts reads it.
    transform: {
      filter: { id: /packages\/domain\/src\/content\/vehicles\/[^/]+\.ts$/ },
      async handler(code, id) {
        // minivan.ts and its translations (minivan.es.ts, decision 048) show the same picture.
        const key = id.slice(id.lastIndexOf('/') + 1, -'.ts'.length).replace(/\.[a-z]{2}$/, '');
        const image = (await render()).manifest.vehicles[key] ?? null;
        return { code: `${code}\nexport const image = ${JSON.stringify(image)};\n`, map: null };
      },
    },
    async generateBundle() {
      // The prerender bundle only needs the manifest; the files ship with the client build.
      if (ssr) return;
      for (const file of (await render()).files) {
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
      }
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const url = request.url?.split('?')[0] ?? '';
        if (!url.startsWith('/assets/img/')) return next();
        const file = (await render()).files.find((f) => `/${f.fileName}` === url);
        if (!file) return next();
        const type = url.endsWith('.avif')
          ? 'image/avif'
          : url.endsWith('.webp')
            ? 'image/webp'
            : 'image/png';
        response.setHeader('content-type', type);
        response.end(file.source);
      });
    },
  };
}
