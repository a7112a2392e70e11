import type { DriverLicence } from '@convoy/domain/contracts/driver.schema';
import type { Insertable } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { RemoteSignatureTable } from '../db/tables/driver.table.ts';
import { fromRow, type StoredDriver, withSteps } from './driver.repository.ts';

export type LicenceSide = 'front' | 'back';

/** A driver found by their link: who, and on which reservation. */
export interface LinkedDriver {
  reservationId: string;
  driver: StoredDriver;
}

/** The drivers' pre-arrival steps (decision 024): links, identity, licence, photos, acknowledgements, signatures. */
export class PreArrivalRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  /** A new link for the driver: the one sent before stops working. */
  async setLink(driverId: string, tokenHash: string, at: number): Promise<void> {
    await this.#db
      .updateTable('reservation_drivers')
      .set({ link_token_hash: tokenHash, link_sent_at: at })
      .where('id', '=', driverId)
      .execute();
  }

  async findByTokenHash(tokenHash: string): Promise<LinkedDriver | undefined> {
    const row = await withSteps(this.#db).where('d.link_token_hash', '=', tokenHash).executeTakeFirst();
    return row && { reservationId: row.reservation_id, driver: fromRow(row) };
  }

  /** The driver's own mobile number, given on their page for reminders by text. */
  async setPhone(driverId: string, phone: string): Promise<void> {
    await this.#db.updateTable('reservation_drivers').set({ phone }).where('id', '=', driverId).execute();
  }

  /** Who the driver is, and their home address already sealed (decision 037). */
  async confirmIdentity(
    driverId: string,
    identity: { name: string; dateOfBirth: string; homeAddressSealed: string },
    at: number,
  ): Promise<void> {
    await this.#db
      .updateTable('reservation_drivers')
      .set({
        name: identity.name,
        date_of_birth: identity.dateOfBirth,
        home_address: identity.homeAddressSealed,
        identity_confirmed_at: at,
      })
      .where('id', '=', driverId)
      .execute();
  }

  /** The licence as entered, its number already sealed; one statement, so two submissions never mix. */
  async saveLicence(
    driverId: string,
    licence: Omit<DriverLicence, 'licenceNumber'> & { sealed: string; mask: string },
    at: number,
  ): Promise<void> {
    await this.#db
      .updateTable('reservation_drivers')
      .set({
        licence_country: licence.licenceCountry,
        licence_state: licence.licenceState ?? null,
        licence_number: licence.sealed,
        licence_mask: licence.mask,
        licence_expiry: licence.licenceExpiry,
        licence_class: licence.licenceClass,
        passenger_endorsement: licence.passengerEndorsement ? 1 : 0,
        years_licensed: licence.yearsLicensed,
        licence_entered_at: at,
        erased_at: null,
      })
      .where('id', '=', driverId)
      .execute();
  }

  /** One photo per side: a new one replaces the last. */
  async savePhoto(
    driverId: string,
    side: LicenceSide,
    photo: { contentType: string; width: number; height: number; sealed: Buffer },
    at: number,
  ): Promise<void> {
    const values = {
      content_type: photo.contentType,
      width: photo.width,
      height: photo.height,
      sealed: photo.sealed,
      taken_at: at,
    };
    await this.#db
      .insertInto('driver_licence_photos')
      .values({ driver_id: driverId, side, ...values })
      .onConflict((oc) => oc.columns(['driver_id', 'side']).doUpdateSet(values))
      .execute();
  }

  async photo(
    driverId: string,
    side: LicenceSide,
  ): Promise<{ contentType: string; sealed: Buffer } | undefined> {
    const row = await this.#db
      .selectFrom('driver_licence_photos')
      .select(['content_type', 'sealed'])
      .where('driver_id', '=', driverId)
      .where('side', '=', side)
      .executeTakeFirst();
    return row && { contentType: row.content_type, sealed: Buffer.from(row.sealed) };
  }

  /** The booking a driver belongs to, by its code: what the audit log names when staff read their photos. */
  async reservationCodeOf(driverId: string): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('reservation_drivers as d')
      .innerJoin('reservations as r', 'r.id', 'd.reservation_id')
      .select('r.code')
      .where('d.id', '=', driverId)
      .executeTakeFirst();
    return row?.code;
  }

  async acknowledgeSafety(driverId: string, version: string, at: number): Promise<void> {
    await this.#db
      .updateTable('reservation_drivers')
      .set({ safety_acknowledged_at: at, safety_version: version })
      .where('id', '=', driverId)
      .where('safety_acknowledged_at', 'is', null)
      .execute();
  }

  /** One signature per subject: a second insert is a unique violation (`remote_signatures`). */
  async insertSignature(signature: Insertable<RemoteSignatureTable>): Promise<void> {
    await this.#db.insertInto('remote_signatures').values(signature).execute();
  }

  async signature(
    reservationId: string,
    subject: string,
  ): Promise<{ id: string; pdf: Buffer; documentSha256: string; signedAt: number } | undefined> {
    const row = await this.#db
      .selectFrom('remote_signatures')
      .select(['id', 'pdf', 'document_sha256', 'signed_at'])
      .where('reservation_id', '=', reservationId)
      .where('subject', '=', subject)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        pdf: Buffer.from(row.pdf),
        documentSha256: row.document_sha256,
        signedAt: Number(row.signed_at),
      }
    );
  }

  /** A signed document's sealed PDF by the signature's id (the e-mail's attachment). */
  async signedPdf(signatureId: string): Promise<Buffer | undefined> {
    const row = await this.#db
      .selectFrom('remote_signatures')
      .select('pdf')
      .where('id', '=', signatureId)
      .executeTakeFirst();
    return row && Buffer.from(row.pdf);
  }

  /** Signatures (evidence and PDF) of reservations that returned before `cutoff` (epoch ms) go. */
  async deleteSignaturesReturnedBefore(cutoff: number): Promise<number> {
    const result = await this.#db
      .deleteFrom('remote_signatures')
      .where('reservation_id', 'in', (eb) =>
        eb.selectFrom('reservations').select('id').where('return_at', '<', cutoff),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
