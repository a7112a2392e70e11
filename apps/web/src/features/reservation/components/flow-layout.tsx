import type { RouteEntry } from '@convoy/domain/content/route-entries';
import type { ReactNode } from 'react';
import { ScreenBoundary } from '../../../components/screen-boundary';
import type { FlowStepId } from '../flow-steps';
import { FlowNotice } from './flow-notice';
import { FlowProgress } from './flow-progress';
import { StepGuard } from './step-guard';

/**
 * The frame of a flow screen: progress, the route's h1 and lead (always drawn,
 * prerendered included), any redirect notice, then the content inside an error
 * boundary and, for a flow step, its guard. At least a screen tall: the step's
 * content arrives after the first paint (the session is restored, then the
 * results load), and the footer must not be in view to be pushed down by it
 * (decision 009: CLS 0; it was 0.27 on /availability).
 */
export function FlowLayout({
  entry,
  heading = entry.heading,
  step,
  hold,
  children,
}: {
  entry: RouteEntry;
  /** The h1 when the screen knows better than its route (success: waiting for a payment). */
  heading?: string;
  /** The flow step this screen is; omitted for pages outside the four steps (manage). */
  step?: FlowStepId;
  /** Shown instead of the step, before its guard judges, while something the step needs is on its way. */
  hold?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto min-h-screen max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {step ? <FlowProgress current={step} /> : null}
      <h1 className="text-balance font-bold text-3xl text-slate-900 tracking-tight">{heading}</h1>
      <p className="mt-2 max-w-2xl text-lg text-slate-700">{entry.description}</p>
      <div className="mt-6 space-y-6">
        <FlowNotice />
        <ScreenBoundary>
          {hold ?? (step ? <StepGuard step={step}>{children}</StepGuard> : children)}
        </ScreenBoundary>
      </div>
    </div>
  );
}
