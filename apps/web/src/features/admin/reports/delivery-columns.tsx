import type { ReactNode } from 'react';
import type { Column } from '../shell/components/data-table';
import { formatInstantShort } from '../shell/components/format';
import { StatusBadge } from '../shell/components/status-badge';

/** What an e-mail and a text in the outbox both have: where they stand and how their tries went. */
interface Delivery {
  status: string;
  attempts: number;
  sentAt: string | null;
  lastError: string | null;
}

/** A message's column: what it is, then to whom and the booking it is about. */
export function MessageCell({
  title,
  to,
  reference,
}: {
  title: string;
  to: string;
  reference: string | null;
}) {
  return (
    <span>
      {title}
      <span className="block text-slate-500 text-xs">
        to {to}
        {reference ? ` · ${reference}` : ''}
      </span>
    </span>
  );
}

/** Status, attempts, and the last error or when it went (`pending` says what shows while neither). */
export function deliveryColumns<T extends Delivery>(pending: (m: T) => ReactNode = () => null): Column<T>[] {
  return [
    { header: 'Status', cell: (m) => <StatusBadge status={m.status} /> },
    { header: 'Attempts', cell: (m) => m.attempts, className: 'text-right tabular-nums' },
    {
      header: 'Last error / sent',
      cell: (m) =>
        m.sentAt ? (
          <span className="whitespace-nowrap text-slate-600">Sent {formatInstantShort(m.sentAt)}</span>
        ) : m.lastError ? (
          <span className="line-clamp-2 max-w-sm text-red-800 text-xs">{m.lastError}</span>
        ) : (
          pending(m)
        ),
    },
  ];
}
