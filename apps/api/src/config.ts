import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brand } from '@convoy/domain/content/brand';
import { formMinFillMs } from '@convoy/domain/contracts/form-guard';
import {
  type ConsentMode,
  consentModes,
  ga4MeasurementIdSchema,
} from '@convoy/domain/contracts/public-config.schema';
import { defaultBookingHorizonMonths, maxBookingHorizonMonths } from '@convoy/domain/rules/booking-horizon';
import { z } from 'zod';

/** The scrypt cost of back-office passwords (admin/password.ts says why this one). */
export const scryptCost: ScryptCost = { N: 2 ** 14, r: 8, p: 5 };
/** scrypt's cost parameters: CPU/memory cost N (a power of two), block size r, parallelism p. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}
/** OWASP's settings of equal strength (N, r, p); the one above is among them. */
export const owaspScryptCosts = [
  { N: 2 ** 17, r: 8, p: 1 },
  { N: 2 ** 16, r: 8, p: 2 },
  { N: 2 ** 15, r: 8, p: 3 },
  { N: 2 ** 14, r: 8, p: 5 },
  { N: 2 ** 13, r: 8, p: 10 },
] as const;

/**
 * The environment, read once and validated at start-up (STYLE "Types and
 * validation"). Nothing else in the server reads process.env.
 */

