import type { PayerPage } from '@convoy/domain/contracts/split-payment.schema';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FactsCard } from '../../components/facts-card';
import { buttonClass } from '../../components/form/form-styles';
import { LinkPageWaiting, useLinkPage } from '../../components/link-page';
import { ScreenBoundary } from '../../components/screen-boundary';
import { errorSentence } from '../../lib/api-client';
import { formatDate, formatMoney } from '../../lib/format';
import type { ScreenProps } from '../../lib/route-handle';
import { payerApi } from './payer-api';
import { payerCopy as copy } from './payer-copy';

/** Where this tab keeps the link's token, so the way back from the payment page still opens it. */
const storageKey = 'convoy.payer-link';

/**
 * /pay#token=… (decision 045, noindex): a member's share of a split booking, on their phone and
 * with no account: the trip, their share, what they paid, and the button to the payment provider's
 * page. Prerendered with its heading and a loading line: the token is in the fragment, which only
 * the browser sees.
 */
export default function PayScreen({ entry }: ScreenProps) {
  return (
    <div className="mx-auto min-h-screen max-w-2xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-balance font-bold text-3xl text-slate-900 tracking-tight">{entry.heading}</h1>
      <div className="mt-6">
        <ScreenBoundary>
          <PayerShare />
        </ScreenBoundary>
      </div>
    </div>
  );
}

const loadPage = (token: string) => payerApi(token).page();

function PayerShare() {
  const { state, reload } = useLinkPage(storageKey, loadPage);
  const [params] = useSearchParams();
  if (state.kind !== 'open') return <LinkPageWaiting state={state} words={copy} onRetry={reload} />;
  return <Share token={state.token} page={state.page} back={params.get('payment')} />;
}

function Share({ token, page, back }: { token: string; page: PayerPage; back: string | null }) {
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (back) said.current?.focus();
  }, [back]);
  const pay = () => {
    if (opening) return;
    setOpening(true);
    setProblem(null);
    payerApi(token)
      .pay()
      .then(
        ({ checkoutUrl }) => window.location.assign(checkoutUrl),
        (error: unknown) => {
          setOpening(false);
          setProblem(errorSentence(error));
        },
      );
  };
  const facts = [
    [copy.code, page.code],
    [copy.vehicle, page.vehicleName],
    [copy.pickup, `${formatDate(page.pickupDate, 'long')} · ${page.locationName}`],
    [copy.until, formatDate(page.returnDate, 'long')],
    [copy.share, formatMoney(page.amountCents)],
    ...(page.paidCents > 0 ? [[copy.paid, formatMoney(page.paidCents)] as const] : []),
    ...(page.dueCents > 0 ? [[copy.due, copy.dueBy(page.dueCents, page.dueOn)] as const] : []),
  ] as const;
  return (
    <div className="space-y-6">
      {back === 'done' || back === 'cancelled' ? (
        <p
          ref={said}
          tabIndex={-1}
          role="status"
          className={`font-semibold focus:outline-none ${back === 'done' ? 'text-green-800' : 'text-amber-800'}`}
        >
          {page.status === 'paid' ? copy.status.paid : copy.back[back]}
        </p>
      ) : null}
      <p className="text-slate-800">
        {copy.hello(page.payerName)} {copy.intro(page.organiserName)}
      </p>
      <FactsCard id="payer-trip" heading={copy.trip} facts={facts} />
      {page.status === 'due' ? (
        page.payOnline ? (
          <div className="space-y-2">
            <button
              type="button"
              aria-disabled={opening || undefined}
              className={`${buttonClass.primary} w-full sm:w-auto`}
              onClick={pay}
            >
              {opening ? copy.opening : copy.pay(page.dueCents)}
            </button>
            <p className="text-slate-600 text-sm">{copy.cardNote}</p>
            {problem ? (
              <p role="alert" className="font-semibold text-red-800">
                {problem}
              </p>
            ) : null}
          </div>
        ) : (
          <p>{copy.notOnline}</p>
        )
      ) : back === 'done' && page.status === 'paid' ? null : (
        <p className="font-semibold text-slate-900">{copy.status[page.status]}</p>
      )}
    </div>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { flowTexts as routeTexts } from '@convoy/domain/content/route-texts/flow';
