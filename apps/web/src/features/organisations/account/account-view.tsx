import { organisationKindLabels } from '@convoy/domain/contracts/organisation.schema';
import type { OrganisationAccount } from '@convoy/domain/contracts/organisation-account.schema';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { QueryProblem } from '../../../components/feedback/query-problem';
import { buttonClass } from '../../../components/form/form-styles';
import { Link } from '../../../components/link';
import {
  organisationAccountQuery,
  type RememberedOrganisation,
  rememberOrganisation,
} from '../../../lib/organisation-account';
import copy from '../copy/account.messages';
import { BookingsList, InvoicesList } from './account-records';
import { AccountSection } from './account-section';
import { CertificatesPanel } from './certificates-panel';
import { InsurancePanel } from './insurance-panel';
import { KeyPanel } from './key-panel';
import { refusalOf, SignInForm } from './sign-in-form';
import { TermsPanel } from './terms-panel';

function Details({ account }: { account: OrganisationAccount }) {
  const { organisation: o } = account;
  const a = o.address;
  return (
    <AccountSection id="details" heading={copy.detailsHeading()}>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-900">{copy.billingContact()}</dt>
          <dd className="text-slate-800">
            {o.billingContact.name}
            <br />
            {o.billingContact.email}
            <br />
            {o.billingContact.phone}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">{copy.address()}</dt>
          <dd className="text-slate-800">
            {a.line1}
            {a.line2 ? (
              <>
                <br />
                {a.line2}
              </>
            ) : null}
            <br />
            {a.city}, {a.region} {a.postalCode}
          </dd>
        </div>
      </dl>
    </AccountSection>
  );
}

/**
 * The organization's own page once its code and key are known (decision 014):
 * who it is, its invoice terms, its tax-exemption certificates, its bookings
 * and invoices, its access key and a new one, "Book for this organization"
 * and "Forget". A key the API refuses (a new one was issued, or it expired)
 * asks for them again, saying why.
 */
export function AccountView({
  credentials,
  onForget,
}: {
  credentials: RememberedOrganisation;
  onForget: () => void;
}) {
  const account = useQuery(organisationAccountQuery(credentials));
  const name = account.data?.organisation.name;
  useEffect(() => {
    // The name the confirm step shows before it asks, kept up to date.
    if (name && name !== credentials.name) rememberOrganisation({ ...credentials, name });
  }, [name, credentials]);

  if (account.isPending) return <p role="status">{copy.loading()}</p>;
  if (account.isError) {
    const refusal = refusalOf(account.error);
    if (refusal)
      return (
        <div className="space-y-6">
          <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-900">
            {refusal}
          </p>
          <SignInForm initialCode={credentials.code} />
        </div>
      );
    return (
      <QueryProblem error={account.error} title={copy.loadFailed()} onRetry={() => void account.refetch()} />
    );
  }
  const { organisation } = account.data;
  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="font-bold text-2xl text-slate-900">{organisation.name}</p>
          <p className="text-slate-700">
            {organisationKindLabels[organisation.kind]} · {copy.code()}{' '}
            <span className="font-mono font-semibold" data-testid="organisation-code">
              {organisation.code}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/" className={buttonClass.primary}>
            {copy.book()}
          </Link>
          <button type="button" onClick={onForget} className={buttonClass.secondary}>
            {copy.forget()}
          </button>
        </div>
      </div>
      <Details account={account.data} />
      <KeyPanel organisation={organisation} credentials={credentials} />
      <TermsPanel organisation={organisation} credentials={credentials} />
      <CertificatesPanel organisation={organisation} credentials={credentials} />
      <InsurancePanel credentials={credentials} />
      <BookingsList account={account.data} />
      <InvoicesList account={account.data} credentials={credentials} />
    </div>
  );
}
