import { createHash, randomBytes } from 'node:crypto';
import { currentActor } from '../async-context.ts';
import { recordAudit } from '../audit/audit-trail.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import type { RepositoryFactory } from '../repositories.ts';
import type { StoredConnection } from './accounting.repository.ts';
import { QuickBooksApi } from './quickbooks-api.ts';
import type { QuickBooksAuth, QuickBooksTokens } from './quickbooks-auth.ts';

/** Seals and opens a secret at rest (the licence cipher, decision 018). */
export interface Sealer {
  seal(plain: string): string;
  open(sealed: string): string;
}

export interface QuickBooksConnectionOptions {
  db: Executor;
  repositories: RepositoryFactory;
  /** null without QBO_CLIENT_ID: nothing to connect. */
  auth: QuickBooksAuth | null;
  apiUrl: string | null;
  cipher: Sealer;
  now: () => number;
}

/** A usable session: the API over a valid access token. */
export interface QuickBooksSession {
  api: QuickBooksApi;
  realmId: string;
  /** The sealed tokens it was made from: a refresh replaces exactly these. */
  sealed: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** An access token this close to its expiry is refreshed first: a push must not start on a dying token. */
const refreshMarginMs = 60_000;

const notConfigured = () =>
  new ApiError(
    409,
    'quickbooks_not_configured',
    'QuickBooks is not set up on this server: use the journal export.',
  );

/**
 * The QuickBooks company connected (decision 040): connecting through
 * Intuit's consent page (a state we check on the way back), the tokens sealed
 * at rest and refreshed when expired, disconnecting.
 */
export class QuickBooksConnection {
  readonly #o: QuickBooksConnectionOptions;

  constructor(options: QuickBooksConnectionOptions) {
    this.#o = options;
  }

  get configured(): boolean {
    return this.#o.auth !== null;
  }

  #repos() {
    return this.#o.repositories(this.#o.db).accounting;
  }

  /** Intuit's consent page for staff, with a fresh state kept (hashed) to check the callback against. */
  async start(): Promise<string> {
    const auth = this.#o.auth;
    if (!auth) throw notConfigured();
    const state = randomBytes(24).toString('base64url');
    const current = await this.#repos().connection();
    const kept = current ? withoutId(current) : this.#blank();
    await this.#repos().saveConnection({ ...kept, state_hash: sha256(state), updated_at: this.#o.now() });
    return await auth.authorizeUrl(state);
  }

  /** Intuit sent staff back: the state checked (once), the code exchanged, the tokens sealed. */
  async finish(callbackUrl: string, query: { state: string; realmId: string }, by: string): Promise<void> {
    const auth = this.#o.auth;
    if (!auth) throw notConfigured();
    const current = await this.#repos().connection();
    if (!current?.state_hash || current.state_hash !== sha256(query.state)) {
      throw new ApiError(
        400,
        'quickbooks_state_mismatch',
        'This QuickBooks sign-in was not started here: connect again.',
        {
          state: 'Connect again from the Accounting screen.',
        },
      );
    }
    const tokens = await auth.exchange(callbackUrl).catch(() => {
      throw new ApiError(502, 'quickbooks_refused', 'QuickBooks did not accept this sign-in: connect again.');
    });
    const now = this.#o.now();
    const sealed = this.#seal(tokens);
    let company: string | null = null;
    try {
      company = this.#o.apiUrl
        ? await new QuickBooksApi(this.#o.apiUrl, query.realmId, tokens.accessToken).companyName(
            query.realmId,
          )
        : null;
    } catch {
      // The name is for the screen only; the connection stands without it.
    }
    await this.#repos().saveConnection({
      realm_id: query.realmId,
      company_name: company,
      tokens: sealed,
      access_expires_at: tokens.accessExpiresAt,
      refresh_expires_at: tokens.refreshExpiresAt,
      state_hash: null,
      connected_at: now,
      connected_by: by,
      last_error: null,
      updated_at: now,
    });
    // A GET the back office's audit hook does not see: entered here (decision 015), the realm, never a token.
    const action = 'QuickBooks connected';
    await recordAudit(
      this.#o.db,
      {
        action,
        entityType: 'settings',
        entityId: 'quickbooks',
        summary: `${currentActor().name}: ${action} (${company ?? query.realmId})`,
        after: { realmId: query.realmId, companyName: company },
      },
      now,
    );
  }

  /** Forgets the company and its tokens; entries wait (or go to the journal) until a company is connected. */
  async disconnect(): Promise<void> {
    await this.#repos().saveConnection({ ...this.#blank(), updated_at: this.#o.now() });
  }

  /** A session over a valid access token, refreshed first when it expires soon; null when not connected. */
  async session(): Promise<QuickBooksSession | null> {
    const row = await this.#repos().connection();
    if (!this.#o.auth || !this.#o.apiUrl || !row?.tokens || !row.realm_id) return null;
    if (Number(row.access_expires_at ?? 0) - refreshMarginMs > this.#o.now()) {
      const tokens = JSON.parse(this.#o.cipher.open(row.tokens)) as { accessToken: string };
      return {
        api: new QuickBooksApi(this.#o.apiUrl, row.realm_id, tokens.accessToken),
        realmId: row.realm_id,
        sealed: row.tokens,
      };
    }
    return this.refresh(row.tokens);
  }

  /**
   * New tokens for the ones sealed in `previous` (expired, or refused with 401).
   * Two workers refreshing at once: the first one's tokens are kept, the
   * other reads them.
   */
  async refresh(previous: string): Promise<QuickBooksSession | null> {
    const auth = this.#o.auth;
    const row = await this.#repos().connection();
    if (!auth || !this.#o.apiUrl || !row?.tokens || !row.realm_id) return null;
    if (row.tokens !== previous) return this.session();
    const old = JSON.parse(this.#o.cipher.open(previous)) as { refreshToken: string };
    const tokens = await auth.refresh(old.refreshToken).catch(async (error: unknown) => {
      // Refused (revoked at Intuit, or unused for 100 days): the screen says to connect again.
      const message = error instanceof Error ? error.message : String(error);
      await this.#repos().saveConnection({
        ...withoutId(row),
        last_error: message.slice(0, 500),
        updated_at: this.#o.now(),
      });
      throw error;
    });
    const sealed = this.#seal(tokens);
    const replaced = await this.#repos().replaceTokens(
      previous,
      { sealed, accessExpiresAt: tokens.accessExpiresAt, refreshExpiresAt: tokens.refreshExpiresAt },
      this.#o.now(),
    );
    if (!replaced) return this.session();
    return {
      api: new QuickBooksApi(this.#o.apiUrl, row.realm_id, tokens.accessToken),
      realmId: row.realm_id,
      sealed,
    };
  }

  #seal(tokens: QuickBooksTokens): string {
    return this.#o.cipher.seal(
      JSON.stringify({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }),
    );
  }

  #blank() {
    return {
      realm_id: null,
      company_name: null,
      tokens: null,
      access_expires_at: null,
      refresh_expires_at: null,
      state_hash: null,
      connected_at: null,
      connected_by: null,
      last_error: null,
    };
  }
}

const withoutId = ({ id: _id, ...rest }: StoredConnection): Omit<StoredConnection, 'id'> => rest;
