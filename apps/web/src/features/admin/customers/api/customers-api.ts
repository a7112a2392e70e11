import type {
  CustomerErasure,
  CustomerNote,
  CustomerNoteRequest,
  CustomerRecord,
} from '@convoy/domain/contracts/customer.schema';
import { adminRequest } from '../../shell/api/admin-api';

const person = (key: string) => `/customers/${encodeURIComponent(key)}`;

/** The customers area's calls under /api/admin/customers (decision 043). */
export const customersApi = {
  /** A person's record; the API enters the view in the audit log. */
  record: (key: string) => adminRequest<CustomerRecord>(person(key)),

  addNote: (key: string, note: CustomerNoteRequest) =>
    adminRequest<CustomerNote>(`${person(key)}/notes`, { body: note }),

  pin: (id: string, pinned: boolean) =>
    adminRequest<CustomerNote>(`/customers/notes/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: { pinned },
    }),

  merge: (key: string, email: string) => adminRequest<void>(`${person(key)}/merges`, { body: { email } }),

  separate: (key: string, from: string) =>
    adminRequest<void>(`${person(key)}/merges/${encodeURIComponent(from)}`, { method: 'DELETE' }),

  /** Everything held on the person, as a JSON file (managers and owners): a plain link, the cookie goes along. */
  exportHref: (key: string) => `/api/admin${person(key)}/export`,

  erase: (key: string, confirm: { confirm: 'ERASE' }) =>
    adminRequest<CustomerErasure>(`${person(key)}/erase`, { body: confirm }),
};
