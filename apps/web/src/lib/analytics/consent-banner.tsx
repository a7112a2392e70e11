import type { ConsentMode } from '@convoy/domain/contracts/public-config.schema';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { chooseConsent, consentCookieName, getConsentState, useConsentState } from './consent';
import { consentCopy } from './consent-copy';
import { reopenedFrom, takeReturnFocus } from './consent-settings';
import { choiceAttribute, staticBannerId } from './consent-static';
import { createCookieStore } from './cookie-store';

// Focus rings come from the base styles (styles.css :focus-visible).
const buttonBase = 'rounded-md px-5 py-2.5 font-semibold';

/**
 * The consent banner (decision 004): a labelled region fixed to the bottom of the
 * viewport, so showing or hiding it shifts no content. While it is open the
 * page keeps focused elements clear of it (scroll-padding). React renders it
 * once the run-time config says which mode applies; before that, a visitor
 * with no choice yet already sees the same banner, which the server put in the
 * page (`ConsentBannerView` rendered at build time, one per mode): it is on
 * screen with the page's first paint, and this one takes its place in the same
 * frame (decision 009: on pages whose content comes from the API, a banner drawn
 * only after the app started was the page's largest paint, seconds late on a phone).
 * Its own chunk, loaded by ConsentBannerSlot only when the banner is to be
 * shown: a visitor who has chosen never downloads it.
 */
export function ConsentBanner() {
  const { ready, bannerOpen, mode } = useConsentState();
  const region = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const open = ready && bannerOpen;

  // The server's copy goes in the commit that draws this one: never two, never a gap. Gone already
  // on a first visit, it was tapped while this chunk loaded (consent-static.ts wrote the choice): adopt it.
  useLayoutEffect(() => {
    const serverCopy = document.getElementById(staticBannerId);
    if (serverCopy) serverCopy.remove();
    else if (getConsentState().choice === null) {
      const saved = createCookieStore().read(consentCookieName);
      if (saved === 'granted' || saved === 'denied') chooseConsent(saved);
    }
  }, []);

  // The padding follows the banner's height as the browser lays it out (and again when the
  // viewport changes its wrapping): reading offsetHeight here forced a layout of the whole page
  // in the middle of hydration, one of the home page's longest tasks on a phone (decision 009).
  useEffect(() => {
    const banner = region.current;
    if (!open || !banner) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? banner.offsetHeight;
      root.style.scrollPaddingBottom = `${Math.ceil(height)}px`;
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, [open]);

  useEffect(() => {
    // Reopened from the footer: take the visitor to the choice.
    if (open && reopenedFrom()) heading.current?.focus();
  }, [open]);

  if (!open) return null;

  const choose = (choice: 'granted' | 'denied') => {
    chooseConsent(choice);
    takeReturnFocus()?.focus();
  };
  return <ConsentBannerView mode={mode} onChoose={choose} regionRef={region} headingRef={heading} />;
}

/**
 * The banner's markup: what React draws, and, rendered at build time without
 * handlers, what the server puts in the page before the script runs.
 */
export function ConsentBannerView({
  mode,
  onChoose,
  regionRef,
  headingRef,
}: {
  mode: ConsentMode;
  onChoose?: (choice: 'granted' | 'denied') => void;
  regionRef?: RefObject<HTMLElement | null>;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <section
      ref={regionRef}
      aria-labelledby="consent-banner-title"
      className="fixed inset-x-0 bottom-0 z-50 border-slate-200 border-t bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 sm:flex-row sm:items-center sm:px-6 lg:px-8">
        <div className="flex-1">
          <h2
            id="consent-banner-title"
            ref={headingRef}
            tabIndex={-1}
            className="font-semibold text-slate-900"
          >
            {consentCopy.title}
          </h2>
          <p className="mt-1 text-slate-700 text-sm">{consentCopy.body[mode]}</p>
        </div>
        <div className="flex shrink-0 gap-3">
          <button
            type="button"
            {...{ [choiceAttribute]: 'denied' }}
            onClick={onChoose && (() => onChoose('denied'))}
            className={`${buttonBase} bg-white text-brand-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50`}
          >
            {consentCopy.decline}
          </button>
          <button
            type="button"
            {...{ [choiceAttribute]: 'granted' }}
            onClick={onChoose && (() => onChoose('granted'))}
            className={`${buttonBase} bg-brand-800 text-white hover:bg-brand-900`}
          >
            {consentCopy.accept}
          </button>
        </div>
      </div>
    </section>
  );
}
