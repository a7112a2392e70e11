import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../components/form/form-styles';
import { apiRequest, errorSentence } from '../../lib/api-client';
import { takeLinkToken } from '../../lib/link-token';
import type { ScreenProps } from '../../lib/route-handle';
import m from './unsubscribe.messages';

/**
 * /unsubscribe#token=… (decision 046, noindex): the recovery e-mail's unsubscribe, done by a press
 * rather than by opening the link (a mail scanner that follows links unsubscribes nobody). The token
 * is in the fragment, which only the browser sees.
 */
export default function UnsubscribeScreen({ entry }: ScreenProps) {
  const [token, setToken] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'done' | { error: string }>('idle');
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => setToken(takeLinkToken('convoy.unsubscribe-link')), []);
  useEffect(() => {
    if (state === 'done' || typeof state === 'object') said.current?.focus();
  }, [state]);
  const unsubscribe = () => {
    if (!token || state === 'sending') return;
    setState('sending');
    apiRequest<undefined>('/api/booking-drafts/unsubscribe', { body: { token } }).then(
      () => setState('done'),
      (error: unknown) => setState({ error: errorSentence(error) }),
    );
  };
  return (
    <div className="mx-auto min-h-screen max-w-2xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-balance font-bold text-3xl text-slate-900 tracking-tight">{entry.heading}</h1>
      {state === 'done' ? (
        <p ref={said} tabIndex={-1} role="status" className="font-semibold text-green-800 focus:outline-none">
          {m.done()}
        </p>
      ) : token === '' ? (
        <p role="alert" className="font-semibold text-red-800">
          {m.noToken()}
        </p>
      ) : (
        <>
          <p className="text-slate-800">{m.intro()}</p>
          {typeof state === 'object' ? (
            <p
              ref={said}
              tabIndex={-1}
              role="alert"
              className="font-semibold text-red-800 focus:outline-none"
            >
              {state.error}
            </p>
          ) : null}
          <button
            type="button"
            aria-disabled={state === 'sending' || token === null || undefined}
            className={`${buttonClass.primary} w-full sm:w-auto`}
            onClick={unsubscribe}
          >
            {state === 'sending' ? m.sending() : m.button()}
          </button>
        </>
      )}
    </div>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { flowTexts as routeTexts } from '@convoy/domain/content/route-texts/flow';
