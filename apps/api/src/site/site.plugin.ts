import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Locale, locales, splitLocale } from '@convoy/domain/content/locale';
import { findRoute, type Route } from '@convoy/domain/content/routes';
import type { ConsentMode } from '@convoy/domain/contracts/public-config.schema';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor } from './cache-policy.ts';
import { hasConsentChoice, localeFile, readConsentBanner } from './consent-banner.ts';
import { PageCache, type PageInsert } from './page-cache.ts';
import { sendPage } from './send-page.ts';

/** What the server writes into a route's page as it sends it (decision 049), if anything. */
export type PageInserts = (route: Route) => Promise<PageInsert | undefined>;

/**
 * Serves the built site from WEB_DIST. The contract with apps/web's build:
 * `index.html` and `<path>/index.html` are the prerendered routes, `200.html`
 * the app shell for routes that are not prerendered, `404.html` the not-found
 * page, `assets/*` content-hashed files (optionally with .br/.gz siblings),
 * `consent-banner.<mode>.html` the consent banner each page gets for a visitor
 * who has not chosen yet (consent-banner.ts). A vehicle's or location's page gets
 * its reviews written in (`inserts`, decision 049).
 */
export interface Site {
  /** Answers a request no route matched: the 404 page with status 404 (SPEC Part B §12). */
  notFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

const notBuiltMessage =
  'This site has not been built yet. Run `npm run build`, then restart the server.\n' +
  'The API under /api works meanwhile.\n';

export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

// "..", ".", empty segments and backslashes never name a file of the build.
const unsafePath = /(^|\/)\.\.?(\/|$)|\/\/|\\|\0/;

function pageFileOf(route: Route): string {
  if (!route.prerender) return localeFile('200', route.locale);
  return route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`;
}

export async function registerSite(
  app: FastifyInstance,
  webDist: string,
  consentMode: ConsentMode = 'opt-in',
  inserts?: PageInserts,
): Promise<Site> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'no web build found: pages answer 503 until it is built; the API works');
    const notBuilt = async (_request: FastifyRequest, reply: FastifyReply) =>
      reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(notBuiltMessage);
    app.get('/*', async (request, reply) =>
      isApiPath(request.url.split('?', 1)[0]!) ? reply.callNotFound() : notBuilt(request, reply),
    );
    return { notFound: notBuilt };
  }

  const pages = new PageCache(
    webDist,
    Object.fromEntries(locales.map((locale) => [locale, readConsentBanner(webDist, consentMode, locale)])),
  );
  // Public pages only: the app shell serves the back office, whose screens the banner would cover until the
  // app's own banner takes over (staff answer it there, as before).
  const pageFor = (request: FastifyRequest, file: string, locale: Locale, insert?: PageInsert) =>
    pages.get(file, {
      withBanner: !file.startsWith('200.') && !hasConsentChoice(request.headers.cookie),
      locale,
      insert,
    });
  /** A page whose live part cannot be read is sent as built: its reviews are a part, not the page. */
  const insertFor = async (request: FastifyRequest, route: Route) => {
    if (!inserts || !route.prerender) return undefined;
    try {
      return await inserts(route);
    } catch (error) {
      request.log.warn({ err: error, route: route.path }, 'page sent without its live part');
      return undefined;
    }
  };
  /** The language of a request's page: Spanish under /es (decision 048). */
  const localeOf = (request: FastifyRequest) => splitLocale(request.url.split('?', 1)[0] ?? '/').locale;
  await app.register(fastifyStatic, {
    root: webDist,
    serve: false,
    preCompressed: true,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', cacheControlFor(path.relative(webDist, file)));
    },
  });

  async function notFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const locale = localeOf(request);
    const page =
      (await pageFor(request, localeFile('404', locale), locale)) ??
      (await pageFor(request, '404.html', 'en'));
    reply.code(404);
    if (page) return sendPage(request, reply, page);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send('Page not found.\n');
  }

  app.get('/*', async (request, reply) => {
    const [pathname = '/', query] = request.url.split(/\?(.*)/s);
    if (isApiPath(pathname)) return reply.callNotFound();

    const route = findRoute(pathname);
    if (route && route.path !== pathname) {
      // `/contact/` → `/contact`: one URL per page. The query (utm_* attribution) is kept.
      return reply.redirect(query ? `${route.path}?${query}` : route.path, 301);
    }
    if (route) {
      const shell = localeFile('200', route.locale);
      const page =
        (await pageFor(request, pageFileOf(route), route.locale, await insertFor(request, route))) ??
        (await pageFor(request, shell, route.locale));
      if (!page) throw new Error(`web build has neither ${pageFileOf(route)} nor ${shell}`);
      return sendPage(request, reply, page);
    }

    const file = (request.params as { '*': string })['*'];
    if (unsafePath.test(pathname) || unsafePath.test(file)) return notFound(request, reply);
    // A file of the build, or callNotFound() → the 404 page.
    return reply.sendFile(file);
  });

  return { notFound };
}
