import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from './api-routes.ts';
import { sessionSummary } from './checkout-sessions.ts';
import { authenticate, CheckoutRefusal, type PayResult, pay } from './customer-checkout.ts';
import { parseForm } from './form-body.ts';
import { authenticatePage, checkoutPage, closedPage, missingPage, type PageView } from './hosted-page.ts';
import type { StandInState } from './stand-in-state.ts';
import type { CheckoutSession } from './stripe-objects.ts';

/**
 * The customer's pages at /checkout/:id: GET shows the session, POST pays it (303 to the
 * session's success_url, Stripe's `{CHECKOUT_SESSION_ID}` filled in), and /authenticate is the
 * 3-D Secure step. A declined card shows the form again with the reason.
 */

const pagePath = /^\/checkout\/([^/]+)(\/authenticate)?$/;

export function isPagePath(pathname: string): boolean {
  return pagePath.test(pathname);
}

/** Stripe fills `{CHECKOUT_SESSION_ID}` in success_url with the session's id. */
export function successUrl(session: CheckoutSession): string | null {
  return session.success_url?.replaceAll('{CHECKOUT_SESSION_ID}', session.id) ?? null;
}

type PageAnswer = { status: number; page: string } | { redirect: string };

export async function handlePage(
  state: StandInState,
  request: IncomingMessage,
  response: ServerResponse,
  origin: string,
): Promise<void> {
  const answer = await answerPage(state, request, origin);
  if ('redirect' in answer) {
    response.writeHead(303, { location: answer.redirect, 'cache-control': 'no-store' });
    response.end();
    return;
  }
  response.writeHead(answer.status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // No script and no outside resource; form targets and redirects are left free (form-action unset).
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  response.end(answer.page);
}

async function answerPage(
  state: StandInState,
  request: IncomingMessage,
  origin: string,
): Promise<PageAnswer> {
  const url = new URL(request.url ?? '/', origin);
  const [, rawId = '', step] = pagePath.exec(url.pathname) ?? [];
  const session = state.sessions.get(decodeURIComponent(rawId));
  if (!session) return { status: 404, page: missingPage() };
  const view = pageView(state, session);
  if (request.method === 'GET')
    return { status: 200, page: showSession(state, session, view, step !== undefined) };
  if (request.method !== 'POST') return { status: 405, page: missingPage() };
  const form = parseForm(await readBody(request));
  const field = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
  try {
    const result = step
      ? authenticate(state, session.id, field('result') === 'complete')
      : pay(state, session.id, field('card'), origin);
    return answerAttempt(state, view, result);
  } catch (error) {
    if (!(error instanceof CheckoutRefusal)) throw error;
    if (session.status !== 'open') return { status: 409, page: showSession(state, session, view, false) };
    return { status: 422, page: checkoutPage(view, error.message) };
  }
}

function pageView(state: StandInState, session: CheckoutSession): PageView {
  return { sessionId: session.id, cancelUrl: session.cancel_url, ...sessionSummary(state, session) };
}

function showSession(
  state: StandInState,
  session: CheckoutSession,
  view: PageView,
  authenticating: boolean,
): string {
  if (session.status !== 'open') {
    return closedPage(view, session.status === 'complete' ? 'complete' : 'expired', successUrl(session));
  }
  const intent = session.payment_intent ? state.paymentIntents.get(session.payment_intent) : undefined;
  if (authenticating && intent?.status === 'requires_action') return authenticatePage(view);
  return checkoutPage(view);
}

function answerAttempt(state: StandInState, view: PageView, result: PayResult): PageAnswer {
  if (result.outcome === 'requires_action') {
    return { redirect: `/checkout/${encodeURIComponent(result.session.id)}/authenticate` };
  }
  if (result.outcome === 'declined') return { status: 402, page: checkoutPage(view, result.message) };
  const target = successUrl(result.session);
  if (target) return { redirect: target };
  return { status: 200, page: closedPage(pageView(state, result.session), 'complete', null) };
}
