import { randomUUID } from 'node:crypto';
import type { LeadRequest, LeadResponse } from '@convoy/domain/contracts/lead.schema';
import type { Catalog } from '../catalog/catalog.ts';
import { formatLocalDate, formatMoney } from '../mail/format.ts';
import { type EventServiceDependencies, enqueueWithStaffNotice } from '../outbox/event-emails.ts';
import type { LeadSnapshot } from '../outbox/outbox-message.ts';
import { validationError } from '../validation-error.ts';

export interface LeadDependencies extends EventServiceDependencies {
  catalog: Catalog;
}

/**
 * POST /api/leads: a contact message, a long-term leasing enquiry or interest in
 * a vehicle for sale (SPEC §1), stored with its attribution; the visitor gets an
 * acknowledgement and staff a notice, written in the same transaction.
 */
export class LeadService {
  readonly #d: LeadDependencies;

  constructor(deps: LeadDependencies) {
    this.#d = deps;
  }

  /** The kind's own fields: stored as JSON, and as plain lines for the e-mails. */
  async #details(lead: LeadRequest): Promise<{ details: Record<string, unknown>; lines: string[] }> {
    if (lead.kind === 'leasing') {
      const catalog = await this.#d.catalog.get();
      const unknown = lead.vehicleIds.filter((id) => !catalog.classById.has(id));
      if (unknown.length > 0) throw validationError({ vehicleIds: 'Choose vehicles from the list.' });
      const names = lead.vehicleIds.map((id) => catalog.classById.get(id)!.name);
      return {
        details: {
          vehicleIds: lead.vehicleIds,
          vehicleCount: lead.vehicleCount,
          months: lead.months,
          startDate: lead.startDate ?? null,
        },
        lines: [
          `Vehicles: ${names.join(', ')}`,
          `How many: ${lead.vehicleCount}`,
          `Months: ${lead.months}`,
          ...(lead.startDate ? [`Starting: ${formatLocalDate(lead.startDate)}`] : []),
        ],
      };
    }
    if (lead.kind === 'fleet-sales') {
      const vehicle = await this.#d.repositories(this.#d.db).vehiclesForSale.findById(lead.vehicleForSaleId);
      if (!vehicle)
        throw validationError({
          vehicleForSaleId: 'That vehicle is no longer listed. Choose one from the list.',
        });
      return {
        details: { vehicleForSaleId: vehicle.id },
        lines: [`Vehicle: ${vehicle.title} (${formatMoney(vehicle.priceCents)}, ${vehicle.status})`],
      };
    }
    return { details: {}, lines: [] };
  }

  async create(lead: LeadRequest): Promise<LeadResponse> {
    const { details, lines } = await this.#details(lead);
    const submissionId = randomUUID();
    const now = this.#d.now();
    const snapshot: LeadSnapshot = {
      submissionId,
      kind: lead.kind,
      name: lead.name,
      email: lead.email,
      phone: lead.phone ?? null,
      organisation: (lead.kind === 'leasing' && lead.organisation) || null,
      subject: (lead.kind === 'contact' && lead.subject) || null,
      message: lead.message || null,
      details: lines,
    };
    await this.#d.db.transaction().execute(async (trx) => {
      const repos = this.#d.repositories(trx);
      await repos.leads.insert({
        id: submissionId,
        kind: lead.kind,
        name: lead.name,
        email: lead.email,
        phone: snapshot.phone,
        organisation: snapshot.organisation,
        subject: snapshot.subject,
        message: snapshot.message,
        details,
        attribution: lead.attribution,
        createdAt: now,
      });
      await enqueueWithStaffNotice(
        repos.outbox,
        submissionId,
        { to: lead.email, staff: this.#d.staffEmail },
        {
          payload: { kind: 'lead_acknowledgement', lead: snapshot },
          event: { type: 'lead_received', lead: snapshot },
        },
        now,
      );
    });
    this.#d.afterCommit();
    return { submissionId };
  }
}
