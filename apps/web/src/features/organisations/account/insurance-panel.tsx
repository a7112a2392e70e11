import { useQuery, useQueryClient } from '@tanstack/react-query';
import { insuranceCopy as copy } from '../../../components/insurance/insurance-copy';
import { InsuranceUploadForm } from '../../../components/insurance/insurance-upload-form';
import { formatDate, formatMoney } from '../../../lib/format';
import type { RememberedOrganisation } from '../../../lib/organisation-account';
import { insuranceCertificates, uploadInsuranceCertificate } from '../api/account-api';
import { AccountSection, RecordList } from './account-section';

/**
 * The organization's certificates of insurance (decision 023): a verified one
 * serves each of its bookings that declined protection while valid; the
 * upload of another.
 */
export function InsurancePanel({ credentials }: { credentials: RememberedOrganisation }) {
  const client = useQueryClient();
  const queryKey = ['organisation', credentials.code, 'insurance'];
  const list = useQuery({ queryKey, queryFn: () => insuranceCertificates(credentials) });
  return (
    <AccountSection id="insurance" heading={copy.heading}>
      <p className="text-slate-700">{copy.organisationIntro}</p>
      <RecordList items={list.data?.certificates ?? []} empty={copy.none} keyOf={(c) => c.id} columns={1}>
        {(c) => (
          <>
            <p className="text-slate-900">
              {c.insurer} · {formatMoney(c.liabilityLimitCents)} ·{' '}
              {copy.validUntil(formatDate(c.validTo, 'long'))}
            </p>
            <p className={c.status === 'rejected' ? 'text-red-800' : 'text-slate-700'}>
              <strong>{copy.status[c.status]}</strong>
              {c.rejectionReason ? ` · ${copy.rejectedBecause(c.rejectionReason)}` : ''}
            </p>
          </>
        )}
      </RecordList>
      <InsuranceUploadForm
        send={(fields, file) => uploadInsuranceCertificate(credentials, fields, file)}
        onSent={() => void client.invalidateQueries({ queryKey })}
      />
    </AccountSection>
  );
}
