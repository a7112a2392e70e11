import type { PreArrivalPage } from '@convoy/domain/contracts/pre-arrival.schema';

/** A text the driver agrees to (the safety briefing, the terms), as the API gives it with its version. */
export function AgreedText({ text }: { text: PreArrivalPage['terms'] }) {
  return (
    <div className="space-y-2 rounded-md bg-slate-50 p-4 text-slate-800">
      <h3 className="font-semibold text-slate-900">{text.title}</h3>
      {text.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}
