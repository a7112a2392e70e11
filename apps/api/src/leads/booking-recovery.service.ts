import { createHash } from 'node:crypto';
import { type Locale, localizedPath } from '@convoy/domain/content/locale';
import {
  type BookingDraftRequest,
  recoveryDelayMinutes,
  recoveryKeepDays,
} from '@convoy/domain/contracts/booking-recovery.schema';
import { localDateSchema } from '@convoy/domain/contracts/common.schema';
import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { inLanguage } from '../i18n/language.ts';
import { formatLocalDate } from '../mail/format.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import type { SealedSecret } from '../outbox/outbox-secret.ts';
import { PeriodicWorker } from '../periodic.ts';
import type { RepositoryFactory } from '../repositories.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** An authenticated, opaque token for an address and back (customers/customer-keys.ts, a key of its own). */
export interface AddressKeys {
  keyOf(email: string): string;
  emailOf(key: string): string | null;
}

export interface BookingRecoveryDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  keys: AddressKeys;
  seal: (plain: string) => SealedSecret;
  publicUrl: string;
  now: () => number;
  afterCommit: () => void;
}

/** The campaign a booking made from the recovery e-mail is attributed to (the campaigns report). */
export const recoveryCampaign = {
  utm_source: 'convoy',
  utm_medium: 'email',
  utm_campaign: 'booking-recovery',
};

const hashOf = (email: string) => createHash('sha256').update(email).digest('hex');

/** The availability step running the draft's search again, with the recovery campaign's parameters. */
export function resumeUrl(publicUrl: string, trip: Record<string, string>, locale: Locale = 'en'): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(trip)) if (value !== '') params.set(name, value);
  for (const [name, value] of Object.entries(recoveryCampaign)) params.set(name, value);
  return `${publicUrl}${localizedPath('/availability', locale)}?${params}`;
}

/**
 * A draft's date in the e-mail's words, or nothing: the draft is the form as it stood, so a date may be
 * half-typed or no day at all ("2026-07", "2026-02-31"), and the e-mail then leaves it out.
 */
function dayInWords(date: string | undefined, locale: Locale): string | null {
  return date && localDateSchema.safeParse(date).success
    ? inLanguage(locale, () => formatLocalDate(date))
    : null;
}

/**
 * Abandoned bookings' recovery (decision 046): the confirm step's address, given with the box ticked,
 * is kept with the search; an hour after its last change, if that address booked nothing since, one
 * e-mail goes with a link that runs the search again at today's prices and availability, and an
 * unsubscribe that holds for good. Never a second e-mail to the address while it is kept; kept 30 days.
 */
export class BookingRecoveryService {
  readonly #d: BookingRecoveryDependencies;

  constructor(deps: BookingRecoveryDependencies) {
    this.#d = deps;
  }

  /** PUT /api/booking-drafts: nothing is kept for an address that unsubscribed (and nothing says so). */
  async remember(request: BookingDraftRequest): Promise<void> {
    const repos = this.#d.repositories(this.#d.db);
    if (await repos.bookingDrafts.isUnsubscribed(hashOf(request.email))) return;
    const now = this.#d.now();
    const trip = Object.fromEntries(
      Object.entries(request.trip).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    await repos.bookingDrafts.remember(
      request.email,
      trip,
      request.locale ?? 'en',
      now,
      now + recoveryDelayMinutes * MINUTE,
    );
  }

  /** DELETE /api/booking-drafts: the box unticked. */
  async withdraw(email: string): Promise<void> {
    await this.#d.repositories(this.#d.db).bookingDrafts.withdraw(email);
  }

  /** POST /api/booking-drafts/unsubscribe: the address is never sent a recovery e-mail again. */
  async unsubscribe(token: string): Promise<void> {
    const email = this.#d.keys.emailOf(token);
    if (!email) {
      throw new ApiError(
        404,
        'invalid_link',
        'This unsubscribe link is not one of ours: use the link in the e-mail.',
      );
    }
    await this.#d.repositories(this.#d.db).bookingDrafts.unsubscribe(email, hashOf(email), this.#d.now());
  }

  /** One round: the e-mails due, each once; drafts kept past 30 days deleted. */
  async runOnce(): Promise<{ reminded: number; converted: number; deleted: number }> {
    const now = this.#d.now();
    const catalog = await this.#d.catalog.get();
    let reminded = 0;
    let converted = 0;
    for (const draft of await this.#d.repositories(this.#d.db).bookingDrafts.due(now, 100)) {
      const outcome = await this.#d.db.transaction().execute(async (trx) => {
        const repos = this.#d.repositories(trx);
        if (await repos.bookingDrafts.isUnsubscribed(hashOf(draft.email))) {
          await repos.bookingDrafts.unsubscribe(draft.email, hashOf(draft.email), now);
          return 'none';
        }
        if (await repos.bookingDrafts.bookedSince(draft.email, draft.createdAt)) {
          return (await repos.bookingDrafts.settle(draft.email, 'converted', now)) ? 'converted' : 'none';
        }
        if (!(await repos.bookingDrafts.settle(draft.email, 'reminded', now))) return 'none';
        const location = catalog.locationById.get(draft.trip.pickupLocationId ?? '');
        const { pickupDate, returnDate } = draft.trip;
        await enqueueEmails(
          repos.outbox,
          [
            {
              to: draft.email,
              reference: 'booking-recovery',
              payload: {
                kind: 'booking_recovery',
                locationName: location?.name ?? null,
                // Written now, outside any render: in the draft's language (decision 048).
                locale: draft.locale,
                pickup: dayInWords(pickupDate, draft.locale),
                return: dayInWords(returnDate, draft.locale),
                resume: resumeUrl(this.#d.publicUrl, draft.trip, draft.locale),
                unsubscribe: this.#d.seal(
                  `${this.#d.publicUrl}${localizedPath('/unsubscribe', draft.locale)}#token=${this.#d.keys.keyOf(draft.email)}`,
                ),
              },
            },
          ],
          now,
        );
        return 'reminded';
      });
      if (outcome === 'reminded') reminded++;
      if (outcome === 'converted') converted++;
    }
    const deleted = await this.#d
      .repositories(this.#d.db)
      .bookingDrafts.deleteGivenBefore(now - recoveryKeepDays * DAY);
    if (reminded > 0) this.#d.afterCommit();
    return { reminded, converted, deleted };
  }
}

/** The recovery's rounds: a minute after start, then every five minutes. */
export class BookingRecoveryWorker extends PeriodicWorker {
  readonly #service: BookingRecoveryService;

  constructor(service: BookingRecoveryService, log: { warn(o: object, m: string): void }) {
    super({ log, intervalMs: 5 * MINUTE }, 'booking recovery round failed');
    this.#service = service;
  }

  runOnce() {
    return this.#service.runOnce();
  }
}
