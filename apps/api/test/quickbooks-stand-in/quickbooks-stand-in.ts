import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for QuickBooks Online (decision 040), for tests: Intuit's
 * OAuth token endpoint (a code exchanged, a refresh token rotated) and the
 * few Accounting API v3 calls the push makes, held in memory. Like QuickBooks
 * it checks the bearer token (401 when expired) and answers a `requestid`
 * seen before with what that request made, without making it again. Faults:
 * `failNext` answers 500 once, `dropNext` makes the object and then cuts the
 * connection before answering (a worker that died after sending).
 */
export interface StandInObject {
  Id: string;
  SyncToken: string;
  [field: string]: unknown;
}

type Entity = 'Customer' | 'Item' | 'Account' | 'Invoice' | 'Payment' | 'RefundReceipt';

const pathEntity: Record<string, Entity> = {
  customer: 'Customer',
  item: 'Item',
  invoice: 'Invoice',
  payment: 'Payment',
  refundreceipt: 'RefundReceipt',
};

export interface QuickBooksStandInOptions {
  clientId: string;
  clientSecret: string;
  realmId?: string;
  companyName?: string;
  /** The stand-in's clock, for access tokens' expiry. */
  now?: () => number;
  /** Accounts the company has, by name (QuickBooks' defaults if not given). */
  accounts?: string[];
}

export class QuickBooksStandIn {
  readonly realmId: string;
  readonly objects: Record<Entity, StandInObject[]> = {
    Customer: [],
    Item: [],
    Account: [],
    Invoice: [],
    Payment: [],
    RefundReceipt: [],
  };
  /** Every write received: its path and request id, in order (a retry shows twice here, once in `objects`). */
  readonly writes: { path: string; requestId: string | null }[] = [];
  /** Every token request: its grant type. */
  readonly tokenGrants: string[] = [];
  readonly #o: Required<Omit<QuickBooksStandInOptions, 'accounts'>>;
  readonly #server: Server;
  readonly #answered = new Map<string, { status: number; body: unknown }>();
  readonly #access = new Map<string, number>();
  readonly #refresh = new Set<string>();
  readonly #codes = new Set<string>();
  #nextId = 1;
  #fail = 0;
  #drop = 0;
  url = '';

