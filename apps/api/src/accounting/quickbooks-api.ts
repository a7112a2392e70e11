/**
 * QuickBooks Online's Accounting API v3 over HTTPS (decision 040): the few
 * calls the push makes, with fetch. Every write carries `requestid`, QBO's
 * idempotency key: the same id sent again answers what the first request
 * made instead of making it twice, so a retry after a timeout or a worker
 * that died after sending books nothing twice.
 */

/** An object QuickBooks made or found: its Id and the SyncToken a later change (a void) must quote. */
export interface RemoteRef {
  id: string;
  token: string | null;
}

/** QuickBooks refused or failed a call; `status` 401 means the access token is no longer good. */
export class QuickBooksError extends Error {
  override name = 'QuickBooksError';
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** The entities the push writes. */
export type QuickBooksEntity = 'customer' | 'item' | 'invoice' | 'payment' | 'refundreceipt';

const entityName: Record<QuickBooksEntity, string> = {
  customer: 'Customer',
  item: 'Item',
  invoice: 'Invoice',
  payment: 'Payment',
  refundreceipt: 'RefundReceipt',
};

/** A value inside a QBO query's quotes: a quote or backslash escaped with a backslash. */
const quoted = (value: string) => `'${value.replace(/[\\']/g, (c) => `\\${c}`)}'`;

export class QuickBooksApi {
  readonly #base: string;
  readonly #token: string;

  constructor(apiUrl: string, realmId: string, accessToken: string) {
    this.#base = `${apiUrl.replace(/\/+$/, '')}/v3/company/${encodeURIComponent(realmId)}`;
    this.#token = accessToken;
  }

  async #call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
    const separator = path.includes('?') ? '&' : '?';
    const response = await fetch(`${this.#base}/${path}${separator}minorversion=75`, {
      method,
      headers: {
        authorization: `Bearer ${this.#token}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // An answer that is not JSON (a proxy's error page): reported by status below.
    }
    if (!response.ok) {
      const fault = (json.Fault ?? json.fault) as
        | { Error?: { Message?: string; Detail?: string }[] }
        | undefined;
      const first = fault?.Error?.[0];
      const message = first
        ? [first.Message, first.Detail].filter(Boolean).join(': ')
        : `HTTP ${response.status}`;
      throw new QuickBooksError(
        response.status,
        `QuickBooks answered ${response.status}: ${message}`.slice(0, 500),
      );
    }
    return json;
  }

  /** The objects of `entity` whose `field` is `value` (Name, DisplayName). */
  async findBy(entity: 'Customer' | 'Item' | 'Account', field: string, value: string): Promise<RemoteRef[]> {
    const query = `select * from ${entity} where ${field} = ${quoted(value)}`;
    const json = await this.#call('GET', `query?query=${encodeURIComponent(query)}`);
    const found = ((json.QueryResponse as Record<string, unknown> | undefined)?.[entity] ?? []) as {
      Id: string;
      SyncToken?: string;
    }[];
    return found.map((o) => ({ id: o.Id, token: o.SyncToken ?? null }));
  }

  /** Makes one object, once per `requestId`. */
  async create(entity: QuickBooksEntity, body: unknown, requestId: string): Promise<RemoteRef> {
    const json = await this.#call('POST', `${entity}?requestid=${encodeURIComponent(requestId)}`, body);
    const made = json[entityName[entity]] as { Id: string; SyncToken?: string } | undefined;
    if (!made?.Id) throw new QuickBooksError(502, `QuickBooks made no ${entityName[entity]}`);
    return { id: made.Id, token: made.SyncToken ?? null };
  }

  /** Voids an invoice (its amounts go to zero, it stays with its number), once per `requestId`. */
  async voidInvoice(invoice: RemoteRef, requestId: string): Promise<RemoteRef> {
    const json = await this.#call(
      'POST',
      `invoice?operation=void&requestid=${encodeURIComponent(requestId)}`,
      { Id: invoice.id, SyncToken: invoice.token ?? '0', sparse: true },
    );
    const voided = json.Invoice as { Id: string; SyncToken?: string } | undefined;
    return { id: voided?.Id ?? invoice.id, token: voided?.SyncToken ?? null };
  }

  /** The connected company's name, for the back office's status. */
  async companyName(realmId: string): Promise<string | null> {
    const json = await this.#call('GET', `companyinfo/${encodeURIComponent(realmId)}`);
    return ((json.CompanyInfo as { CompanyName?: string } | undefined)?.CompanyName ?? null) || null;
  }
}
