import type { PreArrivalPage } from '@convoy/domain/contracts/pre-arrival.schema';
import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorSentence } from '../../lib/api-error';
import { whenLinkOpened } from '../../lib/link-token';
import { type DriverApi, driverApi } from './driver-api';
import { takeDriverToken } from './driver-link';

/** Why the link opens no steps: finished, expired (410) or unknown (401). */
export type EndedReason = 'pre_arrival_complete' | 'link_expired' | 'invalid_link';

export type DriverPageState =
  | { kind: 'loading' }
  | { kind: 'open'; api: DriverApi; page: PreArrivalPage }
  | { kind: 'signed' }
  | { kind: 'ended'; reason: EndedReason }
  | { kind: 'failed'; message: string };

/** The reason a call's failure ends the page, or null when the driver may try again. */
export function endedBy(error: unknown): EndedReason | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return 'invalid_link';
  if (error.status === 410)
    return error.code === 'pre_arrival_complete' ? 'pre_arrival_complete' : 'link_expired';
  return null;
}

/**
 * The driver's page as the API answers it: the token taken from the link once
 * the page runs in the browser (the prerendered page shows the loading line),
 * (and again when a link is opened in this tab), then every step's answer;
 * `end` for a call that answered 401 or 410.
 */
export function useDriverPage() {
  const [state, setState] = useState<DriverPageState>({ kind: 'loading' });
  const load = useCallback(() => {
    const token = takeDriverToken();
    if (token === '') return setState({ kind: 'ended', reason: 'invalid_link' });
    setState({ kind: 'loading' });
    const api = driverApi(token);
    api.page().then(
      (page) => setState({ kind: 'open', api, page }),
      (error: unknown) => {
        const reason = endedBy(error);
        setState(reason ? { kind: 'ended', reason } : { kind: 'failed', message: errorSentence(error) });
      },
    );
  }, []);
  useEffect(() => {
    load();
    return whenLinkOpened(load);
  }, [load]);
  const update = useCallback(
    (page: PreArrivalPage) => setState((s) => (s.kind === 'open' ? { ...s, page } : s)),
    [],
  );
  return {
    state,
    reload: load,
    update,
    signed: () => setState({ kind: 'signed' }),
    end: (reason: EndedReason) => setState({ kind: 'ended', reason }),
  };
}
