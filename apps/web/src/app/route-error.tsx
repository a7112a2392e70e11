import { Component, type ErrorInfo, type ReactNode } from 'react';
import { trackException } from '../lib/analytics/track';
import { routerBasename } from '../lib/locale';
import m from './route-error.messages';

/**
 * Error boundary of the routes (STYLE "Errors"): the layout keeps header and
 * footer around a screen that fails, and a new path clears the error. The usual
 * cause in the field is a screen chunk that no longer exists after a deploy,
 * which a reload fixes.
 */
export class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    // Analytics (decision 004): the exception event comes from the error boundaries.
    trackException(error);
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

export function RouteError() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="font-bold text-3xl text-slate-900">{m.heading()}</h1>
      <p className="mt-4 text-lg text-slate-700">{m.body()}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-brand-800 px-5 py-3 font-semibold text-white hover:bg-brand-900"
        >
          {m.reload()}
        </button>
        {/* Outside the router (app/providers.tsx): the home page of this build's language by hand. */}
        <a
          href={routerBasename ?? '/'}
          className="rounded-md px-5 py-3 font-semibold text-brand-800 underline"
        >
          {m.home()}
        </a>
      </div>
    </div>
  );
}
