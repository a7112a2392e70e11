import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Locale } from '@convoy/domain/content/locale';
import type { ContentCoding } from './accept-encoding.ts';
import { withConsentBanner } from './consent-banner.ts';

/** An HTML page held in memory with its compressed forms. */
export interface CachedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Weak: one tag for every coding of the same page (RFC 9110 §8.8.1). */
  etag: string;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

// Used only when the build wrote no .br/.gz sibling. Quality 9 costs ~30 ms for
// 100 KB, once per page; 11 would cost ~100 ms on some visitor's first request.
const compressors: Record<ContentCoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzip(body, { level: 9 }),
};

/**
 * The built site's HTML pages, each read (and compressed) once on first use and
 * then served from memory: the prerendered pages are small and do not change
 * while the server runs, so a page costs about what a static file does. With
 * `consentBanners`, each page also has a form with the banner in its language in
 * it, for a visitor who has not chosen yet (consent-banner.ts), compressed on first use.
 */
export class PageCache {
  readonly #root: string;
  readonly #consentBanners: Partial<Record<Locale, string>>;
  readonly #pages = new Map<string, Promise<CachedPage | undefined>>();

  constructor(root: string, consentBanners: Partial<Record<Locale, string>> = {}) {
    this.#root = root;
    this.#consentBanners = consentBanners;
  }

  /** The page at `relativeFile` (e.g. `contact/index.html`), or undefined when the build has none. */
  get(
    relativeFile: string,
    { withBanner = false, locale = 'en' }: { withBanner?: boolean; locale?: Locale } = {},
  ): Promise<CachedPage | undefined> {
    const banner = withBanner ? this.#consentBanners[locale] : undefined;
    const key = banner ? `${relativeFile}\0banner\0${locale}` : relativeFile;
    let page = this.#pages.get(key);
    if (!page) {
      page = this.#load(path.join(this.#root, relativeFile), banner);
      // A failed read (not a missing file) is retried on the next request.
      page.catch(() => this.#pages.delete(key));
      this.#pages.set(key, page);
    }
    return page;
  }

  async #load(file: string, banner: string | undefined): Promise<CachedPage | undefined> {
    const built = await readIfPresent(file);
    if (!built) return undefined;
    const identity = banner ? withConsentBanner(built, banner) : built;
    // The build's .br/.gz siblings are of the page as built.
    const sibling = (suffix: string) =>
      banner ? Promise.resolve(undefined) : readIfPresent(`${file}${suffix}`);
    const [br, gz] = await Promise.all([
      sibling('.br').then((b) => b ?? compressors.br(identity)),
      sibling('.gz').then((b) => b ?? compressors.gzip(identity)),
    ]);
    const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
    return { identity, br, gzip: gz, etag: `W/"${hash}"` };
  }
}
