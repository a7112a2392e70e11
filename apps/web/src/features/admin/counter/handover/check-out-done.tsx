import type { Handover } from '@convoy/domain/contracts/counter.schema';
import { buttonClass } from '../../../../components/form/form-styles';
import { formatInstantShort } from '../../shell/components/format';
import { counterCopy } from '../counter-copy';
import { ReadingSummary } from './reading-summary';
import { VehicleHeading } from './vehicle-heading';

const copy = counterCopy.handover;

/** A booking that has gone out: who signed the agreement (or agreed its addendum), its PDF, and each vehicle as it left. */
export function CheckOutDone({ handover }: { handover: Handover }) {
  const { agreement } = handover;
  return (
    <div className="space-y-4">
      <div
        role="status"
        className="rounded-lg border-2 border-emerald-300 bg-emerald-50 p-4 text-emerald-900"
      >
        <p className="font-semibold">{copy.checkedOut(handover.code)}</p>
        {agreement ? (
          <>
            <p>
              {(agreement.kind === 'addendum' ? copy.acknowledgedBy : copy.signedBy)(
                agreement.signerName,
                formatInstantShort(agreement.signedAt),
              )}
            </p>
            {agreement.emailedTo ? <p>{copy.emailedTo(agreement.emailedTo)}</p> : null}
          </>
        ) : null}
      </div>
      {agreement ? (
        <a href={agreement.url} target="_blank" rel="noopener" className={buttonClass.link}>
          {agreement.kind === 'addendum' ? copy.addendumPdf : copy.agreementPdf}
        </a>
      ) : null}
      {handover.vehicles.map((v, index) =>
        v.out ? (
          <section
            key={`${v.classId}-${v.seq}`}
            aria-labelledby={`vehicle-done-${index}`}
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <VehicleHeading id={`vehicle-done-${index}`} vehicle={v} />
            <ReadingSummary code={handover.code} vehicle={v} reading={v.out} kind="out" />
          </section>
        ) : null,
      )}
    </div>
  );
}
