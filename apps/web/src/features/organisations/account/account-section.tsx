import type { ReactNode } from 'react';

/** One part of the account page: its h2, then what it holds. */
export function AccountSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="font-bold text-xl text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** The account's records (bookings, invoices, certificates) as cards, or a line saying there are none. */
export function RecordList<T>({
  items,
  empty,
  keyOf,
  columns = 2,
  children,
}: {
  items: readonly T[];
  empty: string;
  keyOf: (item: T) => string;
  columns?: 1 | 2;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <ul className={columns === 2 ? 'grid gap-3 sm:grid-cols-2' : 'space-y-2'}>
      {items.map((item) => (
        <li key={keyOf(item)} className="space-y-2 rounded-md border border-slate-200 p-3">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
