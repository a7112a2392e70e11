import {
  type FormGuardValues,
  formMaxFillMs,
  formMinFillMs,
  honeypotFieldName,
} from '@convoy/domain/contracts/form-guard';
import { type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';

/** The bot checks a public form sends with its fields (decision 008): see <HoneypotField> and `settle`. */
export interface FormGuard {
  /** The hidden honeypot input; render <HoneypotField guard={…} /> inside the form. */
  honeypotRef: RefObject<HTMLInputElement | null>;
  /**
   * Waits until the form has been open `minFillMs`, then gives the fields to
   * send beside the form's own: `fillMs`, and the honeypot if anything filled
   * it. Call it once the submit is accepted, while the button says it is sending.
   */
  settle(): Promise<FormGuardValues>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One form's honeypot and fill time. The server refuses a form sent sooner
 * than FORM_MIN_FILL_MS after it was shown (422 too_fast), so a quick person
 * (or a browser test) submitting early waits out the rest instead of being
 * refused: the clock starts when the form mounts.
 */
export function useFormGuard(minFillMs: number = formMinFillMs): FormGuard {
  const shownAt = useRef<number | null>(null);
  const honeypotRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    shownAt.current ??= Date.now();
  }, []);

  const settle = useCallback(async (): Promise<FormGuardValues> => {
    shownAt.current ??= Date.now();
    const since = shownAt.current;
    const left = minFillMs - (Date.now() - since);
    if (left > 0) await wait(left);
    // At least the minimum: it was waited out, whatever the clock's granularity says.
    const fillMs = Math.min(formMaxFillMs, Math.max(minFillMs, Math.round(Date.now() - since)));
    const honeypot = honeypotRef.current?.value ?? '';
    return honeypot === '' ? { fillMs } : { fillMs, [honeypotFieldName]: honeypot };
  }, [minFillMs]);

  return useMemo(() => ({ honeypotRef, settle }), [settle]);
}
