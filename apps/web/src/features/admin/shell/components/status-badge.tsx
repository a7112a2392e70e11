const good = 'bg-emerald-50 text-emerald-800 ring-emerald-200';
const waiting = 'bg-amber-50 text-amber-900 ring-amber-200';
const bad = 'bg-red-50 text-red-800 ring-red-200';

const tones: Record<string, string> = {
  // Money: invoices, payments and their operations, terms and certificates.
  paid: good,
  succeeded: good,
  done: good,
  approved: good,
  verified: good,
  authorised: waiting,
  requires_action: waiting,
  requested: waiting,
  pending_payment: waiting,
  overdue: bad,
  soon: waiting,
  active: good,
  declined: bad,
  rejected: bad,
  open: 'bg-sky-50 text-sky-800 ring-sky-200',
  confirmed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  sent: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-300',
  pending: 'bg-sky-50 text-sky-800 ring-sky-200',
  sending: 'bg-sky-50 text-sky-800 ring-sky-200',
  retrying: 'bg-amber-50 text-amber-900 ring-amber-200',
  'needs-improvement': 'bg-amber-50 text-amber-900 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  poor: 'bg-red-50 text-red-800 ring-red-200',
};

/** A status in words with a colour that repeats, never replaces, the word. */
export function StatusBadge({ status, label = status }: { status: string; label?: string }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 font-semibold text-xs ring-1 ring-inset ${tones[status] ?? 'bg-slate-100 text-slate-700 ring-slate-300'}`}
    >
      {label}
    </span>
  );
}
