import { drivenVehicleName } from '@convoy/domain/rules/driver-coverage';
import { formatLocalDateTime } from '../mail/format.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import type { SealedSecret } from '../outbox/outbox-secret.ts';
import type { Repositories } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import type { StoredDriver } from './driver.repository.ts';
import { toApiDriver } from './drivers.ts';
import { newPreArrivalToken, preArrivalLink } from './pre-arrival-token.ts';

/**
 * Sends each named driver with an e-mail their personal pre-arrival link
 * (decision 024), in the transaction that names them: a new token for each,
 * stored as its hash (the link sent before stops working), the link sealed in
 * the outbox (decision 018) and e-mailed to that driver alone.
 */
export class PreArrivalLinks {
  readonly #seal: (plain: string) => SealedSecret;
  readonly #publicUrl: string;

  constructor(deps: { seal: (plain: string) => SealedSecret; publicUrl: string }) {
    this.#seal = deps.seal;
    this.#publicUrl = deps.publicUrl;
  }

  /** `repos` is the set over the transaction naming the drivers; those without an e-mail are skipped. */
  async send(
    repos: Repositories,
    r: StoredReservation,
    drivers: readonly StoredDriver[],
    location: { name: string },
    now: number,
  ): Promise<number> {
    const messages = [];
    for (const d of drivers) {
      if (!d.email) continue;
      const { token, hash } = newPreArrivalToken();
      await repos.preArrival.setLink(d.id, hash, now);
      const line = r.lines.find((l) => l.classId === d.classId);
      messages.push({
        to: d.email,
        reference: r.code,
        payload: {
          kind: 'pre_arrival_link' as const,
          code: r.code,
          driverName: d.name,
          renterName: `${r.contact.firstName} ${r.contact.lastName}`,
          vehicleName: drivenVehicleName(toApiDriver(d, line)),
          locationName: location.name,
          pickup: formatLocalDateTime(r.pickupAt, r.timezone),
          link: this.#seal(preArrivalLink(this.#publicUrl, token)),
        },
      });
    }
    if (messages.length > 0) await enqueueEmails(repos.outbox, messages, now);
    return messages.length;
  }
}
