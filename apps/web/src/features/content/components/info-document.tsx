import type { Block, InfoDocument } from '@convoy/domain/content/content.types';
import type { VehicleClass } from '@convoy/domain/content/fleet';
import { infoPageLabels } from '@convoy/domain/content/info-page-labels';
import { localeTags } from '@convoy/domain/content/locale';
import { InlineText } from '../../../components/inline-text';
import { locale } from '../../../lib/locale';
import { type ChargeBlocksModule, isChargeBlock } from '../stored-charges';
import { FleetTable } from './fleet-table';

interface LiveData {
  fleet: readonly VehicleClass[];
  /** The charge blocks' renderer, when loaded (stored-charges.ts). */
  chargeBlocks: ChargeBlocksModule | undefined;
}

function BlockView({ block, fleet, chargeBlocks }: { block: Block } & LiveData) {
  if (isChargeBlock(block))
    return chargeBlocks ? (
      <div>
        <chargeBlocks.ChargeBlock block={block} fleet={fleet} />
      </div>
    ) : (
      // While the prerendered page hydrates, the block stays as the server wrote it: React does
      // not own the inside of an element whose HTML it sets, and an empty string writes nothing
      // (as components/island.tsx does). It is drawn again if the stored figures differ.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, never content.
      <div dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
    );
  if (block.kind === 'paragraph')
    return (
      <p>
        <InlineText text={block.text} />
      </p>
    );
  if (block.kind === 'fleet-table')
    return <FleetTable fleet={fleet} columns={block.columns} caption={block.caption} />;
  if (block.kind !== 'list') return null;
  const List = block.ordered ? 'ol' : 'ul';
  return (
    <List className={`space-y-2 pl-5 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
      {block.items.map((item) => (
        <li key={item}>
          <InlineText text={item} />
        </li>
      ))}
    </List>
  );
}

// In the build's language (decision 048): "July 4, 2026", "4 de julio de 2026".
const dateFormat = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A long document (rental guidelines, terms): a table of contents, then one h2
 * section per topic, numbered where the document refers to its sections by number.
 */
export function InfoDocumentView({
  document,
  fleet,
  chargeBlocks,
}: {
  document: InfoDocument;
} & LiveData) {
  const title = (index: number, heading: string) =>
    document.numbered ? `${index + 1}. ${heading}` : heading;
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8">
      <nav aria-labelledby="contents-heading" className="lg:sticky lg:top-24 lg:self-start">
        <h2 id="contents-heading" className="font-semibold text-slate-900">
          {infoPageLabels.contents}
        </h2>
        <ol className="mt-3 space-y-1.5 text-sm">
          {document.sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-800 underline-offset-2 hover:underline">
                {title(index, section.heading)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="max-w-3xl">
        {document.governingText ? (
          <p className="mb-4 rounded-md border border-slate-200 bg-slate-50 p-3 text-slate-700 text-sm">
            {document.governingText}
          </p>
        ) : null}
        <p className="text-slate-700 text-sm">
          {infoPageLabels.updated}:{' '}
          <time dateTime={document.updated}>{dateFormat.format(new Date(document.updated))}</time>
        </p>
        {document.sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="mt-10"
          >
            <h2 id={`${section.id}-heading`} className="font-bold text-2xl text-slate-900 tracking-tight">
              {title(index, section.heading)}
            </h2>
            <div className="mt-4 space-y-4 text-slate-700 leading-relaxed">
              {section.body.map((block, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: blocks of a fixed document, never reordered.
                <BlockView key={i} block={block} fleet={fleet} chargeBlocks={chargeBlocks} />
              ))}
            </div>
            <p className="mt-4 text-sm">
              <a href="#main" className="text-brand-800 underline underline-offset-2">
                {infoPageLabels.backToTop}
              </a>
            </p>
          </section>
        ))}
      </div>
    </div>
  );
}
