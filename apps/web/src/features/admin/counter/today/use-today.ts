import type { HandoverKind } from '@convoy/domain/contracts/counter.schema';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { todayIn } from '../../../../lib/format';
import { adminApi } from '../../shell/api/admin-api';
import { useShellScope } from '../../shell/components/use-shell-scope';
import { counterApi } from '../api/counter-api';

/** A minute: the counter's list keeps up with bookings, payments and assignments made elsewhere. */
const refreshMs = 60_000;

/**
 * The location and day the Today view shows: the back office's own, chosen in
 * its top bar and kept in the URL (decision 041; a tablet at the counter
 * reopens on its location): the first location and today at it unless
 * chosen; and the day's list, read again every minute and when the window
 * regains focus. A check-out or check-in opened from a row is named in the URL
 * too (`checkOut=` or `checkIn=` and the booking's code).
 */
export function useToday() {
  const [search] = useSearchParams();
  const scope = useShellScope();
  const locations = useQuery({ queryKey: ['locations'], queryFn: adminApi.locations });
  const all = locations.data?.locations ?? [];
  const location = all.find((l) => l.id === scope.location) ?? all[0];
  const date = scope.day || (location ? todayIn(location.timezone) : '');
  const today = useQuery({
    queryKey: ['admin', 'today', location?.id, date],
    queryFn: () => counterApi.today({ locationId: location?.id ?? '', date }),
    enabled: Boolean(location),
    refetchInterval: refreshMs,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
  const choose = (changes: { date: string }) => scope.choose({ day: changes.date });
  const checkOut = search.get('checkOut');
  const checkIn = search.get('checkIn');
  const handover = checkOut
    ? { side: 'out' as const, code: checkOut }
    : checkIn
      ? { side: 'in' as const, code: checkIn }
      : null;
  /** Where a row's check-out or check-in opens (nothing: the day's lists again). */
  const handoverHref = (open?: { side: HandoverKind; code: string }) => {
    const next = new URLSearchParams(search);
    next.delete('checkOut');
    next.delete('checkIn');
    if (open) next.set(open.side === 'out' ? 'checkOut' : 'checkIn', open.code);
    return `/admin?${next}`;
  };
  return {
    locations: all,
    locationsError: locations.error,
    location,
    date,
    today,
    choose,
    handover,
    handoverHref,
  };
}
