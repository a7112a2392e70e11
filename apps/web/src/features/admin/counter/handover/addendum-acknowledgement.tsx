import { checkOutAddendum } from '@convoy/domain/content/check-out-addendum';
import type { Handover } from '@convoy/domain/contracts/counter.schema';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import type { FieldBinding } from '../../../../components/form/field-binding';
import { formatInstantShort } from '../../shell/components/format';
import { counterCopy } from '../counter-copy';

const copy = counterCopy.handover.addendum;

/**
 * The renter signed the rental agreement before pickup (decision 027): no
 * signature box; the readings are an addendum the renter agrees to with one
 * tap, their name shown, in the words stored with it.
 */
export function AddendumAcknowledgement({
  signed,
  acknowledged,
}: {
  signed: NonNullable<Handover['remoteAgreement']>;
  acknowledged: { registration: FieldBinding; error: string | undefined };
}) {
  const [agree, ...rest] = checkOutAddendum.paragraphs;
  return (
    <div className="space-y-3">
      <p className="text-slate-700">
        {copy.signedBefore(signed.signerName, formatInstantShort(signed.signedAt))}
      </p>
      <h4 className="font-semibold text-slate-900">{checkOutAddendum.title}</h4>
      <p className="text-slate-700">{copy.handOver}</p>
      <p className="font-semibold text-slate-900">{copy.who(signed.signerName)}</p>
      <CheckboxField {...acknowledged} label={agree}>
        {rest.map((p) => (
          <p key={p} className="mt-1 text-slate-700 text-sm">
            {p}
          </p>
        ))}
      </CheckboxField>
    </div>
  );
}
