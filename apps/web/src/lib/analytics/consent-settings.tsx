import { openConsentBanner } from './consent';
// The footer's button label: the footer is on every page, the banner's words (consent-banner.messages.ts)
// come with the banner's own chunk only, so the label has a messages file of its own.
import m from './consent-settings.messages';

/** Where focus goes back to after a choice made from a reopened banner. */
let returnFocus: HTMLElement | null = null;

/** Whether the banner was reopened from the footer (consent-banner.tsx takes the visitor to it). */
export function reopenedFrom(): HTMLElement | null {
  return returnFocus;
}

/** Where focus goes back to once the visitor has chosen, if anywhere; asked once. */
export function takeReturnFocus(): HTMLElement | null {
  const target = returnFocus;
  returnFocus = null;
  return target;
}

/** For the footer: reopens the banner so the visitor can change their choice. */
export function ConsentSettingsButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={(event) => {
        returnFocus = event.currentTarget;
        openConsentBanner();
      }}
    >
      {m.cookieSettings()}
    </button>
  );
}
