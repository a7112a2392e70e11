/**
 * The stand-in's hosted checkout page: what a customer sees at a session's `url`, for browser
 * tests. Plain HTML forms, inline CSS, no script; every control has a visible label so tests
 * find them by role and name, as a person would.
 */

export const pageTitle = 'Test payment — Stripe stand-in';

export interface PageView {
  sessionId: string;
  amount: string;
  lines: string[];
  cancelUrl: string | null;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

const styles = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f8fa; color: #1a1f36; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  .amount { font-size: 2rem; font-weight: 600; margin: 0; }
  ul { padding-left: 1.25rem; color: #3c4257; }
  label { display: block; font-weight: 600; margin: 1.5rem 0 0.25rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: 0.6rem; border: 1px solid #8792a2;
    border-radius: 6px; }
  input:focus, button:focus, a:focus { outline: 3px solid #635bff; outline-offset: 2px; }
  button { font: inherit; font-weight: 600; padding: 0.7rem 1.2rem; margin: 1rem 0.5rem 0 0; border: 0;
    border-radius: 6px; background: #533afd; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #1a1f36; border: 1px solid #8792a2; }
  .hint { color: #3c4257; font-size: 0.875rem; margin: 0.25rem 0 0; }
  [role="alert"] { color: #a41c1c; font-weight: 600; margin: 1rem 0 0; }
  a { color: #4a3ad8; display: inline-block; margin-top: 1.5rem; }
`;

function layout(heading: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(pageTitle)}</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>
`;
}

function summary(view: PageView): string {
  const lines = view.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('');
  return `<p class="amount">${escapeHtml(view.amount)}</p>${lines ? `<ul>${lines}</ul>` : ''}`;
}

function cancelLink(view: PageView): string {
  return view.cancelUrl ? `<a href="${escapeHtml(view.cancelUrl)}">Cancel and go back</a>` : '';
}

/** The card form; `error` (a decline) shows above the field it concerns and is announced. */
export function checkoutPage(view: PageView, error?: string): string {
  const errorId = 'card-error';
  const alert = error ? `<p id="${errorId}" role="alert">${escapeHtml(error)}</p>` : '';
  const described = error
    ? `aria-describedby="card-hint ${errorId}" aria-invalid="true"`
    : 'aria-describedby="card-hint"';
  return layout(
    'Test payment',
    `${summary(view)}
<form method="post" action="/checkout/${escapeHtml(view.sessionId)}">
<label for="card-number">Card number</label>
<input id="card-number" name="card" type="text" inputmode="numeric" autocomplete="cc-number" required ${described}>
<p id="card-hint" class="hint">A Stripe test card: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for 3-D Secure.</p>
${alert}
<button type="submit">Pay</button>
</form>
${cancelLink(view)}`,
  );
}

/** The 3-D Secure step: the customer's bank asks them to confirm. */
export function authenticatePage(view: PageView): string {
  return layout(
    'Authenticate this payment',
    `${summary(view)}
<p>Your bank asks you to confirm this payment (a 3-D Secure test).</p>
<form method="post" action="/checkout/${escapeHtml(view.sessionId)}/authenticate">
<button type="submit" name="result" value="complete">Complete authentication</button>
<button type="submit" name="result" value="fail" class="secondary">Fail authentication</button>
</form>`,
  );
}

/** A session that takes no more payments: complete, or expired. */
export function closedPage(
  view: PageView,
  status: 'complete' | 'expired',
  successUrl: string | null,
): string {
  if (status === 'complete') {
    const back = successUrl ? `<a href="${escapeHtml(successUrl)}">Return to the site</a>` : '';
    return layout('Payment complete', `${summary(view)}<p>This payment is complete.</p>${back}`);
  }
  return layout(
    'This checkout session has expired',
    `<p>This checkout session has expired. Nothing was charged.</p>${cancelLink(view)}`,
  );
}

export function missingPage(): string {
  return layout('Checkout session not found', '<p>There is no checkout session at this address.</p>');
}
