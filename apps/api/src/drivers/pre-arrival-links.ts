import { drivenVehicleName } from '@convoy/domain/rules/driver-coverage';
import { inLanguage } from '../i18n/language.ts';
import { formatLocalDateTime } from '../mail/format.ts';
import { preArrivalLinkText } from '../mail/pickup-texts.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import type { SealedSecret } from '../outbox/outbox-secret.ts';
import type { Repositories } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import type { SmsService } from '../sms/sms.service.ts';
import type { StoredDriver } from './driver.repository.ts';
import { toApiDriver } from './drivers.ts';
import { newPreArrivalToken, preArrivalLink } from './pre-arrival-token.ts';

/**
 * Sends each named driver with an e-mail their personal pre-arrival link
 * (decision 024), in the transaction that names them: a new token for each,
 * stored as its hash (the link sent before stops working), the link sealed in
 * the outbox (decision 018) and e-mailed to that driver alone. A driver named
 * with a phone and no e-mail gets it by text when their number opted in
 * (decision 022), the link sealed in the SMS outbox until it is sent.
 */
export class PreArrivalLinks {
  readonly #seal: (plain: string) => SealedSecret;
  readonly #publicUrl: string;
  readonly #sms: Pick<SmsService, 'queue'> | null;

  constructor(deps: {
    seal: (plain: string) => SealedSecret;
    publicUrl: string;
    sms?: Pick<SmsService, 'queue'> | null;
  }) {
    this.#seal = deps.seal;
    this.#publicUrl = deps.publicUrl;
    this.#sms = deps.sms ?? null;
  }

  /**
   * `repos` is the set over the transaction naming the drivers; those with
   * neither an e-mail nor an opted-in phone are skipped. Answers how many links went.
   */
  async send(
    repos: Repositories,
    r: StoredReservation,
    drivers: readonly StoredDriver[],
    location: { name: string },
    now: number,
  ): Promise<number> {
    const messages = [];
    let texted = 0;
    for (const d of drivers) {
      if (!d.email) {
        if (d.phone && this.#sms) texted += await this.#text(this.#sms, repos, r, d, d.phone, location, now);
        continue;
      }
      const { token, hash } = newPreArrivalToken();
      await repos.preArrival.setLink(d.id, hash, now);
      const line = r.lines.find((l) => l.classId === d.classId);
      messages.push({
        to: d.email,
        reference: r.code,
        payload: {
          kind: 'pre_arrival_link' as const,
          // The driver's e-mail is in the booking's language (decision 048), its pickup time too.
          locale: r.locale,
          code: r.code,
          driverName: d.name,
          renterName: `${r.contact.firstName} ${r.contact.lastName}`,
          vehicleName: drivenVehicleName(toApiDriver(d, line)),
          locationName: location.name,
          pickup: inLanguage(r.locale, () => formatLocalDateTime(r.pickupAt, r.timezone)),
          link: this.#seal(preArrivalLink(this.#publicUrl, token, r.locale)),
        },
      });
    }
    if (messages.length > 0) await enqueueEmails(repos.outbox, messages, now);
    return messages.length + texted;
  }

  /** The link by text, stored only when the number may be texted (1), else nothing (0). */
  async #text(
    sms: Pick<SmsService, 'queue'>,
    repos: Repositories,
    r: StoredReservation,
    d: StoredDriver,
    phone: string,
    location: { name: string },
    now: number,
  ): Promise<number> {
    const { token, hash } = newPreArrivalToken();
    // Written now, outside any render: in the booking's language (decision 048).
    const body = inLanguage(r.locale, () =>
      preArrivalLinkText(formatLocalDateTime(r.pickupAt, r.timezone), location.name),
    );
    const link = preArrivalLink(this.#publicUrl, token, r.locale);
    const queued = await sms.queue(repos, [
      { to: phone, kind: 'pre_arrival_link', body, link, reference: r.code },
    ]);
    if (queued > 0) await repos.preArrival.setLink(d.id, hash, now);
    return queued;
  }
}
