import type { Handover, HandoverPhoto } from '@convoy/domain/contracts/counter.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { counterApi } from '../api/counter-api';

/** The handover with each vehicle's photos changed. */
const withPhotos = (h: Handover, change: (v: HandoverVehicle) => HandoverPhoto[]): Handover => ({
  ...h,
  vehicles: h.vehicles.map((v) => ({ ...v, photos: change(v) })),
});

export const handoverKey = (code: string) => ['admin', 'handover', code] as const;

/** A booked vehicle of a handover. */
export type HandoverVehicle = Handover['vehicles'][number];

/**
 * A booking at the counter (GET /api/admin/counter/:code/handover), and the
 * changes the screens make to it without asking again: the answer of a
 * check-out or check-in, a photo uploaded or removed.
 */
export function useHandover(code: string) {
  const client = useQueryClient();
  const handover = useQuery({ queryKey: handoverKey(code), queryFn: () => counterApi.handover(code) });
  const key = handoverKey(code);
  const edit = useCallback(
    (change: (h: Handover) => Handover) =>
      client.setQueryData<Handover>(handoverKey(code), (h) => (h ? change(h) : h)),
    [client, code],
  );
  const addPhoto = useCallback(
    (photo: HandoverPhoto) =>
      edit((h) =>
        withPhotos(h, (v) =>
          v.classId === photo.classId && v.seq === photo.seq ? [...v.photos, photo] : v.photos,
        ),
      ),
    [edit],
  );
  const removePhoto = useCallback(
    (id: string) => edit((h) => withPhotos(h, (v) => v.photos.filter((p) => p.id !== id))),
    [edit],
  );
  const settle = (answer: Handover) => {
    client.setQueryData(key, answer);
    // The day's lists show what went out and came back.
    void client.invalidateQueries({ queryKey: ['admin', 'today'] });
  };
  return { handover, addPhoto, removePhoto, settle };
}

/** The name a vehicle goes by on the screens: "15 Passenger Van 1". */
export const vehicleName = (v: Pick<HandoverVehicle, 'className' | 'seq'>) => `${v.className} ${v.seq}`;
