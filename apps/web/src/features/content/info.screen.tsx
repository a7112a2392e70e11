import { fillDeep } from '@convoy/domain/content/fill-brand';
import type { RouteEntry } from '@convoy/domain/routes';
import { InlineText } from '../../components/inline-text';
import { PageHeader } from '../../components/page-header';
import { fleetStats } from '../../lib/fleet-stats';
import { useLiveFleet } from '../../lib/live-fleet';
import type { ScreenProps } from '../../lib/route-handle';
import { InfoDocumentView } from './components/info-document';
import { WhyUsView } from './components/why-us-view';
import { infoContent } from './info-content';

/** The page's copy is in its own chunk: loaded before the first render (lazy-screen.tsx). */
export function preload(entry: RouteEntry) {
  return infoContent.preload(entry.contentId ?? '');
}

/** Information pages: why-us, rental guidelines and terms (`contentId` names the content item). */
export default function InfoScreen({ entry }: ScreenProps) {
  const fleet = useLiveFleet();
  const content = fillDeep(infoContent.read(entry.contentId ?? ''), { fleet, values: fleetStats() });
  if (content.kind === 'why') {
    return (
      <>
        <PageHeader
          entry={entry}
          lead={
            <p>
              <InlineText text={content.why.intro} />
            </p>
          }
        />
        <WhyUsView why={content.why} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        entry={entry}
        lead={
          <p>
            <InlineText text={content.document.intro} />
          </p>
        }
      />
      <InfoDocumentView document={content.document} fleet={fleet} />
    </>
  );
}
