import type { Checklist, ChecklistResponse } from '@convoy/domain/contracts/inspection.schema';
import { adminRequest } from '../../shell/api/admin-api';

/** A class's inspection checklist under /api/admin/inspection-checklists (decision 034): the demo one until saved. */
export const inspectionChecklistsApi = {
  get: (classId: string) =>
    adminRequest<ChecklistResponse>(`/inspection-checklists/${encodeURIComponent(classId)}`),

  save: (classId: string, checklist: Checklist) =>
    adminRequest<ChecklistResponse>(`/inspection-checklists/${encodeURIComponent(classId)}`, {
      method: 'PUT',
      body: checklist,
    }),
};
