import { fillDeep } from '@convoy/domain/content/fill-brand';
import type { RouteEntry } from '@convoy/domain/content/routes';
import { PageHeader } from '../../components/page-header';
import { useLiveFleet } from '../../lib/live-fleet';
import type { ScreenProps } from '../../lib/route-handle';
import { InfoDocumentView } from './components/info-document';
import { infoContent } from './info-content';

/** The page's copy is in its own chunk: loaded before the first render (lazy-screen.tsx). */
export function preload(entry: RouteEntry) {
  return infoContent.preload(entry.contentId ?? '');
}

/** Information pages: why-us, rental guidelines and terms (`contentId` names the content item). */
export default function InfoScreen({ entry }: ScreenProps) {
  const fleet = useLiveFleet();
  const content = infoContent.read(entry.contentId ?? '');
  if (content.kind === 'why') return <content.Page entry={entry} fleet={fleet} />;
  const document = fillDeep(content.document, { fleet });
  return (
    <>
      <PageHeader entry={entry} lead={document.intro} />
      <InfoDocumentView document={document} fleet={fleet} />
    </>
  );
}
