import type { SourceMediumCampaign } from '@convoy/domain/contracts/admin-lists.schema';
import { adminCopy } from '../admin-copy';

/** "newsletter / email / spring": the attribution of a row, blanks shown as such. */
export function sourceLabel(s: SourceMediumCampaign): string {
  if (!s.source && !s.medium && !s.campaign) return adminCopy.table.none;
  return [s.source || '—', s.medium || '—', s.campaign].filter((part) => part !== '').join(' / ');
}

/** Both attribution copies of a row, labelled. */
export function SourceCell({ first, last }: { first: SourceMediumCampaign; last: SourceMediumCampaign }) {
  return (
    <dl className="grid gap-0.5 text-xs">
      <div>
        <dt className="inline text-slate-500">{adminCopy.table.lastNonDirect}: </dt>
        <dd className="inline font-medium text-slate-900">{sourceLabel(last)}</dd>
      </div>
      <div>
        <dt className="inline text-slate-500">{adminCopy.table.firstTouch}: </dt>
        <dd className="inline text-slate-700">{sourceLabel(first)}</dd>
      </div>
    </dl>
  );
}