/** SQLite is the embedded default; PostgreSQL is chosen by DATABASE_URL (SPEC Part B §2). */
export type DatabaseTarget = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };
export type DialectName = DatabaseTarget['dialect'];

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export interface Config {
  port: number;
  host: string;
  database: DatabaseTarget;
  logLevel: (typeof logLevels)[number];
  /** The built site (prerendered pages, app shell, assets). */
  webDist: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** Outgoing mail server (smtp:// or smtps://); unset: messages are written as .eml files to `outboxDir`. */
  smtpUrl: string | undefined;
  /** The public origin of this deployment, for links in e-mails; unset: http://localhost:<port>. */
  publicUrl: string | undefined;
  /** From header of every e-mail, e.g. `Convoy <reservations@convoy.example>`. */
  mailFrom: string;
  /** Where staff notifications go. */
  staffEmail: string;
  /** Minutes a returned vehicle is held before its next pickup (default 2 hours). */
  turnaroundMinutes: number;
  /**
   * How long a search may reuse what another search read of the same location and period
   * (default 1 s; 0 reads every time). Writes in this process are seen at once; another
   * instance's within this time (fleet/held-units.ts recentlyHeld, decision 017).
   */
  availabilityReuseMs: number;
  /**
   * CATALOG_CHECK_MS: how long an instance prices with its copy of the catalogue before it reads the stored
   * version again (default 1 s; 0 reads it at every use). Changes made in this process are priced at once;
   * another instance's within this time (catalog/catalog.ts, decision 012).
   */
  catalogCheckMs: number;
  /** Files the server writes (the default SQLite database sits here too). */
  dataDir: string;
  /** Without SMTP_URL, e-mails land here as .eml files a person can open. */
  outboxDir: string;
  /** How often the e-mail worker looks for due messages; 0 runs no worker in this process. */
  outboxPollMs: number;
  /** Sent e-mails (outbox rows and .eml files) are deleted this many days after sending (housekeeping/). */
  outboxRetentionDays: number;
  /** GA4 tag for the browser (SPEC Part B §11); null loads none. */
  ga4MeasurementId: string | null;
  /** Analytics consent default the browser applies (decision 004). */
  consentMode: ConsentMode;
  /**
   * Fastify's trustProxy: whether X-Forwarded-For / -Proto are believed (the
   * client IP of rate limits, https for the Secure cookie). true, or the
   * proxies' addresses; false when clients connect directly.
   */
  trustProxy: boolean | string[];
  /** The first back-office account, created at start-up when none exists (decision 006). */
  adminBootstrap: { email: string; password: string } | null;
  /** An admin session ends after this many minutes without a request. */
  adminIdleMinutes: number;
  /**
   * The scrypt cost new back-office password hashes are made at (decision 006):
   * OWASP's N=2^14, r=8, p=5 unless PASSWORD_SCRYPT_COST says otherwise. Production
   * accepts only OWASP's settings; the tests lower it (a sign-in in 10 ms, not 0.5 s).
   */
  passwordCost: ScryptCost;
  /** Optimised images (decision 006), served under /media/. */
  mediaDir: string;
  /**
   * Redis (redis:// or rediss://) for the per-IP rate limits, so several
   * instances count together (decision 008); null counts in this process's memory.
   */
  redisUrl: string | null;
  /** Put before every key this app writes to Redis: deployments sharing one Redis keep apart. */
  redisKeyPrefix: string;
  /** Client addresses or CIDR ranges the rate limits never apply to (monitoring, load tests, an office). */
  rateLimitAllowlist: string[];
  /** A public form sent sooner after it was shown is refused as automated (decision 008); 0 turns the check off. */
  formMinFillMs: number;
  /** Page views and Web Vitals older than this many days are deleted (housekeeping/); 0 keeps them. */
  analyticsRetentionDays: number;
  /**
   * The longest a client may take to send a whole request, headers and body
   * (Node's server.requestTimeout): a body trickled in byte by byte is cut off
   * with 408 instead of holding a connection and its memory for ever.
   */
  requestTimeoutMs: number;
  /** How far ahead a trip may be searched or booked, in months from today at the pickup location. */
  bookingHorizonMonths: number;
  /**
   * AES-256 key (32 bytes) the drivers' licence numbers are encrypted with at
   * rest. Required in production; elsewhere, unset, a key is made once and kept
   * in DATA_DIR (drivers/licence-cipher.ts).
   */
  licenceEncryptionKey: Buffer | null;
  /** Licence numbers are erased this many days after the rental's return. */
  licenceRetentionDays: number;
  /** The counter's photos and the signed rental agreement are deleted this many days after the return. */
  evidenceRetentionDays: number;
  /** What a toll or citation's nomination needs (name, address, licence) is erased this many days after the return (decision 037). */
  nominationRetentionDays: number;
  /**
   * Stripe (decision 014): the secret key, the webhook signing secret, and
   * where the SDK sends requests (a local stand-in in tests; null: Stripe).
   * null without STRIPE_SECRET_KEY: nothing is collected online.
   */
  stripe: { secretKey: string; webhookSecret: string; apiUrl: string | null } | null;
  /**
   * Twilio (decision 022): the account, its auth token (also the replies' signing key), the sender
   * (a number or a Messaging Service `MG…`), and where the SDK sends requests (a local stand-in in
   * tests; null: Twilio). null without all three of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and
   * TWILIO_FROM: no text is sent, e-mail alone goes out.
   */
  twilio: { accountSid: string; authToken: string; from: string; apiUrl: string | null } | null;
  /**
   * QuickBooks Online (decision 040): the app's OAuth client, where Intuit sends
   * staff back after they connect a company, the environment, and where the
   * Accounting API and the token endpoint are (local stand-ins in tests; null:
   * Intuit's for the environment). null without QBO_CLIENT_ID: no connection is
   * offered, the journal export is the way to the books.
   */
  quickbooks: {
    clientId: string;
    clientSecret: string;
    redirectUrl: string;
    environment: 'sandbox' | 'production';
    apiUrl: string;
    tokenUrl: string | null;
  } | null;
  /** Between rounds of the accounting worker (entries pushed to QuickBooks); 0 runs none. */
  accountingPollMs: number;
  /**
   * Partners' webhooks may be sent to private, loopback and link-local addresses (decision 038):
   * WEBHOOK_ALLOW_PRIVATE=true, for development and tests only; off, such an address is refused.
   */
  webhookAllowPrivate: boolean;
  /** Lines printed on invoices under "Pay by bank transfer"; null when none are configured. */
  bankTransferDetails: string[] | null;
  /** The company's Google review page, offered to every reviewer (decision 047); null when there is none. */
  googleReviewUrl: string | null;
  /** Between rounds of the payments worker (expiry, provider calls, reconciliation, reminders); 0 runs none. */
  paymentsPollMs: number;
  /**
   * Which unit each booked vehicle gets (decision 015): `at-booking` in the
   * booking's own transaction, or `scheduled` by the fleet's round every
   * `everyMinutes` for pickups within `days`.
   */
  unitAssignment: { mode: 'at-booking' | 'scheduled'; days: number; everyMinutes: number };
  /** The price of a gallon of fuel a vehicle comes back short of, in cents (decision 015). */
  fuelPriceCentsPerGallon: number;
  /** An organisation's access key expires this many days after it was issued (decision 018). */
  organisationKeyDays: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// src/config.ts and the bundle dist/server.js sit at the same depth, so these
// defaults hold from any working directory (`npm run dev -w` runs in apps/api,
// `npm start` in the repo root), in dev and in production alike.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const defaultWebDist = path.join(repoRoot, 'apps/web/dist/client');
const defaultDataDir = path.join(repoRoot, 'data');

const blankIsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsUnset, schema.optional());

const port = z
  .string()
  .regex(/^\d{1,5}$/, 'must be a whole number from 0 to 65535')
  .transform(Number)
  .refine((n) => n <= 65535, 'must be a whole number from 0 to 65535');

// Never echo the value back: a database or SMTP URL may carry a password.
const schemeOf = (value: string) => /^[a-z][a-z0-9+.-]*:/i.exec(value)?.[0] ?? 'no scheme';

const databaseUrl = z.string().transform((value, ctx): DatabaseTarget | undefined => {
  if (value.startsWith('sqlite:')) {
    const file = value.slice('sqlite:'.length);
    if (file === '') {
      ctx.addIssue({
        code: 'custom',
        message: 'sqlite: needs a file path, e.g. sqlite:./data/convoy.sqlite',
      });
      return undefined;
    }
    return { dialect: 'sqlite', file };
  }
  if (/^postgres(ql)?:\/\//.test(value) && URL.canParse(value)) return { dialect: 'postgres', url: value };
  ctx.addIssue({
    code: 'custom',
    message: `must be sqlite:PATH or postgres://user:password@host:5432/db (got "${schemeOf(value)}…")`,
  });
  return undefined;
});

const urlWithScheme = (schemes: string[]) =>
  z
    .string()
    .refine(
      (v) => URL.canParse(v) && schemes.includes(new URL(v).protocol),
      `must be a URL starting with ${schemes.map((s) => `${s}//`).join(' or ')}`,
    );

const wholeNumber = (max: number, min = 0) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`);

// "Name <address>" or a bare address, as a From or To header takes it.
const mailbox = z
  .string()
  .max(254)
  .regex(
    /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/,
    'must be an e-mail address, optionally as "Name <address>"',
  );

// true / false, or a comma-separated list of the proxies' addresses or CIDR ranges (Fastify's trustProxy).
const trustProxy = z
  .string()
  .transform((value): boolean | string[] => {
    const v = value.trim().toLowerCase();
    if (v === 'true') return true;
    if (v === 'false') return false;
    return value
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
  })
  .refine(
    (v) => typeof v === 'boolean' || v.every((a) => /^[0-9a-f.:/]+$/i.test(a)),
    'must be true, false, or proxy addresses such as 10.0.0.1,10.0.0.0/8',
  );

// Addresses or CIDR ranges, comma-separated: 10.0.0.7, 192.168.0.0/16, ::1.
const addressList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
  )
  .refine(
    (list) =>
      list.every((entry) => {
        const [address = '', prefix, ...rest] = entry.split('/');
        const family = isIP(address);
        if (family === 0 || rest.length > 0) return false;
        if (prefix === undefined) return true;
        return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
      }),
    'must be client addresses or CIDR ranges, comma-separated, such as 127.0.0.1,10.0.0.0/8,::1',
  );

const costText = (c: ScryptCost) => `${c.N},${c.r},${c.p}`;
// "N,r,p", e.g. 16384,8,5: N a power of two (scrypt's rule), r and p within what Node's scrypt takes in memory.
const scryptCostSetting = z
  .string()
  .regex(/^\s*\d{1,7}\s*,\s*\d{1,2}\s*,\s*\d{1,2}\s*$/, 'must be N,r,p such as 16384,8,5')
  .transform((value): ScryptCost => {
    const [N = 0, r = 0, p = 0] = value.split(',').map(Number);
    return { N, r, p };
  })
  .refine(
    ({ N, r, p }) => N >= 2 && N <= 2 ** 20 && (N & (N - 1)) === 0 && r >= 1 && r <= 32 && p >= 1 && p <= 16,
    'must be N,r,p with N a power of two from 2 to 1048576, r from 1 to 32 and p from 1 to 16',
  );

const adminEmail = z.email('must be an e-mail address').max(254);
// Never echoed: the message names the rule only.
const adminPassword = z
  .string()
  .min(12, 'must be at least 12 characters')
  .max(256, 'must be at most 256 characters');

const envSchema = z
  .object({
    PORT: optional(port),
    HOST: optional(z.string()),
    DATABASE_URL: optional(databaseUrl),
    LOG_LEVEL: optional(z.enum(logLevels)),
    WEB_DIST: optional(z.string()),
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
    SMTP_URL: optional(urlWithScheme(['smtp:', 'smtps:'])),
    PUBLIC_URL: optional(urlWithScheme(['http:', 'https:'])),
    MAIL_FROM: optional(mailbox),
    STAFF_EMAIL: optional(mailbox),
    TURNAROUND_MINUTES: optional(wholeNumber(7 * 24 * 60)),
    AVAILABILITY_REUSE_MS: optional(wholeNumber(60_000)),
    CATALOG_CHECK_MS: optional(wholeNumber(60_000)),
    DATA_DIR: optional(z.string()),
    OUTBOX_DIR: optional(z.string()),
    OUTBOX_POLL_MS: optional(wholeNumber(3_600_000)),
    OUTBOX_RETENTION_DAYS: optional(wholeNumber(3650, 1)),
    GA4_MEASUREMENT_ID: optional(ga4MeasurementIdSchema),
    CONSENT_MODE: optional(z.enum(consentModes)),
    TRUST_PROXY: optional(trustProxy),
    ADMIN_EMAIL: optional(adminEmail),
    ADMIN_PASSWORD: optional(adminPassword),
    ADMIN_IDLE_MINUTES: optional(wholeNumber(24 * 60, 1)),
    PASSWORD_SCRYPT_COST: optional(scryptCostSetting),
    MEDIA_DIR: optional(z.string()),
    REDIS_URL: optional(urlWithScheme(['redis:', 'rediss:'])),
    REDIS_KEY_PREFIX: optional(
      z
        .string()
        .max(64, 'must be at most 64 characters')
        .regex(/^[\w:.-]+$/, 'must be letters, digits and _ : . - only, such as convoy:'),
    ),
    RATE_LIMIT_ALLOWLIST: optional(addressList),
    // The web forms wait out formMinFillMs before they send: a larger minimum would refuse people.
    FORM_MIN_FILL_MS: optional(wholeNumber(formMinFillMs)),
    ANALYTICS_RETENTION_DAYS: optional(wholeNumber(3650)),
    // At least a second (a lower bound would cut off every upload), at most 10 minutes.
    REQUEST_TIMEOUT_MS: optional(wholeNumber(600_000, 1000)),
    BOOKING_HORIZON_MONTHS: optional(wholeNumber(maxBookingHorizonMonths, 1)),
    // Never echoed: the message names the rule only.
    LICENCE_ENCRYPTION_KEY: optional(
      z
        .string()
        .transform((v) => Buffer.from(v.trim(), /^[0-9a-f]{64}$/i.test(v.trim()) ? 'hex' : 'base64'))
        .refine(
          (key) => key.length === 32,
          'must be 32 random bytes as 64 hex digits or base64 (openssl rand -base64 32)',
        ),
    ),
    LICENCE_RETENTION_DAYS: optional(wholeNumber(3650, 1)),
    EVIDENCE_RETENTION_DAYS: optional(wholeNumber(3650, 1)),
    NOMINATION_RETENTION_DAYS: optional(wholeNumber(3650, 1)),
    // Never echoed: the messages name the rule only.
    STRIPE_SECRET_KEY: optional(
      z
        .string()
        .regex(
          /^(sk|rk)_(test|live)_[A-Za-z0-9_]{8,}$/,
          'must be a Stripe secret key (sk_test_… or sk_live_…)',
        ),
    ),
    STRIPE_WEBHOOK_SECRET: optional(
      z.string().regex(/^whsec_[A-Za-z0-9_]{8,}$/, 'must be the webhook signing secret (whsec_…)'),
    ),
    STRIPE_API_URL: optional(urlWithScheme(['http:', 'https:'])),
    TWILIO_ACCOUNT_SID: optional(
      z.string().regex(/^AC[0-9a-f]{32}$/, 'must be a Twilio Account SID (AC and 32 hexadecimal digits)'),
    ),
    TWILIO_AUTH_TOKEN: optional(
      z.string().regex(/^[0-9A-Za-z]{32}$/, 'must be a Twilio auth token (32 letters and digits)'),
    ),
    TWILIO_FROM: optional(
      z
        .string()
        .regex(
          /^(\+[1-9]\d{7,14}|MG[0-9a-f]{32})$/,
          'must be the sending number in E.164 (+14105550120) or a Messaging Service SID (MG…)',
        ),
    ),
    TWILIO_API_URL: optional(urlWithScheme(['http:', 'https:'])),
    WEBHOOK_ALLOW_PRIVATE: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
    BANK_TRANSFER_DETAILS: optional(
      z
        .string()
        .max(1000, 'must be at most 1000 characters')
        .transform((v) =>
          v
            .split('|')
            .map((line) => line.trim())
            .filter(Boolean),
        ),
    ),
    PAYMENTS_POLL_MS: optional(wholeNumber(3_600_000)),
    GOOGLE_REVIEW_URL: optional(urlWithScheme(['https:'])),
    // Never echoed: the messages name the rule only.
    QBO_CLIENT_ID: optional(
      z.string().regex(/^[A-Za-z0-9]{16,64}$/, "must be the app's client ID (letters and digits)"),
    ),
    QBO_CLIENT_SECRET: optional(
      z.string().regex(/^[A-Za-z0-9]{16,64}$/, "must be the app's client secret (letters and digits)"),
    ),
    QBO_REDIRECT_URL: optional(urlWithScheme(['http:', 'https:'])),
    QBO_ENVIRONMENT: optional(z.enum(['sandbox', 'production'])),
    QBO_API_URL: optional(urlWithScheme(['http:', 'https:'])),
    QBO_TOKEN_URL: optional(urlWithScheme(['http:', 'https:'])),
    ACCOUNTING_POLL_MS: optional(wholeNumber(3_600_000)),
    UNIT_ASSIGNMENT: optional(z.enum(['at-booking', 'scheduled'])),
    UNIT_ASSIGNMENT_DAYS: optional(wholeNumber(366, 1)),
    UNIT_ASSIGNMENT_EVERY_MINUTES: optional(wholeNumber(24 * 60, 1)),
    FUEL_PRICE_CENTS_PER_GALLON: optional(wholeNumber(10_000)),
    ORGANISATION_KEY_DAYS: optional(wholeNumber(3650, 1)),
  })
  .superRefine((env, ctx) => {
    // One without the other is a mistake that would leave the back office locked.
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      const missing = env.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'set ADMIN_EMAIL and ADMIN_PASSWORD together',
      });
    }
    // A key kept beside the data would be a key kept with what it protects.
    // Without it no webhook verifies: payments would never be confirmed.
    if (env.STRIPE_SECRET_KEY !== undefined && env.STRIPE_WEBHOOK_SECRET === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required with STRIPE_SECRET_KEY (the whsec_… secret of the webhook endpoint)',
      });
    }
    // Partners' webhooks to private addresses would let a registered URL reach inside the network (decision 038).
    if (env.NODE_ENV === 'production' && env.WEBHOOK_ALLOW_PRIVATE === 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['WEBHOOK_ALLOW_PRIVATE'],
        message:
          'must not be true in production (webhooks to private addresses are for development and tests)',
      });
    }
    // Texts need all three; one missing would leave SMS silently off.
    const twilioVars = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;
    const twilioSet = twilioVars.filter((name) => env[name] !== undefined);
    if (twilioSet.length > 0 && twilioSet.length < twilioVars.length) {
      for (const name of twilioVars.filter((v) => env[v] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together (or none: no SMS)',
        });
      }
    }
    // A connection needs all three; one missing would leave QuickBooks silently off.
    const qboVars = ['QBO_CLIENT_ID', 'QBO_CLIENT_SECRET', 'QBO_REDIRECT_URL'] as const;
    const qboSet = qboVars.filter((name) => env[name] !== undefined);
    if (qboSet.length > 0 && qboSet.length < qboVars.length) {
      for (const name of qboVars.filter((v) => env[v] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message:
            'set QBO_CLIENT_ID, QBO_CLIENT_SECRET and QBO_REDIRECT_URL together (or none: journal export only)',
        });
      }
    }
    // A lower cost is for the tests only: in production a weaker hash would be a weaker defence.
    const cost = env.PASSWORD_SCRYPT_COST;
    if (
      env.NODE_ENV === 'production' &&
      cost &&
      !owaspScryptCosts.some((c) => c.N === cost.N && c.r === cost.r && c.p === cost.p)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_SCRYPT_COST'],
        message: `in production must be one of OWASP's settings: ${owaspScryptCosts.map(costText).join(' | ')}`,
      });
    }
    if (env.NODE_ENV === 'production' && env.LICENCE_ENCRYPTION_KEY === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['LICENCE_ENCRYPTION_KEY'],
        message: 'is required in production (32 random bytes: openssl rand -base64 32)',
      });
    }
  });