  private constructor(options: QuickBooksStandInOptions, server: Server) {
    this.#o = {
      realmId: '9130350000000001',
      companyName: 'Harbor Rent-A-Car, Inc.',
      now: Date.now,
      ...options,
    };
    this.realmId = this.#o.realmId;
    this.#server = server;
    for (const name of options.accounts ?? [
      'Sales',
      'Accounts Receivable (A/R)',
      'Undeposited Funds',
      'Sales Refunds',
      'Sales Tax Payable',
    ]) {
      this.objects.Account.push({ Id: String(this.#nextId++), SyncToken: '0', Name: name });
    }
  }

  static async start(options: QuickBooksStandInOptions): Promise<QuickBooksStandIn> {
    let standIn: QuickBooksStandIn | undefined;
    const server = createServer((req, res) => {
      void standIn!.#handle(req, res).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ Fault: { Error: [{ Message: String(error) }] } }));
      });
    });
    standIn = new QuickBooksStandIn(options, server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return standIn;
  }

  get tokenUrl(): string {
    return `${this.url}/oauth2/v1/tokens/bearer`;
  }

  /** A code Intuit would send back to the redirect URL once staff consent. */
  issueCode(): string {
    const code = `AB${randomBytes(12).toString('hex')}`;
    this.#codes.add(code);
    return code;
  }

  /** Every access token given so far stops working (its hour is up). */
  expireAccessTokens(): void {
    this.#access.clear();
  }

  /** Every refresh token given so far is refused (revoked at Intuit, or unused for 100 days). */
  revokeRefreshTokens(): void {
    this.#refresh.clear();
  }

  /** The next `n` API calls answer 500 without doing anything. */
  failNext(n = 1): void {
    this.#fail = n;
  }

  /** The next `n` writes are made, then the connection is cut before the answer. */
  dropNext(n = 1): void {
    this.#drop = n;
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const body = await readBody(req);
    if (url.pathname === '/oauth2/v1/tokens/bearer' && req.method === 'POST')
      return this.#token(req, body, res);
    const match = /^\/v3\/company\/([^/]+)\/(.+)$/.exec(url.pathname);
    if (!match || match[1] !== this.realmId) return send(res, 404, fault('Not found'));
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const until = bearer ? this.#access.get(bearer) : undefined;
    if (until === undefined || until <= this.#o.now()) {
      return send(res, 401, {
        Fault: { Error: [{ Message: 'message=AuthenticationFailed', code: '3200' }], type: 'AUTHENTICATION' },
      });
    }
    if (this.#fail > 0) {
      this.#fail--;
      return send(res, 500, fault('Internal Server Error'));
    }
    const rest = match[2]!;
    if (req.method === 'GET' && rest === 'query')
      return send(res, 200, this.#query(url.searchParams.get('query') ?? ''));
    if (req.method === 'GET' && rest.startsWith('companyinfo/')) {
      return send(res, 200, { CompanyInfo: { Id: '1', CompanyName: this.#o.companyName } });
    }
    if (req.method !== 'POST') return send(res, 405, fault('Method not allowed'));
    const requestId = url.searchParams.get('requestid');
    this.writes.push({
      path: `${rest}${url.searchParams.get('operation') ? `?operation=${url.searchParams.get('operation')}` : ''}`,
      requestId,
    });
    const seen = requestId ? this.#answered.get(requestId) : undefined;
    const answer = seen ?? this.#write(rest, url.searchParams.get('operation'), JSON.parse(body || '{}'));
    if (requestId && !seen) this.#answered.set(requestId, answer);
    if (this.#drop > 0) {
      this.#drop--;
      req.socket.destroy();
      return;
    }
    send(res, answer.status, answer.body);
  }

  #token(req: IncomingMessage, body: string, res: ServerResponse): void {
    const [status, answer] = this.#grant(req, body);
    send(res, status, answer);
  }

  #grant(req: IncomingMessage, body: string): [number, unknown] {
    const basic = Buffer.from(`${this.#o.clientId}:${this.#o.clientSecret}`).toString('base64');
    if (req.headers.authorization !== `Basic ${basic}`) return [401, { error: 'invalid_client' }];
    const form = new URLSearchParams(body);
    const grant = form.get('grant_type') ?? '';
    this.tokenGrants.push(grant);
    if (grant === 'authorization_code') {
      const code = form.get('code') ?? '';
      if (!this.#codes.delete(code)) return [400, { error: 'invalid_grant' }];
    } else if (grant === 'refresh_token') {
      const token = form.get('refresh_token') ?? '';
      if (!this.#refresh.delete(token)) return [400, { error: 'invalid_grant' }];
    } else {
      return [400, { error: 'unsupported_grant_type' }];
    }
    const access = `eyJ${randomBytes(16).toString('hex')}`;
    const refresh = `RT1-${randomBytes(16).toString('hex')}`;
    this.#access.set(access, this.#o.now() + 3_600_000);
    this.#refresh.add(refresh);
    return [
      200,
      {
        token_type: 'bearer',
        access_token: access,
        refresh_token: refresh,
        expires_in: 3600,
        x_refresh_token_expires_in: 8_726_400,
      },
    ];
  }

  #query(query: string): unknown {
    const m = /^select \* from (\w+) where (\w+) = '((?:[^'\\]|\\.)*)'$/i.exec(query.trim());
    if (!m) return { QueryResponse: {} };
    const entity = m[1] as Entity;
    const value = m[3]!.replace(/\\(.)/g, '$1');
    const found = (this.objects[entity] ?? []).filter((o) => o[m[2]!] === value);
    return { QueryResponse: found.length > 0 ? { [entity]: found } : {} };
  }

  #write(
    path: string,
    operation: string | null,
    body: Record<string, unknown>,
  ): { status: number; body: unknown } {
    const entity = pathEntity[path];
    if (!entity) return { status: 400, body: fault(`Unknown entity ${path}`) };
    if (operation === 'void') {
      const invoice = this.objects.Invoice.find((i) => i.Id === body.Id);
      if (!invoice) return { status: 400, body: fault('Object Not Found') };
      if (invoice.SyncToken !== body.SyncToken) return { status: 400, body: fault('Stale Object Error') };
      invoice.SyncToken = String(Number(invoice.SyncToken) + 1);
      invoice.voided = true;
      invoice.TotalAmt = 0;
      return { status: 200, body: { Invoice: invoice } };
    }
    const problem = this.#check(entity, body);
    if (problem) return { status: 400, body: fault(problem) };
    const made: StandInObject = { ...body, Id: String(this.#nextId++), SyncToken: '0' };
    if (entity === 'Invoice') {
      const lines = (body.Line as { Amount: number }[]).reduce((s, l) => s + Math.round(l.Amount * 100), 0);
      const tax = Math.round(
        Number((body.TxnTaxDetail as { TotalTax?: number } | undefined)?.TotalTax ?? 0) * 100,
      );
      made.TotalAmt = (lines + tax) / 100;
    }
    this.objects[entity].push(made);
    return { status: 200, body: { [entity]: made } };
  }

  /** What QuickBooks would refuse: a reference to nothing. */
  #check(entity: Entity, body: Record<string, unknown>): string | null {
    const has = (e: Entity, ref: unknown) =>
      this.objects[e].some((o) => o.Id === (ref as { value?: string })?.value);
    if (entity === 'Customer' && this.objects.Customer.some((c) => c.DisplayName === body.DisplayName)) {
      return 'Duplicate Name Exists Error';
    }
    if (entity === 'Item' && !has('Account', body.IncomeAccountRef)) return 'Invalid Reference Id: account';
    if (['Invoice', 'Payment', 'RefundReceipt'].includes(entity) && !has('Customer', body.CustomerRef)) {
      return 'Invalid Reference Id: customer';
    }
    if ((entity === 'Payment' || entity === 'RefundReceipt') && !has('Account', body.DepositToAccountRef)) {
      return 'Invalid Reference Id: account';
    }
    for (const line of (body.Line as {
      SalesItemLineDetail?: { ItemRef: unknown };
      LinkedTxn?: { TxnId: string }[];
    }[]) ?? []) {
      if (line.SalesItemLineDetail && !has('Item', line.SalesItemLineDetail.ItemRef))
        return 'Invalid Reference Id: item';
      for (const linked of line.LinkedTxn ?? []) {
        if (!this.objects.Invoice.some((i) => i.Id === linked.TxnId)) return 'Invalid Reference Id: invoice';
      }
    }
    return null;
  }
}

const fault = (message: string) => ({ Fault: { Error: [{ Message: message }], type: 'ValidationFault' } });

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
