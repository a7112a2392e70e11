import type { PayerPage, PayerStatus } from '@convoy/domain/contracts/split-payment.schema';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FactsCard } from '../../components/facts-card';
import { buttonClass } from '../../components/form/form-styles';
import { LinkPageWaiting, useLinkPage } from '../../components/link-page';
import { ScreenBoundary } from '../../components/screen-boundary';
import { errorSentence } from '../../lib/api-client';
import { formatDate, formatMoney } from '../../lib/format';
import type { Message } from '../../lib/messages';
import type { ScreenProps } from '../../lib/route-handle';
import m from './payer.messages';
import { payerApi } from './payer-api';

/** Where this tab keeps the link's token, so the way back from the payment page still opens it. */
const storageKey = 'convoy.payer-link';

const statuses = {
  due: m.statusDue,
  paid: m.statusPaid,
  taken_over: m.statusTakenOver,
  cancelled: m.statusCancelled,
} satisfies Record<PayerStatus, Message>;
const backs = { done: m.backDone, cancelled: m.backCancelled };

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
  if (state.kind !== 'open')
    return (
      <LinkPageWaiting
        state={state}
        words={{ loading: m.loading(), invalid: m.invalid(), retry: m.retry() }}
        onRetry={reload}
      />
    );
  return <Share token={state.token} page={state.page} back={params.get('payment')} />;
}

/** What is still due: the amount, and the date it is due by when there is one. */
function dueBy(cents: number, dueOn: string | null): string {
  const amount = formatMoney(cents);
  return dueOn ? m.dueBy({ amount, date: formatDate(dueOn, 'long') }) : amount;
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
    [m.code(), page.code],
    [m.vehicle(), page.vehicleName],
    [m.pickup(), `${formatDate(page.pickupDate, 'long')} · ${page.locationName}`],
    [m.until(), formatDate(page.returnDate, 'long')],
    [m.share(), formatMoney(page.amountCents)],
    ...(page.paidCents > 0 ? [[m.paid(), formatMoney(page.paidCents)] as const] : []),
    ...(page.dueCents > 0 ? [[m.due(), dueBy(page.dueCents, page.dueOn)] as const] : []),
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
          {page.status === 'paid' ? m.statusPaid() : backs[back]()}
        </p>
      ) : null}
      <p className="text-slate-800">
        {m.hello({ name: page.payerName })} {m.intro({ organiser: page.organiserName })}
      </p>
      <FactsCard id="payer-trip" heading={m.trip()} facts={facts} />
      {page.status === 'due' ? (
        page.payOnline ? (
          <div className="space-y-2">
            <button
              type="button"
              aria-disabled={opening || undefined}
              className={`${buttonClass.primary} w-full sm:w-auto`}
              onClick={pay}
            >
              {opening ? m.opening() : m.pay({ amount: formatMoney(page.dueCents) })}
            </button>
            <p className="text-slate-600 text-sm">{m.cardNote()}</p>
            {problem ? (
              <p role="alert" className="font-semibold text-red-800">
                {problem}
              </p>
            ) : null}
          </div>
        ) : (
          <p>{m.notOnline()}</p>
        )
      ) : back === 'done' && page.status === 'paid' ? null : (
        <p className="font-semibold text-slate-900">{statuses[page.status]()}</p>
      )}
    </div>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { flowTexts as routeTexts } from '@convoy/domain/content/route-texts/flow';
