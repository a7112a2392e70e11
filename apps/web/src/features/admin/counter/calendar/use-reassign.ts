import type { Calendar } from '@convoy/domain/contracts/counter.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorSentence } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { counterApi } from '../api/counter-api';
import { counterCopy } from '../counter-copy';
import { barKey, type RentalBar } from './calendar-layout';

const copy = counterCopy.calendar;

export interface Move {
  bar: RentalBar;
  /** null: back to "Unassigned" (DELETE). */
  unitId: string | null;
  unitName: string;
}

/**
 * Moves a booked vehicle to a unit. The bar moves only once the server says
 * which unit it now has (no optimistic move: a refusal leaves it where it was);
 * every outcome is announced and a refusal also shown as a toast.
 */
export function useReassign(
  queryKey: readonly unknown[],
  announce: (message: string) => void,
  moved: (key: string) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bar, unitId }: Move) => counterApi.moveUnit(bar.code, bar.classId, bar.seq, unitId),
    onMutate: ({ bar, unitName }) => announce(copy.moving(bar.code, bar.seq, unitName)),
    onSuccess: (answer, { bar, unitName }) => {
      const vehicle = answer.vehicles.find((v) => v.classId === bar.classId && v.seq === bar.seq);
      const unitId = vehicle?.unit?.id ?? null;
      client.setQueryData<Calendar>(queryKey, (calendar) =>
        calendar
          ? {
              ...calendar,
              bars: calendar.bars.map((b) =>
                b.kind === 'rental' && barKey(b) === barKey(bar) ? { ...b, unitId } : b,
              ),
            }
          : calendar,
      );
      // Other bars may have moved with it (the server keeps units that still fit): read again on the next visit.
      void client.invalidateQueries({ queryKey, refetchType: 'none' });
      const message = copy.moved(bar.code, bar.seq, unitName);
      announce(message);
      toast.success(message);
      moved(barKey(bar));
    },
    onError: (error) => {
      const message = errorSentence(error);
      announce(message);
      toast.error(message);
    },
  });
}
