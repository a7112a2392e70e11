import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { ApiError, errorSentence } from '../lib/api-error';
import { takeLinkToken, whenLinkOpened } from '../lib/link-token';
import { buttonClass } from './form/form-styles';

/** A personal link's page (a member's share, a review): loading, open with its answer, a link not ours, or a failure to try again. */
export type LinkPageState<Page> =
  | { kind: 'loading' }
  | { kind: 'open'; token: string; page: Page }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

/**
 * The page a personal link opens (`/<page>#token=…`): the token taken from the fragment (kept in the
 * tab under `storageKey`), `load(token)` asked, and asked again when another link is opened in this
 * tab. A 401 is a link that is not (or no longer) ours. `update` replaces the answer shown.
 */
export function useLinkPage<Page>(storageKey: string, load: (token: string) => Promise<Page>) {
  const [state, setState] = useState<LinkPageState<Page>>({ kind: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a module function per page; the key names it
  const open = useCallback(() => {
    const token = takeLinkToken(storageKey);
    if (token === '') return setState({ kind: 'invalid' });
    setState({ kind: 'loading' });
    load(token).then(
      (page) => setState({ kind: 'open', token, page }),
      (error: unknown) =>
        setState(
          error instanceof ApiError && error.status === 401
            ? { kind: 'invalid' }
            : { kind: 'failed', message: errorSentence(error) },
        ),
    );
  }, [storageKey]);
  useEffect(() => {
    open();
    return whenLinkOpened(open);
  }, [open]);
  const update = useCallback((page: Page) => setState((s) => (s.kind === 'open' ? { ...s, page } : s)), []);
  return { state, reload: open, update };
}

/** What a link's page shows before it is open: the loading line, the link not ours, or the failure with a retry. */
export function LinkPageWaiting({
  state,
  words,
  onRetry,
}: {
  state: Exclude<LinkPageState<unknown>, { kind: 'open' }>;
  words: { loading: string; invalid: string; retry: string };
  onRetry: () => void;
}): ReactNode {
  if (state.kind === 'loading') return <p role="status">{words.loading}</p>;
  if (state.kind === 'invalid')
    return (
      <p role="alert" className="font-semibold text-red-800">
        {words.invalid}
      </p>
    );
  return (
    <div role="alert" className="space-y-3">
      <p className="font-semibold text-red-800">{state.message}</p>
      <button type="button" className={buttonClass.primary} onClick={onRetry}>
        {words.retry}
      </button>
    </div>
  );
}
