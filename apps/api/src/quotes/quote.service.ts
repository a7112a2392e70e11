import { randomUUID } from 'node:crypto';
import type { FieldErrors } from '@convoy/domain/contracts/error.schema';
import type { QuoteRequest, QuoteResponse } from '@convoy/domain/contracts/quote.schema';
import { localToday } from '@convoy/domain/rules/time';
import type { Catalog } from '../catalog/catalog.ts';
import type { DialectName } from '../config.ts';
import type { Executor } from '../db/database.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import type { QuoteSnapshot } from '../outbox/outbox-message.ts';
import { createRepositories } from '../repositories.ts';
import { newCode } from '../reservations/reservation-code.ts';
import { validationError } from '../validation-error.ts';

export interface QuoteDependencies {
  db: Executor;
  dialect: DialectName;
  catalog: Catalog;
  staffEmail: string;
  now: () => number;
  afterCommit: () => void;
}

/**
 * POST /api/quotes: stores the request with its attribution and, in the same
 * transaction, the acknowledgement to the visitor and the notice to staff. A
 * quote is a question, not a booking: only the location, the vehicle and a
 * pickup not already past are checked; staff sort out hours and licences.
 */
export class QuoteService {
  readonly #d: QuoteDependencies;

  constructor(deps: QuoteDependencies) {
    this.#d = deps;
  }

  async create(request: QuoteRequest): Promise<QuoteResponse> {
    const catalog = await this.#d.catalog.get();
    const fields: FieldErrors = {};
    const location = catalog.locationById.get(request.pickupLocationId);
    if (!location)
      fields.pickupLocationId = `We have no pickup location “${request.pickupLocationId}”. Choose one from the list.`;
    const vehicle = request.vehicleId === undefined ? undefined : catalog.classById.get(request.vehicleId);
    if (request.vehicleId !== undefined && !vehicle) fields.vehicleId = 'Choose a vehicle from the list.';
    const now = this.#d.now();
    if (location && request.pickupDate < localToday(location.timezone, now)) {
      fields.pickupDate = `That date has passed at ${location.name}. Choose today or later.`;
    }
    if (!location || Object.keys(fields).length > 0) throw validationError(fields);

    for (let attempt = 1; ; attempt++) {
      const quoteId = randomUUID();
      const quoteCode = newCode('Q');
      const snapshot: QuoteSnapshot = {
        quoteId,
        quoteCode,
        organisation: request.organisation || null,
        contact: request.contact,
        passengers: request.passengers,
        location,
        pickupDate: request.pickupDate,
        pickupTime: request.pickupTime,
        returnDate: request.returnDate,
        returnTime: request.returnTime,
        vehicleType: request.vehicleType,
        vehicleName: vehicle?.name ?? null,
        rentalPurpose: request.rentalPurpose ?? null,
        notes: request.notes || null,
      };
      try {
        await this.#d.db.transaction().execute(async (trx) => {
          const repos = createRepositories(trx, this.#d.dialect);
          await repos.quotes.insert({
            id: quoteId,
            code: quoteCode,
            organisation: snapshot.organisation,
            contact: request.contact,
            passengers: request.passengers,
            locationId: location.id,
            pickupDate: request.pickupDate,
            pickupTime: request.pickupTime,
            returnDate: request.returnDate,
            returnTime: request.returnTime,
            vehicleType: request.vehicleType,
            vehicleId: vehicle?.id ?? null,
            rentalPurpose: snapshot.rentalPurpose,
            notes: snapshot.notes,
            attribution: request.attribution,
            createdAt: now,
          });
          await enqueueEmails(
            repos.outbox,
            [
              {
                to: request.contact.email,
                reference: quoteCode,
                payload: { kind: 'quote_acknowledgement', quote: snapshot },
              },
              {
                to: this.#d.staffEmail,
                reference: quoteCode,
                payload: { kind: 'staff_notification', event: { type: 'quote_requested', quote: snapshot } },
              },
            ],
            now,
          );
        });
      } catch (error) {
        if (isUniqueViolation(error, 'quote_requests') && attempt < 5) continue;
        throw error;
      }
      this.#d.afterCommit();
      return { quoteId, quoteCode };
    }
  }
}
