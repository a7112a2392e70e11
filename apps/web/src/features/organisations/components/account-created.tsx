import type { OrganisationCreated } from '@convoy/domain/contracts/organisation.schema';
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../../components/form/form-styles';
import { Link } from '../../../components/link';
import { applicationCopy } from '../copy/application-copy';

const copy = applicationCopy.created;

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
      <h3 className="font-semibold text-emerald-900 text-lg">{copy.heading(organisation.name)}</h3>
      <div>
        <p className="font-semibold text-slate-900">{copy.code}</p>
        <p
          className="font-bold font-mono text-3xl text-slate-900 tracking-wider"
          data-testid="organisation-code"
        >
          {organisation.code}
        </p>
      </div>
      <p className="text-slate-900">{copy.keySent(organisation.billingContact.email)}</p>
      <p className="text-slate-900">{copy.remembered}</p>
      {asked !== null && organisation.terms.status === 'requested' ? (
        <p className="text-slate-900">{copy.termsRequested(asked)}</p>
      ) : null}
      {organisation.terms.paysByPurchaseOrder ? (
        <p className="text-slate-900">{copy.paysByPurchaseOrder}</p>
      ) : null}
      <div className="flex flex-wrap gap-3 pt-1">
        <Link to="/organisation" className={buttonClass.primary}>
          {copy.open}
        </Link>
        <Link to="/" className={buttonClass.secondary}>
          {copy.book}
        </Link>
      </div>
    </div>
  );
}
