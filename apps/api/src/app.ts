import fastifyCompress from '@fastify/compress';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import type { Kysely } from 'kysely';
import { registerBackOffice } from './admin/back-office.plugin.ts';
import { runAs } from './async-context.ts';
import { rateInsertFor } from './catalog/rates-on-pages.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { errorBody } from './errors.ts';
import { createMailTransport, type MailTransport } from './mail/transport.ts';
import { requestForLog } from './plugins/access-log.ts';
import { answerBrotliOptions } from './plugins/answer-compression.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { echoRequestId, requestIdFrom } from './plugins/request-id.ts';
import { registerSecurityHeaders, securityHeaderSetter } from './plugins/security-headers.ts';
import { createSerializerCompiler, validatorCompiler } from './plugins/zod.ts';
import { named, routeTable } from './routes.ts';
import { createServices, type Services } from './services.ts';
import { isApiPath, registerSite } from './site/site.plugin.ts';
import { joinInserts } from './site/structured-data.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The database; routes that write several rows open a transaction on it. */
    db: Kysely<Database>;
    services: Services;
  }
}

export interface AppDependencies {
  config: Config;
  /** Migrated already: the app never changes the schema. */
  db: Kysely<Database>;
  /** Where JSON log lines go (tests read them); stdout by default. */
  logStream?: { write(line: string): void };
  /** The clock of the business rules ("pickup in the past"); tests fix it. */
  now?: () => number;
  /** Where e-mail goes; by default SMTP_URL's server or .eml files (config). */
  mailTransport?: MailTransport;
}

/**
 * Builds the app without listening (tests use `app.inject`): the server's
 * limits, the plugins every request passes, the services, the route table
 * (routes.ts), then pages and the 404 (STYLE "Server in layers"). The caller owns `db`.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify(serverOptions(config, deps.logStream));
  // Who acts, for the audit log (async-context.ts): the renter on the public site until a hook says otherwise.
  app.addHook('onRequest', (_request, _reply, done) => runAs({ name: 'renter', role: null }, done));
  await registerPlugins(app, config);
  attachServices(app, deps);
  // Back office: cookies, rate limits, admin sessions, media, the /admin page guard.
  await registerBackOffice(app);
  for (const [prefix, routes] of routeTable) await app.register(named(routes), { prefix });
  // What the server writes into a prerendered page as it sends it: a vehicle's reviews and rating (decision
  // 049), its rate as the catalogue has it now (decision 012).
  const { reviewPages, catalog } = app.services;
  const site = await registerSite(app, config.webDist, config.consentMode, async (route) =>
    joinInserts(await Promise.all([reviewPages.insertFor(route), rateInsertFor(catalog, route)])),
  );
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?', 1)[0]!;
    if (isApiPath(pathname)) {
      return reply.code(404).send(errorBody('not_found', `No API endpoint ${request.method} ${pathname}.`));
    }
    return site.notFound(request, reply);
  });
  return app;
}

/** Fastify's own options: proxy trust, body and time limits, logging, request ids, framework errors. */
function serverOptions(config: Config, logStream: AppDependencies['logStream']) {
  // Answers Fastify sends before routing (frameworkErrors) pass no hook: they set the headers themselves.
  const setSecurityHeaders = securityHeaderSetter({ ga4: config.ga4MeasurementId !== null });
  return {
    // X-Forwarded-For / -Proto are believed only behind a known proxy (TRUST_PROXY).
    trustProxy: config.trustProxy,
    // The largest JSON a form sends (a booking with three attribution records) is under 40 KB; routes set less.
    bodyLimit: 64 * 1024,
    // A whole request, headers and body, within REQUEST_TIMEOUT_MS, or 408 and the connection closes: a
    // body trickled in a byte at a time would otherwise hold its socket and buffer for ever (Fastify's
    // default of 0 turns Node's own limit off). Node checks every connectionsCheckingInterval, and
    // times out a body only when the server was created with the limit and a headers limit no longer
    // (Fastify's `requestTimeout` alone sets it after creation, which Node 20 ignores for bodies).
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, config.requestTimeoutMs / 4)),
    },
    // The access log's URLs without booking codes and e-mail addresses (plugins/access-log.ts).
    logger: {
      level: config.logLevel,
      serializers: { req: requestForLog },
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: requestIdFrom,
    // A URL Fastify cannot decode, or a request Node cannot parse, gets our error shape too.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      setSecurityHeaders(request, reply);
      frameworkErrors(error, request, reply);
    },
    clientErrorHandler,
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      // Load balancers probe every few seconds; two log lines each would drown the rest.
      disableRequestLogging: (request: FastifyRequest) =>
        request.url === '/api/health' || request.url === '/api/ping',
    }),
  };
}

/** What every request passes through: validation, request ids, security headers, errors, compression. */
async function registerPlugins(app: FastifyInstance, config: Config): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ validate: config.nodeEnv !== 'production' }));
  echoRequestId(app);
  // On every reply, errors and 404s included (docs/decisions/007-security-headers.md).
  registerSecurityHeaders(app, { ga4: config.ga4MeasurementId !== null });
  registerErrorHandler(app);
  // Before the routes and the static files, so it wraps them (a .br/.gz sibling
  // or an in-memory page already set Content-Encoding and is left alone).
  // API answers (an availability search is about 10 KB) are compressed in one synchronous
  // call up to 64 KB rather than through a stream each, and brotli keeps a 256 KB window
  // instead of 4 MB: a stream per answer halved search throughput and took the server
  // past 200 MB under load (docs/benchmarks.md). Pages and assets are already
  // compressed at build time.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    syncThreshold: 64 * 1024,
    brotliOptions: answerBrotliOptions,
  });
}

/**
 * The composition root's product (services.ts) on the app, with the e-mail
 * worker and the retention sweep started when the app is ready and stopped
 * when it closes (OUTBOX_POLL_MS=0: no worker here).
 */
function attachServices(
  app: FastifyInstance,
  { config, db, now = Date.now, mailTransport }: AppDependencies,
) {
  app.decorate('config', config);
  app.decorate('db', db);
  const transport = mailTransport ?? createMailTransport(config, now);
  const services = createServices({ config, db, transport, log: app.log, now });
  app.decorate('services', services);
  app.addHook('onReady', async () => {
    if (config.outboxPollMs > 0) services.outbox.start();
    services.retention.start();
    services.paymentsWorker.start();
    services.fleetWorker.start();
    services.claimsWorker.start();
    services.accountingWorker.start();
    services.bookingRecoveryWorker.start();
  });
  app.addHook('onClose', async () => {
    // Lets the e-mail being sent finish (graceful shutdown), then hangs up.
    await services.outbox.stop();
    await services.retention.stop();
    await services.paymentsWorker.stop();
    await services.fleetWorker.stop();
    await services.claimsWorker.stop();
    await services.accountingWorker.stop();
    await services.bookingRecoveryWorker.stop();
    if (!mailTransport) transport.close();
  });
}
