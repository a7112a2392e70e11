import type {
  Calendar,
  CheckInRequest,
  CheckOutRequest,
  Handover,
  HandoverPhoto,
  PhotoQuery,
  Today,
} from '@convoy/domain/contracts/counter.schema';
import type { ReservationUnits } from '@convoy/domain/contracts/fleet-unit.schema';
import type { SwapRequest, SwapUnit } from '@convoy/domain/contracts/vehicle-swap.schema';
import { adminRequest, type Params, queryString } from '../../shell/api/admin-api';
import { type Uploader, uploadFile } from '../../shell/api/upload-media';

/** The counter area's calls under /api/admin: the day, check-out and check-in, photos, the fleet calendar. */
export const counterApi = {
  /** The counter's day at a location: pickups, returns, tomorrow's vehicles without a unit. */
  today: (params: { locationId: string; date?: string }) =>
    adminRequest<Today>(`/counter/today${queryString(params)}`),

  /** A booking at the counter: each vehicle's unit, readings out and in, photos, charges, agreement. */
  handover: (code: string) => adminRequest<Handover>(`/counter/${encodeURIComponent(code)}/handover`),

  /** Every booked vehicle goes out at once, with the renter's signature; 409 when the booking is not ready. */
  checkOut: (code: string, request: CheckOutRequest) =>
    adminRequest<Handover>(`/counter/${encodeURIComponent(code)}/check-out`, { body: request }),

  /** The charges the return would add; nothing is stored. */
  previewCheckIn: (code: string, request: CheckInRequest) =>
    adminRequest<Handover>(`/counter/${encodeURIComponent(code)}/check-in/preview`, { body: request }),

  /** Records the return; the final invoice is issued once the last vehicle is back. */
  checkIn: (code: string, request: CheckInRequest) =>
    adminRequest<Handover>(`/counter/${encodeURIComponent(code)}/check-in`, { body: request }),

  /** The units a vehicle on rent may be swapped to (decision 035). */
  swapUnits: (code: string, classId: string, seq: number) =>
    adminRequest<{ units: SwapUnit[] }>(
      `/counter/${encodeURIComponent(code)}/swap/units${queryString({ classId, seq })}`,
    ),

  /** Swaps a vehicle on rent for another unit; 409 when that unit is not free or the vehicle was swapped already. */
  swap: (code: string, request: SwapRequest) =>
    adminRequest<Handover>(`/counter/${encodeURIComponent(code)}/swap`, { body: request }),

  /** A photo of a booked vehicle, out or in (multipart, with upload progress). */
  photoUploader:
    (code: string, query: PhotoQuery): Uploader<HandoverPhoto> =>
    (file, onProgress, signal) =>
      uploadFile<HandoverPhoto>(
        `/api/admin/counter/${encodeURIComponent(code)}/photos${queryString(query)}`,
        file,
        onProgress,
        signal,
      ),

  /** Removes a photo, only until its side (out or in) is recorded (409 after). */
  removePhoto: (code: string, photoId: string) =>
    adminRequest<void>(`/counter/${encodeURIComponent(code)}/photos/${encodeURIComponent(photoId)}`, {
      method: 'DELETE',
    }),

  /** A location's units and what holds them (the fleet calendar), `days` days from `from`. */
  calendar: (params: Params) => adminRequest<Calendar>(`/calendar${queryString(params)}`),

  /** Gives a booked vehicle a unit (409 naming what is in the way); `null` takes its unit away. */
  moveUnit: (code: string, classId: string, seq: number, unitId: string | null) => {
    const path = `/assignments/${encodeURIComponent(code)}/${encodeURIComponent(classId)}/${seq}`;
    return unitId === null
      ? adminRequest<ReservationUnits>(path, { method: 'DELETE' })
      : adminRequest<ReservationUnits>(path, { method: 'PUT', body: { unitId } });
  },
};
