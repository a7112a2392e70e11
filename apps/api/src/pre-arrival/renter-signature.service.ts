import { randomUUID } from 'node:crypto';
import { remoteRentalTerms, signatureConsent } from '@convoy/domain/content/pre-arrival';
import type { RemoteSignature } from '@convoy/domain/contracts/pre-arrival.schema';
import { drivenVehicleName } from '@convoy/domain/rules/driver-coverage';
import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { toApiDriver } from '../drivers/drivers.ts';
import type { LicenceCipher } from '../drivers/licence-cipher.ts';
import { documentSha256 } from '../drivers/pre-arrival-token.ts';
import { ApiError } from '../errors.ts';
import { inLanguage } from '../i18n/language.ts';
import { defineMessages } from '../i18n/messages.ts';
import { formatLocalDateTime, formatMoney } from '../mail/format.ts';
import { lineLabel } from '../mail/price-lines.ts';
import { enqueueEmails } from '../outbox/enqueue.ts';
import type { RepositoryFactory } from '../repositories.ts';
import { renderSignedDocument } from './signed-document-pdf.ts';
import { type SignatureEvidence, sellerOf, signaturePngOf } from './signing.ts';

/** The agreement's own words, in the booking's language (decision 048), as the counter's agreement says them. */
const words = defineMessages({
  title: { en: 'Rental agreement {code}', es: 'Contrato de alquiler {code}' },
  booking: { en: 'Booking', es: 'Reserva' },
  renter: { en: 'Renter', es: 'Arrendatario' },
  contact: { en: 'Contact', es: 'Contacto' },
  location: { en: 'Location', es: 'Sucursal' },
  pickup: { en: 'Pickup', es: 'Recogida' },
  returnBy: { en: 'Return by', es: 'Devolución a más tardar' },
  vehicles: { en: 'Vehicles', es: 'Vehículos' },
  drivers: { en: 'Authorized drivers', es: 'Conductores autorizados' },
  charges: { en: 'Charges (as booked)', es: 'Cargos (según la reserva)' },
  total: { en: 'Total', es: 'Total' },
});

export interface RenterSignatureDependencies {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  cipher: LicenceCipher;
  now: () => number;
  afterCommit: () => void;
}

/**
 * The renter signs the rental agreement remotely before pickup (decision 024),
 * authenticated as the manage page is (the booking's code and e-mail): the
 * terms, the vehicles, the drivers and the stored charges (nothing priced
 * again) in a PDF, with the same evidence as a driver's acknowledgement,
 * e-mailed to the renter.
 */
export class RenterSignatureService {
  readonly #d: RenterSignatureDependencies;

  constructor(deps: RenterSignatureDependencies) {
    this.#d = deps;
  }

  async sign(
    code: string,
    email: string,
    signing: RemoteSignature,
    evidence: SignatureEvidence,
  ): Promise<{ signedAt: number; documentSha256: string }> {
    const catalog = await this.#d.catalog.get();
    const r = await this.#d.repositories(this.#d.db).reservations.findByCode(code);
    if (!r || r.contact.email !== email) {
      throw new ApiError(404, 'not_found', 'No reservation matches that code and e-mail address.');
    }
    const now = this.#d.now();
    if (r.status !== 'confirmed') {
      throw new ApiError(409, 'not_confirmed', 'Only a confirmed booking’s agreement can be signed.');
    }
    if (now >= r.pickupAt) {
      throw new ApiError(
        409,
        'already_started',
        'The pickup time has passed: sign the agreement at the counter.',
      );
    }
    if (r.renterSignedAt != null) throw alreadySigned();
    if (signing.termsVersion !== remoteRentalTerms.version) {
      throw new ApiError(
        409,
        'text_changed',
        'The agreement has changed since you opened it: read it again.',
      );
    }
    const png = signaturePngOf(signing.signature);
    const renter = `${r.contact.firstName} ${r.contact.lastName}`;
    const location = catalog.locationById.get(r.locationId);
    const p = r.pricing;
    // Drawn here, outside any e-mail's render: in the booking's language (decision 048), as the
    // counter's agreement is; the agreed texts are the versioned ones the evidence records.
    const pdf = await inLanguage(r.locale, () => {
      const w = words();
      return renderSignedDocument({
        title: w.title({ code: r.code }),
        seller: sellerOf(),
        facts: [
          [w.booking(), r.code],
          [w.renter(), renter],
          [w.contact(), `${r.contact.email} · ${r.contact.phone}`],
          [
            w.location(),
            location
              ? `${location.name}, ${location.address.street}, ${location.address.city}`
              : r.locationId,
          ],
          [w.pickup(), formatLocalDateTime(r.pickupAt, r.timezone)],
          [w.returnBy(), formatLocalDateTime(r.returnAt, r.timezone)],
        ],
        tables: [
          { heading: w.vehicles(), rows: r.lines.map((l) => [l.vehicleName, `${l.quantity}`]) },
          {
            heading: w.drivers(),
            rows: r.drivers.map((d) => [
              d.name,
              drivenVehicleName(
                toApiDriver(
                  d,
                  r.lines.find((l) => l.classId === d.classId),
                ),
              ),
            ]),
          },
          {
            heading: w.charges(),
            rows: [
              ...p.lines.map((l): [string, string] => [
                lineLabel(l, p.chargeDays),
                formatMoney(l.amountCents),
              ]),
              ...p.taxes.map((t): [string, string] => [t.label, formatMoney(t.amountCents)]),
              [w.total(), formatMoney(p.totalCents)],
            ],
          },
        ],
        texts: [remoteRentalTerms],
        consent: signatureConsent,
        signature: { png, signerName: renter, signedAt: formatLocalDateTime(now, r.timezone) },
      });
    });
    const hash = documentSha256(pdf);
    const id = randomUUID();
    try {
      await this.#d.db.transaction().execute(async (trx) => {
        const repos = this.#d.repositories(trx);
        await repos.preArrival.insertSignature({
          id,
          reservation_id: r.id,
          subject: 'renter',
          kind: 'rental_agreement',
          signer_name: renter,
          consent_text: signatureConsent.paragraphs.join('\n'),
          consent_version: `${signatureConsent.version}; ${remoteRentalTerms.version}`,
          document_sha256: hash,
          pdf: this.#d.cipher.sealBytes(pdf),
          signed_at: now,
          ip: evidence.ip,
          user_agent: evidence.userAgent,
        });
        const payload = {
          kind: 'remote_agreement_signed' as const,
          locale: r.locale,
          code: r.code,
          driverName: renter,
          signatureId: id,
        };
        await enqueueEmails(repos.outbox, [{ to: r.contact.email, reference: r.code, payload }], now);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'remote_signatures')) throw alreadySigned();
      throw error;
    }
    this.#d.afterCommit();
    return { signedAt: now, documentSha256: hash };
  }
}

const alreadySigned = () =>
  new ApiError(409, 'already_signed', 'The rental agreement of this booking is signed already.');
