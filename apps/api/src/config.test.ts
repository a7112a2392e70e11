import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const cwd = '/srv/convoy';
const repoRoot = path.resolve(import.meta.dirname, '../../..');

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig', () => {
  it('runs with no environment at all: port 3000, all interfaces, SQLite under <repo>/data', () => {
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      database: { dialect: 'sqlite', file: path.join(repoRoot, 'data/convoy.sqlite') },
      logLevel: 'info',
      nodeEnv: 'development',
      smtpUrl: undefined,
      publicUrl: undefined,
    });
  });

  it('finds the web build and the default database from the repo root, whatever the working directory', () => {
    const config = loadConfig({}, '/somewhere/else');
    expect(config.webDist).toBe(path.join(repoRoot, 'apps/web/dist/client'));
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.join(repoRoot, 'data/convoy.sqlite') });
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }, cwd)).toMatchObject({
      port: 3000,
      database: { dialect: 'sqlite' },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '3001',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgresql://app:secret@db:5432/convoy',
        LOG_LEVEL: 'warn',
        WEB_DIST: 'build/site',
        NODE_ENV: 'production',
        LICENCE_ENCRYPTION_KEY: 'a'.repeat(64),
        LICENCE_RETENTION_DAYS: '30',
        EVIDENCE_RETENTION_DAYS: '730',
        NOMINATION_RETENTION_DAYS: '400',
        SMTP_URL: 'smtp://mail:2525',
        PUBLIC_URL: 'https://rent.example/',
        MAIL_FROM: 'Rent Example <bookings@rent.example>',
        STAFF_EMAIL: 'desk@rent.example',
        TURNAROUND_MINUTES: '90',
        AVAILABILITY_REUSE_MS: '250',
        CATALOG_CHECK_MS: '500',
        DATA_DIR: 'var',
        OUTBOX_DIR: '/var/mail/convoy',
        OUTBOX_POLL_MS: '0',
        OUTBOX_RETENTION_DAYS: '14',
        GA4_MEASUREMENT_ID: 'g-abc123xyz9',
        CONSENT_MODE: 'opt-out',
        TRUST_PROXY: 'true',
        ADMIN_EMAIL: 'Boss@Rent.Example',
        ADMIN_PASSWORD: 'a long enough password',
        ADMIN_IDLE_MINUTES: '15',
        PASSWORD_SCRYPT_COST: '65536, 8, 2',
        MEDIA_DIR: 'var/media',
        REDIS_URL: 'redis://:secret@cache:6379/2',
        REDIS_KEY_PREFIX: 'convoy-staging:',
        RATE_LIMIT_ALLOWLIST: '10.0.0.7, 192.168.0.0/16,::1',
        FORM_MIN_FILL_MS: '1500',
        ANALYTICS_RETENTION_DAYS: '90',
        REQUEST_TIMEOUT_MS: '30000',
        BOOKING_HORIZON_MONTHS: '12',
        STRIPE_SECRET_KEY: 'sk_live_0123456789abcdef',
        STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
        STRIPE_API_URL: 'https://stripe-proxy.rent.example',
        TWILIO_ACCOUNT_SID: `AC${'0a'.repeat(16)}`,
        TWILIO_AUTH_TOKEN: 'Tok3nTok3nTok3nTok3nTok3nTok3nab',
        TWILIO_FROM: '+14105550100',
        TWILIO_API_URL: 'https://twilio-proxy.rent.example',
        BANK_TRANSFER_DETAILS: 'First Bank | Routing 021000021 |  | Account 1234',
        GOOGLE_REVIEW_URL: 'https://g.page/r/convoy-example/review',
        PAYMENTS_POLL_MS: '5000',
        QBO_CLIENT_ID: 'ABqboClientId0123456789',
        QBO_CLIENT_SECRET: 'qboSecret0123456789abcdef',
        QBO_REDIRECT_URL: 'https://rent.example/api/admin/accounting/callback',
        QBO_ENVIRONMENT: 'production',
        ACCOUNTING_POLL_MS: '60000',
        UNIT_ASSIGNMENT: 'at-booking',
        UNIT_ASSIGNMENT_DAYS: '30',
        UNIT_ASSIGNMENT_EVERY_MINUTES: '5',
        FUEL_PRICE_CENTS_PER_GALLON: '389',
        ORGANISATION_KEY_DAYS: '180',
      },
      cwd,
    );
    expect(config).toEqual({
      port: 3001,
      host: '127.0.0.1',
      database: { dialect: 'postgres', url: 'postgresql://app:secret@db:5432/convoy' },
      logLevel: 'warn',
      webDist: '/srv/convoy/build/site',
      nodeEnv: 'production',
      smtpUrl: 'smtp://mail:2525',
      publicUrl: 'https://rent.example',
      mailFrom: 'Rent Example <bookings@rent.example>',
      staffEmail: 'desk@rent.example',
      turnaroundMinutes: 90,
      availabilityReuseMs: 250,
      catalogCheckMs: 500,
      dataDir: '/srv/convoy/var',
      outboxDir: '/var/mail/convoy',
      outboxPollMs: 0,
      outboxRetentionDays: 14,
      ga4MeasurementId: 'G-ABC123XYZ9',
      consentMode: 'opt-out',
      trustProxy: true,
      adminBootstrap: { email: 'boss@rent.example', password: 'a long enough password' },
      adminIdleMinutes: 15,
      passwordCost: { N: 65536, r: 8, p: 2 },
      mediaDir: '/srv/convoy/var/media',
      redisUrl: 'redis://:secret@cache:6379/2',
      redisKeyPrefix: 'convoy-staging:',
      rateLimitAllowlist: ['10.0.0.7', '192.168.0.0/16', '::1'],
      formMinFillMs: 1500,
      analyticsRetentionDays: 90,
      requestTimeoutMs: 30_000,
      bookingHorizonMonths: 12,
      licenceEncryptionKey: Buffer.alloc(32, 0xaa),
      licenceRetentionDays: 30,
      evidenceRetentionDays: 730,
      nominationRetentionDays: 400,
      stripe: {
        secretKey: 'sk_live_0123456789abcdef',
        webhookSecret: 'whsec_0123456789abcdef',
        apiUrl: 'https://stripe-proxy.rent.example',
      },
      twilio: {
        accountSid: `AC${'0a'.repeat(16)}`,
        authToken: 'Tok3nTok3nTok3nTok3nTok3nTok3nab',
        from: '+14105550100',
        apiUrl: 'https://twilio-proxy.rent.example',
      },
      bankTransferDetails: ['First Bank', 'Routing 021000021', 'Account 1234'],
      googleReviewUrl: 'https://g.page/r/convoy-example/review',
      paymentsPollMs: 5000,
      quickbooks: {
        clientId: 'ABqboClientId0123456789',
        clientSecret: 'qboSecret0123456789abcdef',
        redirectUrl: 'https://rent.example/api/admin/accounting/callback',
        environment: 'production',
        apiUrl: 'https://quickbooks.api.intuit.com',
        tokenUrl: null,
      },
      accountingPollMs: 60_000,
      unitAssignment: { mode: 'at-booking', days: 30, everyMinutes: 5 },
      fuelPriceCentsPerGallon: 389,
      organisationKeyDays: 180,
      webhookAllowPrivate: false,
    });
  });

  it("sends partners' webhooks to private addresses only when told, and never in production (decision 038)", () => {
    expect(loadConfig({}, cwd).webhookAllowPrivate).toBe(false);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'true' }, cwd).webhookAllowPrivate).toBe(true);
    expect(configError({ WEBHOOK_ALLOW_PRIVATE: 'yes' }).message).toContain(
      'WEBHOOK_ALLOW_PRIVATE: must be true or false',
    );
    const production = { NODE_ENV: 'production', LICENCE_ENCRYPTION_KEY: 'a'.repeat(64) } as const;
    expect(configError({ ...production, WEBHOOK_ALLOW_PRIVATE: 'true' }).message).toContain(
      'WEBHOOK_ALLOW_PRIVATE: must not be true in production',
    );
  });

  it('sends no text without Twilio, and refuses part of its settings or a malformed one', () => {
    expect(loadConfig({}, cwd).twilio).toBeNull();
    const sid = `AC${'0a'.repeat(16)}`;
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: sid }, cwd)).toThrow(
      /TWILIO_AUTH_TOKEN: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together[\s\S]*TWILIO_FROM: set/,
    );
    const token = 'x'.repeat(32);
    expect(() =>
      loadConfig({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, TWILIO_FROM: '410 555 0100' }, cwd),
    ).toThrow(/TWILIO_FROM: must be the sending number in E\.164/);
    const secret = () =>
      loadConfig(
        { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 'short-secret', TWILIO_FROM: '+14105550100' },
        cwd,
      );
    expect(secret).toThrow(/TWILIO_AUTH_TOKEN: must be a Twilio auth token/);
    expect(secret).not.toThrow(/short-secret/);
    const service = `MG${'1b'.repeat(16)}`;
    expect(
      loadConfig({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, TWILIO_FROM: service }, cwd).twilio,
    ).toEqual({
      accountSid: sid,
      authToken: token,
      from: service,
      apiUrl: null,
    });
  });

  it('offers no QuickBooks connection without its client, and refuses part of its settings', () => {
    expect(loadConfig({}, cwd)).toMatchObject({ quickbooks: null, accountingPollMs: 30_000 });
    expect(() => loadConfig({ QBO_CLIENT_ID: 'ABqboClientId0123456789' }, cwd)).toThrow(
      /QBO_CLIENT_SECRET: set QBO_CLIENT_ID, QBO_CLIENT_SECRET and QBO_REDIRECT_URL together[\s\S]*QBO_REDIRECT_URL: set/,
    );
    const refused = () =>
      loadConfig(
        {
          QBO_CLIENT_ID: 'ABqboClientId0123456789',
          QBO_CLIENT_SECRET: 'not a secret!',
          QBO_REDIRECT_URL: 'https://rent.example/cb',
        },
        cwd,
      );
    expect(refused).toThrow(/QBO_CLIENT_SECRET: must be the app's client secret/);
    expect(refused).not.toThrow(/not a secret/);
    expect(
      loadConfig(
        {
          QBO_CLIENT_ID: 'ABqboClientId0123456789',
          QBO_CLIENT_SECRET: 'qboSecret0123456789abcdef',
          QBO_REDIRECT_URL: 'https://rent.example/cb',
        },
        cwd,
      ).quickbooks,
    ).toMatchObject({ environment: 'sandbox', apiUrl: 'https://sandbox-quickbooks.api.intuit.com' });
  });

  it('collects nothing online without a Stripe key, and refuses a key without its webhook secret', () => {
    expect(loadConfig({}, cwd)).toMatchObject({
      stripe: null,
      bankTransferDetails: null,
      googleReviewUrl: null,
      paymentsPollMs: 15_000,
      unitAssignment: { mode: 'scheduled', days: 14, everyMinutes: 15 },
      fuelPriceCentsPerGallon: 450,
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_0123456789' }, cwd)).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY/,
    );
    const refused = () =>
      loadConfig(
        { STRIPE_SECRET_KEY: 'pk_test_oops_publishable', STRIPE_WEBHOOK_SECRET: 'whsec_0123456789' },
        cwd,
      );
    expect(refused).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    // The key itself never appears in the message.
    expect(refused).not.toThrow(/pk_test_oops/);
  });

  it('needs a license encryption key of 32 bytes in production, and keeps license numbers 90 days unless told', () => {
    expect(loadConfig({}, cwd)).toMatchObject({
      licenceEncryptionKey: null,
      licenceRetentionDays: 90,
      evidenceRetentionDays: 1095,
      nominationRetentionDays: 365,
    });
    expect(configError({ NODE_ENV: 'production' }).message).toContain(
      'LICENCE_ENCRYPTION_KEY: is required in production',
    );
    const short = configError({ LICENCE_ENCRYPTION_KEY: 'c2hvcnQ=' });
    expect(short.message).toContain('LICENCE_ENCRYPTION_KEY: must be 32 random bytes');
    expect(short.message).not.toContain('c2hvcnQ=');
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ LICENCE_ENCRYPTION_KEY: key.toString('base64') }, cwd).licenceEncryptionKey).toEqual(
      key,
    );
  });

  it('expires an organization’s access key after a year unless told, and always some day', () => {
    expect(loadConfig({}, cwd).organisationKeyDays).toBe(365);
    for (const days of ['0', 'never', '3651']) {
      expect(configError({ ORGANISATION_KEY_DAYS: days }).message).toContain(
        'ORGANISATION_KEY_DAYS: must be a whole number from 1 to 3650',
      );
    }
  });

  it('gives a client a minute to send a request and takes bookings up to 18 months ahead, unless told otherwise', () => {
    expect(loadConfig({}, cwd)).toMatchObject({ requestTimeoutMs: 60_000, bookingHorizonMonths: 18 });
    const { message } = configError({ REQUEST_TIMEOUT_MS: '0', BOOKING_HORIZON_MONTHS: '61' });
    expect(message).toContain('REQUEST_TIMEOUT_MS: must be a whole number from 1000 to 600000');
    expect(message).toContain('BOOKING_HORIZON_MONTHS: must be a whole number from 1 to 60');
    expect(configError({ BOOKING_HORIZON_MONTHS: '0' }).message).toContain(
      'BOOKING_HORIZON_MONTHS: must be a whole number from 1 to 60',
    );
  });

  it('counts rate limits in memory and asks a person 2 s on a form, unless told otherwise (decision 008)', () => {
    expect(loadConfig({}, cwd)).toMatchObject({
      redisUrl: null,
      redisKeyPrefix: 'convoy:',
      rateLimitAllowlist: [],
      formMinFillMs: 2000,
    });
    expect(loadConfig({ FORM_MIN_FILL_MS: '0' }, cwd).formMinFillMs).toBe(0);
  });

  it('rejects a bad Redis URL, allow-list or fill time, naming each without echoing a secret', () => {
    const { message } = configError({
      REDIS_URL: 'http://:hunter2@cache:6379',
      REDIS_KEY_PREFIX: 'has space',
      RATE_LIMIT_ALLOWLIST: '10.0.0.1,10.0.0.0/33,example.com',
      // The web forms wait 2 s at most: a larger minimum would refuse people.
      FORM_MIN_FILL_MS: '2500',
      ANALYTICS_RETENTION_DAYS: 'a year',
    });
    for (const name of ['REDIS_URL', 'REDIS_KEY_PREFIX', 'RATE_LIMIT_ALLOWLIST', 'FORM_MIN_FILL_MS']) {
      expect(message).toContain(name);
    }
    expect(message).toContain('ANALYTICS_RETENTION_DAYS: must be a whole number from 0 to 3650');
    expect(message).toContain('FORM_MIN_FILL_MS: must be a whole number from 0 to 2000');
    expect(message).not.toContain('hunter2');
  });

  it('defaults e-mail, turnaround, outbox and analytics settings', () => {
    expect(loadConfig({}, cwd)).toMatchObject({
      mailFrom: 'Convoy <reservations@convoy.example>',
      staffEmail: 'reservations@convoy.example',
      turnaroundMinutes: 120,
      availabilityReuseMs: 1000,
      catalogCheckMs: 1000,
      dataDir: path.join(repoRoot, 'data'),
      outboxDir: path.join(repoRoot, 'data/outbox'),
      outboxPollMs: 5000,
      outboxRetentionDays: 30,
      ga4MeasurementId: null,
      consentMode: 'opt-in',
      analyticsRetentionDays: 400,
    });
    expect(loadConfig({ DATA_DIR: 'state' }, cwd)).toMatchObject({
      dataDir: '/srv/convoy/state',
      outboxDir: '/srv/convoy/state/outbox',
      database: { dialect: 'sqlite', file: '/srv/convoy/state/convoy.sqlite' },
    });
  });

  it('rejects malformed e-mail, analytics and number settings, naming each', () => {
    const { message } = configError({
      MAIL_FROM: 'Convoy',
      STAFF_EMAIL: 'desk@',
      TURNAROUND_MINUTES: '-5',
      AVAILABILITY_REUSE_MS: '2 seconds',
      OUTBOX_POLL_MS: 'often',
      // Sent e-mails are always deleted some day: 0 does not keep them for good.
      OUTBOX_RETENTION_DAYS: '0',
      GA4_MEASUREMENT_ID: 'UA-1234-1',
      CONSENT_MODE: 'maybe',
    });
    for (const name of [
      'MAIL_FROM',
      'STAFF_EMAIL',
      'TURNAROUND_MINUTES',
      'AVAILABILITY_REUSE_MS',
      'OUTBOX_POLL_MS',
      'OUTBOX_RETENTION_DAYS: must be a whole number from 1 to 3650',
      'GA4_MEASUREMENT_ID',
      'CONSENT_MODE',
    ]) {
      expect(message).toContain(name);
    }
  });

  it('resolves sqlite:PATH against the working directory and keeps absolute paths', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:.tmp/e2e/db.sqlite' }, cwd).database).toEqual({
      dialect: 'sqlite',
      file: '/srv/convoy/.tmp/e2e/db.sqlite',
    });
    expect(loadConfig({ DATABASE_URL: 'sqlite:/var/lib/convoy.db' }, cwd).database).toEqual({
      dialect: 'sqlite',
      file: '/var/lib/convoy.db',
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/convoy' }, cwd).database.dialect).toBe(
      'postgres',
    );
  });

  it('names DATABASE_URL for an unknown scheme without echoing its secret', () => {
    const error = configError({ DATABASE_URL: 'mysql://root:hunter2@db/convoy' });
    expect(error.message).toContain('DATABASE_URL');
    expect(error.message).toContain('mysql:');
    expect(error.message).not.toContain('hunter2');
    expect(configError({ DATABASE_URL: 'sqlite:' }).message).toContain('DATABASE_URL');
    expect(configError({ DATABASE_URL: './convoy.sqlite' }).message).toContain('DATABASE_URL');
  });

  it('hashes passwords at the production scrypt cost unless told; production accepts only OWASP costs (decision 006)', () => {
    const production = { NODE_ENV: 'production', LICENCE_ENCRYPTION_KEY: 'a'.repeat(64) } as const;
    expect(loadConfig(production, cwd).passwordCost).toEqual({ N: 2 ** 14, r: 8, p: 5 });
    expect(loadConfig({}, cwd).passwordCost).toEqual({ N: 2 ** 14, r: 8, p: 5 });
    // The tests' cost (apps/api/test/app.ts) is refused in production, and so is any other weaker one.
    for (const weak of ['1024,8,1', '16384,8,4', '131072,4,1']) {
      expect(configError({ ...production, PASSWORD_SCRYPT_COST: weak }).message).toContain(
        "PASSWORD_SCRYPT_COST: in production must be one of OWASP's settings: 131072,8,1 | 65536,8,2",
      );
    }
    expect(loadConfig({ ...production, PASSWORD_SCRYPT_COST: '131072,8,1' }, cwd).passwordCost).toEqual({
      N: 2 ** 17,
      r: 8,
      p: 1,
    });
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_SCRYPT_COST: '1024,8,1' }, cwd).passwordCost).toEqual({
      N: 1024,
      r: 8,
      p: 1,
    });
    for (const bad of ['1000,8,1', '16384,8', '16384,0,5', 'cheap']) {
      expect(configError({ PASSWORD_SCRYPT_COST: bad }).message).toContain(
        'PASSWORD_SCRYPT_COST: must be N,r,p',
      );
    }
  });

  it('names each bad variable, all at once', () => {
    const { message } = configError({ PORT: 'eighty', LOG_LEVEL: 'loud', NODE_ENV: 'staging' });
    expect(message).toMatch(/PORT: must be a whole number/);
    expect(message).toContain('LOG_LEVEL');
    expect(message).toContain('NODE_ENV');
  });

  it('rejects out-of-range ports and malformed URLs', () => {
    expect(configError({ PORT: '70000' }).message).toContain('PORT');
    expect(configError({ SMTP_URL: 'mail.example:25' }).message).toContain('SMTP_URL');
    expect(configError({ PUBLIC_URL: 'ftp://x' }).message).toContain('PUBLIC_URL');
  });
});
