import type { Block } from '@convoy/domain/content/content.types';
import { fillText } from '@convoy/domain/content/fill-brand';
import { parseInline } from '@convoy/domain/content/inline-links';
import { terms } from '@convoy/domain/content/terms';
import { describePolicy } from '@convoy/domain/rules/cancellation-words';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { buttonClass } from '../../../components/form/form-styles';
import { locale } from '../../../lib/locale';
import { cancellationPolicyQuery } from '../api/queries';
import { choicesCopy } from '../copy/choices-copy';
import { confirmCopy as copy } from '../copy/confirm-copy';

/**
 * The cancellation policy the terms state: the stored one (GET /api/cancellation-policy,
 * which the step's policy section has already asked for), so the rule the renter accepts
 * is the one the step shows and the engine applies; until it came, that it is loading,
 * never another rule.
 */
function CancellationPolicyWords() {
  const query = useQuery(cancellationPolicyQuery);
  if (query.data) return <p>{describePolicy(query.data.policy, locale)}</p>;
  return <p>{query.isError ? choicesCopy.cancellationFailed : choicesCopy.cancellationLoading}</p>;
}

function Inline({ text }: { text: string }) {
  return (
    <>
      {parseInline(fillText(text)).map((part) =>
        part.kind === 'text' ? (
          <span key={`t:${part.text}`}>{part.text}</span>
        ) : (
          // A new tab: following a link must not leave the booking form.
          <a
            key={`l:${part.to}:${part.label}`}
            href={part.to}
            target="_blank"
            rel="noopener"
            className="text-brand-800 underline"
          >
            {part.label}
          </a>
        ),
      )}
    </>
  );
}

/** Blocks are static text: their content is a stable key. */
function blockKey(block: Block): string {
  if (block.kind === 'paragraph') return `p:${block.text}`;
  if (block.kind === 'list') return `l:${block.items.join('|')}`;
  if (block.kind === 'cancellation-policy') return 'cancellation-policy';
  return `t:${block.caption}`;
}

function BlockView({ block }: { block: Block }) {
  if (block.kind === 'cancellation-policy') return <CancellationPolicyWords />;
  if (block.kind === 'paragraph')
    return (
      <p>
        <Inline text={block.text} />
      </p>
    );
  if (block.kind === 'list') {
    const List = block.ordered ? 'ol' : 'ul';
    return (
      <List className={`${block.ordered ? 'list-decimal' : 'list-disc'} space-y-1 pl-6`}>
        {block.items.map((item) => (
          <li key={item}>
            <Inline text={item} />
          </li>
        ))}
      </List>
    );
  }
  return null;
}

/**
 * The rental terms over the confirm form ("the terms open without
 * losing the form"): a modal dialog, so the form stays as it was underneath.
 * Loaded on demand with the terms text.
 */
export default function TermsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          // The form puts focus back on the button that opened the terms.
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90vh] flex-col rounded-t-lg bg-white shadow-2xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:left-1/2 sm:bottom-auto sm:w-full sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg"
        >
          <div className="flex items-center justify-between gap-4 border-slate-200 border-b p-4">
            <Dialog.Title className="font-bold text-lg text-slate-900">{copy.termsTitle}</Dialog.Title>
            <Dialog.Close className={buttonClass.secondary}>{copy.termsClose}</Dialog.Close>
          </div>
          <div className="space-y-4 overflow-y-auto p-4 text-slate-800 sm:p-6">
            <p>
              <Inline text={terms.intro} />
            </p>
            {terms.sections.map((section, i) => (
              <section key={section.id} aria-labelledby={`terms-${section.id}`} className="space-y-2">
                <h3 id={`terms-${section.id}`} className="font-semibold text-slate-900">
                  {terms.numbered ? `${i + 1}. ` : ''}
                  {section.heading}
                </h3>
                {section.body.map((block) => (
                  <BlockView key={blockKey(block)} block={block} />
                ))}
              </section>
            ))}
            <p>
              <a href="/terms" target="_blank" rel="noopener" className="text-brand-800 underline">
                {copy.termsNewTab}
              </a>
            </p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
