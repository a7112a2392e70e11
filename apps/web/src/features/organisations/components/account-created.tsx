import type { OrganisationCreated } from '@convoy/domain/contracts/organisation.schema';
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../../components/form/form-styles';
import { Link } from '../../../components/link';
import copy from '../copy/application.messages';

/** What replaces the application once the account is open: focused, so it is announced. */
export function AccountCreated({ created }: { created: OrganisationCreated }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const { organisation } = created;
  const asked = organisation.terms.requestedNetDays;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="space-y-3 rounded-lg border-2 border-emerald-700 bg-emerald-50 p-5 focus:outline-none focus-visible:ring-4 focus-visible:ring-emerald-300"
    >
      <h3 className="font-semibold text-emerald-900 text-lg">
        {copy.createdHeading({ name: organisation.name })}
      </h3>
      <div>
        <p className="font-semibold text-slate-900">{copy.createdCode()}</p>
        <p
          className="font-bold font-mono text-3xl text-slate-900 tracking-wider"
          data-testid="organisation-code"
        >
          {organisation.code}
        </p>
      </div>
      <p className="text-slate-900">{copy.createdKeySent({ email: organisation.billingContact.email })}</p>
      <p className="text-slate-900">{copy.createdRemembered()}</p>
      {asked !== null && organisation.terms.status === 'requested' ? (
        <p className="text-slate-900">{copy.createdTermsRequested({ days: asked })}</p>
      ) : null}
      {organisation.terms.paysByPurchaseOrder ? (
        <p className="text-slate-900">{copy.createdPaysByPurchaseOrder()}</p>
      ) : null}
      <div className="flex flex-wrap gap-3 pt-1">
        <Link to="/organisation" className={buttonClass.primary}>
          {copy.createdOpen()}
        </Link>
        <Link to="/" className={buttonClass.secondary}>
          {copy.createdBook()}
        </Link>
      </div>
    </div>
  );
}
