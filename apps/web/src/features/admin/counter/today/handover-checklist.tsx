import { type HandoverNeed, handoverNeedLabels } from '@convoy/domain/contracts/counter.schema';
import { counterCopy } from '../counter-copy';

const copy = counterCopy.today;

/** What a pickup still lacks, in words (a tick or "Missing:"), the color only repeating them. */
export function HandoverChecklist({ missing }: { missing: readonly HandoverNeed[] }) {
  if (missing.length === 0) {
    return (
      <p className="whitespace-nowrap font-semibold text-emerald-800">
        <span aria-hidden="true">✓ </span>
        {copy.ready}
      </p>
    );
  }
  return (
    <div className="min-w-48 text-red-800">
      <p className="font-semibold">{copy.missing}</p>
      <ul className="list-disc pl-5">
        {missing.map((need) => (
          <li key={need}>{handoverNeedLabels[need]}</li>
        ))}
      </ul>
    </div>
  );
}
