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

/**
 * What the server writes into a prerendered page as it sends it (decision 049: a vehicle's reviews): `key`
 * names the version, and the page is made again, once, when it changes.
 */
export interface PageInsert {
  key: string;
  apply(html: string): string;
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
  readonly #pages = new Map<string, { insert: string; page: Promise<CachedPage | undefined> }>();

  constructor(root: string, consentBanners: Partial<Record<Locale, string>> = {}) {
    this.#root = root;
    this.#consentBanners = consentBanners;
  }

  /**
   * The page at `relativeFile` (e.g. `contact/index.html`), or undefined when the build has none; with
   * `insert`, as it writes it (one version held per page: the last asked for).
   */
  get(
    relativeFile: string,
    {
      withBanner = false,
      locale = 'en',
      insert,
    }: { withBanner?: boolean; locale?: Locale; insert?: PageInsert | undefined } = {},
  ): Promise<CachedPage | undefined> {
    const banner = withBanner ? this.#consentBanners[locale] : undefined;
    const key = banner ? `${relativeFile}\0banner\0${locale}` : relativeFile;
    const version = insert?.key ?? '';
    const held = this.#pages.get(key);
    if (held?.insert === version) return held.page;
    const page = this.#load(path.join(this.#root, relativeFile), banner, insert);
    // A failed read (not a missing file) is retried on the next request.
    page.catch(() => {
      if (this.#pages.get(key)?.page === page) this.#pages.delete(key);
    });
    this.#pages.set(key, { insert: version, page });
    return page;
  }

  async #load(
    file: string,
    banner: string | undefined,
    insert: PageInsert | undefined,
  ): Promise<CachedPage | undefined> {
    const built = await readIfPresent(file);
    if (!built) return undefined;
    const written = insert ? Buffer.from(insert.apply(built.toString('utf8'))) : built;
    const identity = banner ? withConsentBanner(written, banner) : written;
    // The build's .br/.gz siblings are of the page as built.
    const sibling = (suffix: string) =>
      banner || insert ? Promise.resolve(undefined) : readIfPresent(`${file}${suffix}`);
    const [br, gz] = await Promise.all([
      sibling('.br').then((b) => b ?? compressors.br(identity)),
      sibling('.gz').then((b) => b ?? compressors.gzip(identity)),
    ]);
    const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
    return { identity, br, gzip: gz, etag: `W/"${hash}"` };
  }
}
