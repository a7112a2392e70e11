import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../../components/form/form-styles';
import { formatInstant } from '../../../lib/format';
import { preArrivalCopy } from '../copy/pre-arrival-copy';
import type { AgreementProps } from './agreement-sign-form';
import { ManageCard } from './manage-card';
import { agreementHeadingId } from './pickup-readiness';

const copy = preArrivalCopy.agreement;
// Its own chunk, with the signature box's: the manage page's first load carries neither.
const AgreementSignForm = lazy(() => import('./agreement-sign-form'));

/**
 * The rental agreement the renter signs remotely (decision 024): signed
 * already, when; else a button that opens the agreement's summary, its terms,
 * the consent and the signature box. Once signed, the section says so (the
 * focus on it) and the booking is looked up again, so its readiness follows.
 */
export function AgreementSection({ found, email, onSigned }: AgreementProps) {
  const { reservation } = found;
  const [open, setOpen] = useState(false);
  const [justSigned, setJustSigned] = useState(false);
  const done = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justSigned) done.current?.focus();
  }, [justSigned]);
  if (reservation.status !== 'confirmed' || reservation.agreementSignedAt === undefined) return null;

  const signedAt = reservation.agreementSignedAt;
  return (
    <ManageCard heading={copy.heading} headingId={agreementHeadingId}>
      {justSigned || signedAt ? (
        <div ref={done} tabIndex={-1} role="status" className="space-y-1 focus:outline-none">
          <p className="font-semibold text-green-800">{justSigned ? copy.signedHeading : null}</p>
          {justSigned ? <p>{copy.signedNow}</p> : null}
          {signedAt ? <p>{copy.signedOn(formatInstant(signedAt, reservation.locationTimezone))}</p> : null}
        </div>
      ) : open ? (
        <Suspense fallback={<p className="text-slate-700">{copy.loading}</p>}>
          <AgreementSignForm
            found={found}
            email={email}
            onSigned={() => {
              setJustSigned(true);
              onSigned();
            }}
          />
        </Suspense>
      ) : (
        <>
          <p className="text-slate-700">{copy.intro}</p>
          <button type="button" className={buttonClass.primary} onClick={() => setOpen(true)}>
            {copy.open}
          </button>
        </>
      )}
    </ManageCard>
  );
}
