import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './accept-encoding.ts';
import type { CachedPage } from './page-cache.ts';

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ is ignored. */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sends an in-memory page with the reply's status, in the best coding the
 * client accepts. HTML is `no-cache`: revalidated each visit, answered 304 when
 * unchanged, because it names the current hashed assets. It varies with the
 * Cookie header too: a visitor who has not chosen about cookies gets the consent
 * banner in the page (consent-banner.ts).
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, cookie')
    .header('etag', page.etag)
    .type('text/html; charset=utf-8');
  if (reply.statusCode === 200 && etagMatches(request.headers['if-none-match'], page.etag)) {
    return reply.code(304).send();
  }
  const coding = preferredEncoding(request.headers['accept-encoding']);
  if (!coding) return reply.send(page.identity);
  return reply.header('content-encoding', coding).send(page[coding]);
}
