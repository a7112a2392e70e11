import { lazy, Suspense, useLayoutEffect } from 'react';
import { useConsentState } from './consent';
import { staticBannerId } from './consent-static';

const ConsentBanner = lazy(() => import('./consent-banner').then((m) => ({ default: m.ConsentBanner })));

/**
 * Where the consent banner goes in the layout. Its code comes only when it is
 * to be shown (a first visit, or reopened from the footer): until then the
 * server's copy is on screen (consent-banner.tsx), and a visitor who has
 * chosen never downloads it (decision 009: the marketing pages' budget).
 */
export function ConsentBannerSlot() {
  const { ready, bannerOpen } = useConsentState();
  const open = ready && bannerOpen;
  // Nothing to show (a choice made in another tab meanwhile, say): the server's copy goes too.
  useLayoutEffect(() => {
    if (ready && !bannerOpen) document.getElementById(staticBannerId)?.remove();
  }, [ready, bannerOpen]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
