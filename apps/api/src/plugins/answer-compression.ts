import zlib from 'node:zlib';
import type { ContentCoding } from '../site/accept-encoding.ts';

/**
 * How API answers are compressed (app.ts registers @fastify/compress with it):
 * brotli at quality 4 with a 256 KB window rather than 4 MB, in one synchronous
 * call (docs/benchmarks.md: a stream per answer halved search throughput).
 */
export const answerBrotliOptions: zlib.BrotliOptions = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
};

/** An answer's bytes in a coding, as @fastify/compress would write them with these options. */
export function compressAnswer(body: Buffer, coding: ContentCoding): Buffer {
  return coding === 'br' ? zlib.brotliCompressSync(body, answerBrotliOptions) : zlib.gzipSync(body);
}

/**
 * An answer kept to be sent again (an availability search seen before): its
 * JSON bytes, and each coding made the first time a client asks for it.
 */
export class KeptAnswer {
  readonly identity: Buffer;
  readonly #coded = new Map<ContentCoding, Buffer>();

  constructor(json: string) {
    this.identity = Buffer.from(json);
  }

  coded(coding: ContentCoding): Buffer {
    let bytes = this.#coded.get(coding);
    if (!bytes) {
      bytes = compressAnswer(this.identity, coding);
      this.#coded.set(coding, bytes);
    }
    return bytes;
  }
}
