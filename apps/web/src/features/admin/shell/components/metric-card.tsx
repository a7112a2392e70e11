/** A headline number with its label. */
export function MetricCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-slate-600 text-sm">{label}</p>
      <p className="mt-1 font-bold text-2xl text-slate-900 tabular-nums">{value}</p>
      {note ? <p className="mt-0.5 text-slate-500 text-xs">{note}</p> : null}
    </div>
  );
}
