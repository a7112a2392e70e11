import type OAuthClient from 'intuit-oauth';
import type { Config } from '../config.ts';
import { QuickBooksError } from './quickbooks-api.ts';

export type QuickBooksConfig = NonNullable<Config['quickbooks']>;

/** What a code exchange or a refresh gives: the tokens and when each expires. */
export interface QuickBooksTokens {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: number;
  refreshExpiresAt: number;
}

/** Intuit's endpoints, the token one replaceable (a local stand-in in tests). */
const intuitAuthorize = 'https://appcenter.intuit.com/connect/oauth2';
const intuitToken = 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer';
const intuitRevoke = 'https://developer.api.intuit.com/v2/oauth2/tokens/revoke';

/**
 * QuickBooks Online's OAuth 2.0 through Intuit's own client, `intuit-oauth`
 * (decision 040): the URL staff are sent to, the code exchanged for tokens,
 * the refresh. A client per call: it keeps the token it was last given.
 */
export class QuickBooksAuth {
  readonly #config: QuickBooksConfig;
  readonly #now: () => number;

  constructor(config: QuickBooksConfig, now: () => number) {
    this.#config = config;
    this.#now = now;
  }

  /** The library and its dependencies (axios, winston) load on first use: not at every start (decision 009). */
  async #client(): Promise<OAuthClient> {
    const { default: OAuthClient } = await import('intuit-oauth');
    const client = new OAuthClient({
      clientId: this.#config.clientId,
      clientSecret: this.#config.clientSecret,
      environment: this.#config.environment,
      redirectUri: this.#config.redirectUrl,
      logging: false,
    });
    // The library keeps its endpoints on the class: set on every client, the same for all of them.
    client.setAuthorizeURLs({
      authorizeEndpoint: intuitAuthorize,
      tokenEndpoint: this.#config.tokenUrl ?? intuitToken,
      revokeEndpoint: intuitRevoke,
      userInfoEndpoint: '',
    });
    return client;
  }

  /** Where staff connect a company: Intuit's consent page for the accounting scope, with our state. */
  async authorizeUrl(state: string): Promise<string> {
    const client = await this.#client();
    return client.authorizeUri({ scope: ['com.intuit.quickbooks.accounting'], state });
  }

  /** The code Intuit sent back (the whole callback URL, as the library reads it) exchanged for tokens. */
  async exchange(callbackUrl: string): Promise<QuickBooksTokens> {
    const client = await this.#client();
    await client.createToken(callbackUrl).catch(refused);
    return this.#tokensOf(client);
  }

  /** New tokens for the refresh token (Intuit rotates it: the old one stops working). */
  async refresh(refreshToken: string): Promise<QuickBooksTokens> {
    const client = await this.#client();
    await client.refreshUsingToken(refreshToken).catch(refused);
    return this.#tokensOf(client);
  }

  #tokensOf(client: OAuthClient): QuickBooksTokens {
    const t = client.getToken();
    const now = this.#now();
    return {
      accessToken: t.access_token,
      refreshToken: t.refresh_token,
      accessExpiresAt: now + Number(t.expires_in) * 1000,
      refreshExpiresAt: now + Number(t.x_refresh_token_expires_in) * 1000,
    };
  }
}

/**
 * The library's error carries the request it made, the client's Basic credentials included: only its
 * status goes further (into a log line or the back office), never the error itself.
 */
function refused(error: unknown): never {
  const e = error as { response?: { status?: number }; authResponse?: { response?: { status?: number } } };
  const status = e.response?.status ?? e.authResponse?.response?.status ?? 502;
  throw new QuickBooksError(status, `Intuit refused the token request (HTTP ${status}).`);
}
