import { Component, type ErrorInfo, type ReactNode } from 'react';
import { trackException } from '../lib/analytics/track';
import { boundaryCopy as copy } from './boundary-copy';
import { buttonClass } from './form/form-styles';

/**
 * An error boundary around a screen's content (STYLE "Errors": routes have
 * error boundaries): the heading above it stays, the failure is reported as an
 * analytics exception, and the visitor can try again without losing the flow,
 * which lives in the session.
 */
export class ScreenBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
    trackException(error, false);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-6">
        <h2 className="font-bold text-lg text-red-900">{copy.heading}</h2>
        <p className="mt-2 text-slate-800">{copy.body}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonClass.primary}
            onClick={() => this.setState({ failed: false })}
          >
            {copy.retry}
          </button>
          <button type="button" className={buttonClass.secondary} onClick={() => window.location.reload()}>
            {copy.reload}
          </button>
        </div>
      </div>
    );
  }
}