/**
 * Validates the environment and returns the typed configuration. Throws a
 * ConfigError naming every bad variable; relative paths resolve against `cwd`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = e.DATA_DIR ? path.resolve(cwd, e.DATA_DIR) : defaultDataDir;
  const database: DatabaseTarget = e.DATABASE_URL ?? {
    dialect: 'sqlite',
    file: path.join(dataDir, 'convoy.sqlite'),
  };
  return {
    port: e.PORT ?? 3000,
    host: e.HOST ?? '0.0.0.0',
    database:
      database.dialect === 'sqlite' && database.file !== ':memory:'
        ? { dialect: 'sqlite', file: path.resolve(cwd, database.file) }
        : database,
    logLevel: e.LOG_LEVEL ?? 'info',
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : defaultWebDist,
    nodeEnv: e.NODE_ENV ?? 'development',
    smtpUrl: e.SMTP_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    mailFrom: e.MAIL_FROM ?? `${brand.name} <${brand.email}>`,
    staffEmail: e.STAFF_EMAIL ?? brand.email,
    turnaroundMinutes: e.TURNAROUND_MINUTES ?? 120,
    availabilityReuseMs: e.AVAILABILITY_REUSE_MS ?? 1000,
    catalogCheckMs: e.CATALOG_CHECK_MS ?? 1000,
    dataDir,
    outboxDir: e.OUTBOX_DIR ? path.resolve(cwd, e.OUTBOX_DIR) : path.join(dataDir, 'outbox'),
    outboxPollMs: e.OUTBOX_POLL_MS ?? 5_000,
    // A month: the back office's outbox answers "was it sent?" for any recent booking.
    outboxRetentionDays: e.OUTBOX_RETENTION_DAYS ?? 30,
    ga4MeasurementId: e.GA4_MEASUREMENT_ID ?? null,
    consentMode: e.CONSENT_MODE ?? 'opt-in',
    trustProxy: e.TRUST_PROXY ?? false,
    adminBootstrap:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : null,
    adminIdleMinutes: e.ADMIN_IDLE_MINUTES ?? 30,
    passwordCost: e.PASSWORD_SCRYPT_COST ?? scryptCost,
    mediaDir: e.MEDIA_DIR ? path.resolve(cwd, e.MEDIA_DIR) : path.join(dataDir, 'media'),
    redisUrl: e.REDIS_URL ?? null,
    redisKeyPrefix: e.REDIS_KEY_PREFIX ?? 'convoy:',
    rateLimitAllowlist: e.RATE_LIMIT_ALLOWLIST ?? [],
    formMinFillMs: e.FORM_MIN_FILL_MS ?? formMinFillMs,
    // 400 days: the back office compares periods of up to 400 days (admin/period.ts).
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS ?? 400,
    // A minute: a 15 MiB photo on a 2 Mbit/s uplink fits, a trickled body does not.
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS ?? 60_000,
    bookingHorizonMonths: e.BOOKING_HORIZON_MONTHS ?? defaultBookingHorizonMonths,
    licenceEncryptionKey: e.LICENCE_ENCRYPTION_KEY ?? null,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL ?? null,
          }
        : null,
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            from: e.TWILIO_FROM,
            apiUrl: e.TWILIO_API_URL ?? null,
          }
        : null,
    quickbooks:
      e.QBO_CLIENT_ID && e.QBO_CLIENT_SECRET && e.QBO_REDIRECT_URL
        ? {
            clientId: e.QBO_CLIENT_ID,
            clientSecret: e.QBO_CLIENT_SECRET,
            redirectUrl: e.QBO_REDIRECT_URL,
            environment: e.QBO_ENVIRONMENT ?? 'sandbox',
            apiUrl:
              e.QBO_API_URL ??
              (e.QBO_ENVIRONMENT === 'production'
                ? 'https://quickbooks.api.intuit.com'
                : 'https://sandbox-quickbooks.api.intuit.com'),
            tokenUrl: e.QBO_TOKEN_URL ?? null,
          }
        : null,
    accountingPollMs: e.ACCOUNTING_POLL_MS ?? 30_000,
    webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE === 'true',
    bankTransferDetails: e.BANK_TRANSFER_DETAILS?.length ? e.BANK_TRANSFER_DETAILS : null,
    paymentsPollMs: e.PAYMENTS_POLL_MS ?? 15_000,
    googleReviewUrl: e.GOOGLE_REVIEW_URL ?? null,
    unitAssignment: {
      mode: e.UNIT_ASSIGNMENT ?? 'scheduled',
      days: e.UNIT_ASSIGNMENT_DAYS ?? 14,
      everyMinutes: e.UNIT_ASSIGNMENT_EVERY_MINUTES ?? 15,
    },
    fuelPriceCentsPerGallon: e.FUEL_PRICE_CENTS_PER_GALLON ?? 450,
    // A year: a school or church books a few times a year, and changes its key when it must.
    organisationKeyDays: e.ORGANISATION_KEY_DAYS ?? 365,
    licenceRetentionDays: e.LICENCE_RETENTION_DAYS ?? 90,
    // Three years: long enough for a damage claim or a dispute over a return, no longer.
    evidenceRetentionDays: e.EVIDENCE_RETENTION_DAYS ?? 1095,
    // A year: agencies send notices weeks or months after the rental, and a nomination answers one.
    nominationRetentionDays: e.NOMINATION_RETENTION_DAYS ?? 365,
  };
}
