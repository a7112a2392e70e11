import { buttonClass } from '../../../components/form/form-styles';
import { CopyButton } from '../shell/components/copy-button';
import { webhooksCopy as copy } from './webhooks-copy';

/**
 * A signing secret just made (a registration or a rotation), shown this once
 * with a button that copies it; closed, it is gone from the screen for good.
 */
export function WebhookSecret({
  url,
  secret,
  onClose,
}: {
  url: string;
  secret: string;
  onClose: () => void;
}) {
  return (
    <section
      aria-labelledby="webhook-secret-title"
      className="space-y-3 rounded-lg border-2 border-brand-700 bg-brand-50 p-5"
    >
      <h3 id="webhook-secret-title" className="font-bold text-lg text-slate-900">
        {copy.secretTitle}
      </h3>
      <p className="text-slate-800 text-sm">{copy.secretLead(url)}</p>
      <p className="break-all rounded-md bg-white p-3 font-mono text-slate-900 text-sm ring-1 ring-slate-300">
        <code id="webhook-secret-value">{secret}</code>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton
          text={secret}
          targetId="webhook-secret-value"
          label={copy.copySecret}
          className={buttonClass.secondary}
        />
        <button type="button" onClick={onClose} className={`${buttonClass.primary} ml-auto`}>
          {copy.closeSecret}
        </button>
      </div>
    </section>
  );
}
