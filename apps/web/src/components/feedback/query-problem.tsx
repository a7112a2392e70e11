import { ApiError, errorSentence } from '../../lib/api-client';
import { buttonClass } from '../form/form-styles';
import m from './feedback.messages';

/** A read that failed: what went wrong in plain words, and a way to try again. */
export function QueryProblem({
  error,
  title,
  onRetry,
  retryLabel = m.tryAgain(),
  hint,
}: {
  error: unknown;
  title: string;
  onRetry: () => void;
  retryLabel?: string;
  /** What to do when the request itself must change (a 4xx with field messages). */
  hint?: string;
}) {
  const fields = error instanceof ApiError ? Object.values(error.fields ?? {}) : [];
  return (
    <div role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-4">
      <p className="font-bold text-red-900">{title}</p>
      {fields.length > 0 ? (
        <>
          <ul className="mt-1 list-disc pl-5 text-slate-800">
            {fields.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          {hint ? <p className="mt-2 text-slate-800">{hint}</p> : null}
        </>
      ) : (
        <p className="mt-1 text-slate-800">{errorSentence(error)}</p>
      )}
      <button type="button" onClick={onRetry} className={`${buttonClass.secondary} mt-3`}>
        {retryLabel}
      </button>
    </div>
  );
}
