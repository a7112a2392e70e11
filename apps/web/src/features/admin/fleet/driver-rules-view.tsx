import { type DriverRuleUpdate, driverRuleUpdateSchema } from '@convoy/domain/contracts/driver.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorSentence } from '../../../lib/api-client';
import { adminCopy } from '../shell/admin-copy';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { yesNo } from '../shell/components/editor-fields';
import type { EditorList } from '../shell/components/list-editor';
import { ListEditor } from '../shell/components/list-editor';
import { fleetApi } from './api/fleet-api';
import { fleetCopy } from './fleet-copy';

const copy = fleetCopy.driverRules;
const queryKey = ['admin', 'driver-rules'];
type Rule = Awaited<ReturnType<typeof fleetApi.driverRules>>['rules'][number];

/** The rules as a back-office list: a row per class, edited in place (PUT /api/admin/driver-rules/:classId). */
export function driverRuleList(
  rules: readonly Rule[],
  save: (classId: string, rule: DriverRuleUpdate) => Promise<unknown>,
): EditorList<Rule, DriverRuleUpdate> {
  return {
    id: 'driver-rules',
    title: copy.title,
    lead: copy.listLead,
    noun: copy.noun,
    rows: rules,
    rowKey: (r) => r.classId,
    rowName: (r) => r.vehicleName,
    columns: [
      { header: copy.class, cell: (r) => r.vehicleName },
      { header: copy.minAge, cell: (r) => r.minAge, className: 'text-right tabular-nums' },
      { header: copy.cdlShort, cell: (r) => yesNo(r.cdlRequired) },
      { header: copy.endorsementShort, cell: (r) => yesNo(r.passengerEndorsementRequired) },
      { header: copy.minYears, cell: (r) => r.minYearsLicensed, className: 'text-right tabular-nums' },
    ],
    fields: [
      { name: 'minAge', label: copy.minAge, type: 'count' },
      { name: 'minYearsLicensed', label: copy.minYears, type: 'count' },
      { name: 'cdlRequired', label: copy.cdl, type: 'flag', wide: true },
      { name: 'passengerEndorsementRequired', label: copy.endorsement, type: 'flag', wide: true },
    ],
    schema: driverRuleUpdateSchema,
    save: (rule, editing) => save(editing?.classId ?? '', rule),
  };
}

/** Driver rules (decision 013): each class's minimum age, CDL and P endorsement, minimum years licensed. */
export function DriverRulesView() {
  const client = useQueryClient();
  const rules = useQuery({ queryKey, queryFn: fleetApi.driverRules });
  const readOnly = !useStaffAccess('fleet').change;
  const save = async (classId: string, rule: DriverRuleUpdate) =>
    client.setQueryData(queryKey, await fleetApi.saveDriverRule(classId, rule));
  return (
    <section aria-labelledby="driver-rules-view-heading" className="space-y-6">
      <div className="space-y-2">
        <h2 id="driver-rules-view-heading" className="font-bold text-slate-900 text-xl">
          {adminCopy.views.drivers}
        </h2>
        <p className="max-w-3xl text-slate-700">{copy.lead}</p>
      </div>
      {rules.error ? (
        <p role="alert" className="text-red-800">
          {errorSentence(rules.error)}
        </p>
      ) : rules.data ? (
        <ListEditor readOnly={readOnly} list={driverRuleList(rules.data.rules, save)} />
      ) : (
        <p className="text-slate-600">{adminCopy.table.loading}</p>
      )}
    </section>
  );
}
