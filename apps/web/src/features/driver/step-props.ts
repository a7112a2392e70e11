import type { PreArrivalPage } from '@convoy/domain/contracts/pre-arrival.schema';
import type { DriverApi } from './driver-api';
import { type EndedReason, endedBy } from './use-driver-page';

/** What every step of the driver's page gets: the calls, the page, and what to do with an answer. */
export interface StepProps {
  api: DriverApi;
  page: PreArrivalPage;
  /** A step saved: the page as the API now answers it. */
  onSaved: (page: PreArrivalPage) => void;
  /** The link stopped working (401, 410) while the driver was on the page. */
  onEnded: (reason: EndedReason) => void;
}

/**
 * The schemas the steps' forms check with, loaded once the driver starts on a
 * form (lazySchemaResolver): zod and the contracts stay out of the page's
 * first load (decision 009: the JavaScript budget; the driver page's is 150 KB).
 */
export const preArrivalSchemas = () => import('@convoy/domain/contracts/pre-arrival.schema');

/**
 * A step form's `failure` (useSchemaForm): a 401 or 410 ends the page; any
 * other failure goes to the form (its fields' messages and the summary).
 */
export function endingFailure(onEnded: StepProps['onEnded']) {
  return (error: unknown): string[] | undefined => {
    const reason = endedBy(error);
    if (!reason) return undefined;
    onEnded(reason);
    return [];
  };
}
