import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// A relative import: the config loader bundles it (the workspace package would be loaded by Node, as .ts).
import { isLocale, type Locale } from '../../../../packages/domain/src/content/locale.ts';

const domainDir = fileURLToPath(new URL('../../../../packages/domain/src/', import.meta.url));

/** The build's language from CONVOY_LOCALE (English when unset); an unknown one stops the build. */
export function buildLocale(value = process.env.CONVOY_LOCALE): Locale {
  if (value === undefined || value === '') return 'en';
  if (!isLocale(value))
    throw new Error(`CONVOY_LOCALE=${value}: not one of the site's languages (content/locale.ts)`);
  return value;
}

/**
 * One build per language (decision 048). In a build of another language than
 * English, a domain module `X.ts` (content, or the words of contracts) that has a translation `X.<locale>.ts` beside
 * it is that translation wherever it is imported, dynamically too, except by
 * the translation itself (which may re-export the original's word-free parts).
 * So the screens import content as they always did, and a Spanish page's
 * scripts carry the Spanish copy alone. `__LOCALE__` tells the app its language.
 */
export function convoyLocale(locale: Locale): Plugin {
  return {
    name: 'convoy-locale',
    enforce: 'pre',
    config: () => ({ define: { __LOCALE__: JSON.stringify(locale) } }),
    async resolveId(source, importer, options) {
      if (locale === 'en' || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [file] = resolved.id.split('?', 1);
      if (!file?.startsWith(domainDir) || !file.endsWith('.ts') || file.endsWith(`.${locale}.ts`))
        return resolved;
      const translation = file.replace(/\.ts$/, `.${locale}.ts`);
      if (importer.split('?', 1)[0] === translation || !existsSync(translation)) return resolved;
      return { ...resolved, id: translation };
    },
  };
}
