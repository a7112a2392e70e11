import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ContentCoding } from './accept-encoding.ts';

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
 * while the server runs, so a page costs about what a static file does.
 */
export class PageCache {
  readonly #root: string;
  readonly #pages = new Map<string, Promise<CachedPage | undefined>>();

  constructor(root: string) {
    this.#root = root;
  }

  /** The page at `relativeFile` (e.g. `contact/index.html`), or undefined when the build has none. */
  get(relativeFile: string): Promise<CachedPage | undefined> {
    let page = this.#pages.get(relativeFile);
    if (!page) {
      page = this.#load(path.join(this.#root, relativeFile));
      // A failed read (not a missing file) is retried on the next request.
      page.catch(() => this.#pages.delete(relativeFile));
      this.#pages.set(relativeFile, page);
    }
    return page;
  }

  async #load(file: string): Promise<CachedPage | undefined> {
    const identity = await readIfPresent(file);
    if (!identity) return undefined;
    const [br, gz] = await Promise.all([
      readIfPresent(`${file}.br`).then((b) => b ?? compressors.br(identity)),
      readIfPresent(`${file}.gz`).then((b) => b ?? compressors.gzip(identity)),
    ]);
    const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
    return { identity, br, gzip: gz, etag: `W/"${hash}"` };
  }
}
