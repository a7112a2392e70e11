import type { OrganisationRecord } from '@convoy/domain/contracts/customer.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { AuditTrail } from '../shell/components/audit-trail';
import { StaffNotes } from '../shell/components/staff-notes';
import { moneyApi } from './api/money-api';
import { organisationCopy as copy } from './money-copy';

/** An organisation's notes by staff (a pinned one shows on its bookings) and its audit trail (decision 043). */
export function OrganisationRecordSection({ code }: { code: string }) {
  const client = useQueryClient();
  const access = useStaffAccess('customers');
  const queryKey = ['admin', 'organisation-record', code];
  const record = useQuery({
    queryKey,
    queryFn: () => moneyApi.organisationRecord(code),
    enabled: access.read,
  });
  if (!record.data) return null;
  return (
    <div className="space-y-8">
      <StaffNotes
        id="organisation-notes"
        notes={record.data.notes}
        may={access.change}
        calls={{ add: (note) => moneyApi.addOrganisationNote(code, note), pin: moneyApi.pinNote }}
        onNotes={(notes) =>
          client.setQueryData<OrganisationRecord>(queryKey, (old) => old && { ...old, notes })
        }
      />
      <AuditTrail id="organisation-audit-heading" title={copy.auditTrail} entries={record.data.audit} />
    </div>
  );
}
