import type { InfoDocument } from '@convoy/domain/content/content.types';
import { fillDeep } from '@convoy/domain/content/fill-brand';
import type { RouteEntry } from '@convoy/domain/content/route-entries';
import type { Route } from '@convoy/domain/content/routes';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { loadParts } from '../../lib/island-hydration';
import { type LiveVehicleClass, useLiveFleet } from '../../lib/live-fleet';
import type { ScreenProps } from '../../lib/route-handle';
import { chargesFingerprint } from './charges-fingerprint';
import { InfoDocumentView } from './components/info-document';
import { infoContent } from './info-content';
import {
  additionalDriverFee,
  type ChargeBlocksModule,
  chargeBlocks,
  hasChargeBlocks,
  useChargesAnswer,
} from './stored-charges';

/**
 * The page's copy is in its own chunk: loaded before the first render (lazy-screen.tsx),
 * with the charge blocks' renderer when the document has some (not while the browser
 * hydrates the prerendered page: stored-charges.ts).
 */
export async function preload(entry: Route) {
  const content = await infoContent.preload(entry.contentId ?? '');
  if (content.kind === 'document' && hasChargeBlocks(content.document)) await loadParts(chargeBlocks);
  return content;
}

/** Information pages: why-us, rental guidelines and terms (`contentId` names the content item). */
export default function InfoScreen({ entry }: ScreenProps) {
  const fleet = useLiveFleet();
  const content = infoContent.read(entry.contentId ?? '');
  if (content.kind === 'why') return <content.Page entry={entry} fleet={fleet} />;
  const Page = hasChargeBlocks(content.document) ? ChargedDocumentPage : DocumentPage;
  return <Page entry={entry} document={content.document} fleet={fleet} />;
}

interface DocumentProps {
  entry: RouteEntry;
  document: InfoDocument;
  fleet: readonly LiveVehicleClass[];
}

function DocumentPage({
  entry,
  document,
  fleet,
  values,
  chargeBlocks: blocks,
}: DocumentProps & { values?: Record<string, string>; chargeBlocks?: ChargeBlocksModule }) {
  const filled = fillDeep(document, { fleet, values });
  return (
    <>
      <PageHeader entry={entry} lead={filled.intro} />
      <InfoDocumentView document={filled} fleet={fleet} chargeBlocks={blocks} />
    </>
  );
}

/** A document that prints the stored charges (the rental guidelines): see stored-charges.ts. */
function ChargedDocumentPage(props: DocumentProps) {
  const answer = useChargesAnswer(null);
  const [blocks, setBlocks] = useState(() => chargeBlocks.module);
  useEffect(() => {
    if (blocks || !answer) return;
    const shown = document.querySelector<HTMLElement>('[data-charges]')?.dataset.charges;
    if (shown !== chargesFingerprint(props.fleet, answer))
      // A failed load keeps the built figures; the next visit tries again.
      void chargeBlocks.load().then(setBlocks);
  }, [answer, props.fleet, blocks]);
  return (
    <DocumentPage
      {...props}
      values={{ additionalDriverFee: additionalDriverFee(answer) }}
      chargeBlocks={blocks}
    />
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { infoTexts as routeTexts } from '@convoy/domain/content/route-texts/info';
