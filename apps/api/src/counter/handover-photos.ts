import { randomUUID } from 'node:crypto';
import type { HandoverKind, HandoverPhoto, PhotoQuery } from '@convoy/domain/contracts/counter.schema';
import { toIsoWithOffset } from '@convoy/domain/rules/time';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { evidencePhoto } from '../media/image-pipeline.ts';
import { acceptedImageType } from '../media/upload.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import type { StoredHandover } from './handover.repository.ts';
import { currentLeg } from './legs.ts';

/** Photos of one vehicle on one side (out or in): a walk-around is a dozen at most. */
export const photosPerSideMax = 24;

const noPhoto = () => new ApiError(404, 'not_found', 'No such photo of this booking.');

export const photoUrl = (code: string, id: string) => `/api/admin/counter/${code}/photos/${id}`;

/**
 * Photos of each booked vehicle as it goes out and comes back (decision 015): the
 * tablet's camera through a file input, through the image pipeline (upright,
 * at most 1600 px, one JPEG, no metadata), kept in the database and shown to
 * staff only. A photo is evidence: it may be removed only until its side is
 * recorded (a mistaken shot before the check-out or check-in is saved).
 */
export class HandoverPhotoService {
  readonly #repos: Repositories;
  readonly #now: () => number;
  /** One photo encoded at a time: a tablet sends a dozen at once, and this machine has two cores. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(deps: { db: Executor; repositories: RepositoryFactory; now: () => number }) {
    this.#repos = deps.repositories(deps.db);
    this.#now = deps.now;
  }

  async add(code: string, where: PhotoQuery, file: { data: Buffer; name: string }, by: string) {
    const r = await this.#reservation(code);
    const slots = await this.#repos.assignments.bookedSlots({
      reservationId: r.id,
      from: 0,
      to: Number.MAX_SAFE_INTEGER,
    });
    if (!slots.some((s) => s.classId === where.classId && s.seq === where.seq)) {
      throw new ApiError(404, 'not_found', `${code} has no such booked vehicle.`);
    }
    const leg = photoLeg(await this.#repos.handovers.forReservation(r.id), where);
    const taken = await this.#repos.handoverPhotos.count({ reservationId: r.id, ...where, leg });
    if (taken >= photosPerSideMax) {
      throw new ApiError(409, 'too_many_photos', `Keep to ${photosPerSideMax} photos of a vehicle each way.`);
    }
    const type = acceptedImageType(file.data, file.name);
    const job = this.#queue.then(() => evidencePhoto(file.data, type, file.name));
    this.#queue = job.catch(() => undefined);
    const image = await job;
    const row = {
      id: randomUUID(),
      reservation_id: r.id,
      class_id: where.classId,
      seq: where.seq,
      leg,
      kind: where.kind,
      content_type: 'image/jpeg',
      width: image.width,
      height: image.height,
      bytes: image.data,
      taken_at: this.#now(),
      taken_by: by,
    };
    await this.#repos.handoverPhotos.insert(row);
    return toPhoto(code, r.timezone, row);
  }

  /** Removes a photo whose side is not recorded yet; 409 once it is evidence. */
  async remove(code: string, photoId: string): Promise<void> {
    const r = await this.#reservation(code);
    const photos = this.#repos.handoverPhotos;
    const photo = await photos.sideOf(r.id, photoId);
    if (!photo) throw noPhoto();
    if (await this.#repos.handovers.isRecorded(photo)) {
      throw new ApiError(
        409,
        'photo_kept',
        `This photo belongs to a recorded ${photo.kind === 'out' ? 'check-out' : 'check-in'}: it is kept as evidence.`,
      );
    }
    await photos.remove(photoId);
  }

  /** The photo's bytes, for staff. */
  async file(code: string, photoId: string): Promise<{ bytes: Buffer; contentType: string }> {
    const found = await this.#repos.handoverPhotos.file(code, photoId);
    if (!found) throw noPhoto();
    return found;
  }

  async #reservation(code: string): Promise<StoredReservation> {
    const r = await this.#repos.reservations.findByCode(code);
    if (!r) throw new ApiError(404, 'not_found', 'No reservation has that code.');
    return r;
  }
}

/**
 * The leg a new photo of that side belongs to (decision 035): the vehicle's
 * current leg (0 before it goes out), or the one asked: while the vehicle is
 * out, a check-out photo may be the next leg's, a swap's replacement. A return
 * photo comes after the vehicle went out.
 */
function photoLeg(rows: readonly StoredHandover[], where: PhotoQuery): number {
  const leg = currentLeg(rows, where.classId, where.seq);
  if (!leg && where.kind === 'in') {
    throw new ApiError(409, 'not_checked_out', 'Photos of the return come after the vehicle has gone out.');
  }
  const now = leg?.leg ?? 0;
  const swapping = where.kind === 'out' && leg !== undefined && leg.in === undefined;
  if (where.leg === undefined || where.leg === now) return now;
  if (swapping && where.leg === now + 1) return where.leg;
  throw new ApiError(
    409,
    'not_checked_out',
    'Photos are of the vehicle’s current unit, or of a swap’s replacement.',
  );
}

/** A reservation's photos, oldest first, without their bytes. */
export async function photosOf(repos: Repositories, r: StoredReservation): Promise<HandoverPhoto[]> {
  const rows = await repos.handoverPhotos.forReservation(r.id);
  return rows.map((row) => toPhoto(r.code, r.timezone, row));
}

function toPhoto(
  code: string,
  zone: string,
  row: {
    id: string;
    class_id: string;
    seq: number;
    leg: number;
    kind: HandoverKind;
    width: number;
    height: number;
    taken_at: number;
    taken_by: string;
  },
): HandoverPhoto {
  return {
    id: row.id,
    classId: row.class_id,
    seq: Number(row.seq),
    leg: Number(row.leg),
    kind: row.kind,
    url: photoUrl(code, row.id),
    width: Number(row.width),
    height: Number(row.height),
    takenAt: toIsoWithOffset(Number(row.taken_at), zone),
    takenBy: row.taken_by,
  };
}
