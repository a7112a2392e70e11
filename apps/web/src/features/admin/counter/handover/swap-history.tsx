import type { Handover } from '@convoy/domain/contracts/counter.schema';
import { buttonClass } from '../../../../components/form/form-styles';
import { formatInstantShort } from '../../shell/components/format';
import { counterCopy } from '../counter-copy';

const copy = counterCopy.swap;

/** The vehicles swapped during the rental (decision 035), each with the addendum the renter agreed to. */
export function SwapHistory({ swaps }: { swaps: NonNullable<Handover['swaps']> }) {
  if (swaps.length === 0) return null;
  return (
    <section
      aria-labelledby="swap-history"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id="swap-history" className="font-semibold text-lg text-slate-900">
        {copy.swaps}
      </h3>
      <ul className="mt-2 space-y-2">
        {swaps.map((s) => (
          <li key={`${s.classId}-${s.seq}-${s.leg}`} className="flex flex-wrap items-center gap-3">
            <span>
              {copy.swapLine(s.from.fleetNumber, s.to.fleetNumber, formatInstantShort(s.at), s.reason)}
            </span>
            {s.addendumUrl ? (
              <a href={s.addendumUrl} target="_blank" rel="noopener" className={buttonClass.link}>
                {copy.addendumPdf}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
