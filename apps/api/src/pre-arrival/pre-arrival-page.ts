import {
  type AgreedText,
  authorisedDriverTerms,
  needsSafetyBriefing,
  safetyBriefing,
  signatureConsent,
} from '@convoy/domain/content/pre-arrival';
import type { PostalAddress } from '@convoy/domain/contracts/organisation.schema';
import type { PreArrivalPage } from '@convoy/domain/contracts/pre-arrival.schema';
import { drivenVehicleName } from '@convoy/domain/rules/driver-coverage';
import type { StoredDriver } from '../drivers/driver.repository.ts';
import { toApiDriver } from '../drivers/drivers.ts';
import type { LicenceCipher } from '../drivers/licence-cipher.ts';
import { driverPreArrival, missingSteps } from '../drivers/pre-arrival-state.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import type { Opened } from './pre-arrival.service.ts';

/**
 * The driver's own page (decision 024): their booking, vehicle and pickup,
 * the steps done and missing, and the texts to agree to with their versions;
 * no other driver's data.
 */
export function preArrivalPage(
  { driver: d, reservation: r, catalog }: Opened,
  textReminders: PreArrivalPage['textReminders'],
  cipher: Pick<LicenceCipher, 'open'>,
): PreArrivalPage {
  const location = catalog.locationById.get(r.locationId);
  const state = driverPreArrival(d);
  const needsBriefing = needsSafetyBriefing(d.classId);
  const api = apiDriverOf(d, r);
  const { id: _id, vehicleId: _v, vehicleNumber: _n, vehicleName: _name, preArrival: _p, ...licence } = api;
  return {
    code: r.code,
    driver: { ...licence, dateOfBirth: d.dateOfBirth, homeArea: homeAreaOf(d, cipher) },
    vehicle: { classId: d.classId, name: drivenVehicleName(api), needsSafetyBriefing: needsBriefing },
    pickup: {
      date: r.pickupDate,
      time: r.pickupTime,
      at: new Date(r.pickupAt).toISOString(),
      locationName: location?.name ?? r.locationId,
      address: location
        ? `${location.address.street}, ${location.address.city}, ${location.address.region} ${location.address.postalCode}`
        : '',
    },
    status: state.status,
    steps: {
      identity: d.steps.identityConfirmedAt !== null,
      licence: state.licence,
      licencePhotos: state.licencePhotos,
      safetyAcknowledged: state.safetyAcknowledged,
      acknowledgementSigned: state.acknowledgementSigned,
    },
    missing: missingSteps(d),
    safetyBriefing: needsBriefing ? shown(safetyBriefing) : null,
    terms: shown(authorisedDriverTerms),
    consent: shown(signatureConsent),
    textReminders,
  };
}

/** The driver as the API answers them, on their class's line of the booking. */
export const apiDriverOf = (d: StoredDriver, r: StoredReservation) =>
  toApiDriver(
    d,
    r.lines.find((l) => l.classId === d.classId),
  );

/** The city, state and ZIP of the driver's sealed home address: the street is never answered (decision 037). */
function homeAreaOf(
  d: StoredDriver,
  cipher: Pick<LicenceCipher, 'open'>,
): PreArrivalPage['driver']['homeArea'] {
  if (!d.homeAddressSealed) return null;
  const { city, region, postalCode } = JSON.parse(cipher.open(d.homeAddressSealed)) as PostalAddress;
  return { city, region, postalCode };
}

const shown = (t: AgreedText) => ({ version: t.version, title: t.title, paragraphs: [...t.paragraphs] });
