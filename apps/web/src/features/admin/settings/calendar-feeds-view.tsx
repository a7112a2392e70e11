import { useQuery } from '@tanstack/react-query';
import { errorSentence } from '../../../lib/api-client';
import { adminCopy } from '../shell/admin-copy';
import { adminApi } from '../shell/api/admin-api';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { CalendarFeedPanel } from '../shell/components/calendar-feed-panel';
import { calendarFeedsCopy as copy } from './calendar-feeds-copy';

/**
 * Each location's calendar feed (decision 039), in the settings area: its
 * pickups and returns as a URL a calendar app subscribes to; owners issue and
 * revoke it, managers read it. An organisation's feed is on its page.
 */
export function CalendarFeedsView() {
  const may = useStaffAccess('settings');
  const locations = useQuery({ queryKey: ['locations'], queryFn: adminApi.locations });
  return (
    <section aria-labelledby="calendar-feeds-heading" className="space-y-8">
      <div>
        <h2 id="calendar-feeds-heading" className="font-bold text-slate-900 text-xl">
          {adminCopy.views['calendar-feeds']}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">{copy.lead}</p>
      </div>
      {locations.error ? <p className="text-red-800">{errorSentence(locations.error)}</p> : null}
      {locations.isPending ? <p className="text-slate-600">{adminCopy.table.loading}</p> : null}
      <ul className="grid gap-6 lg:grid-cols-2">
        {locations.data?.locations.map((l) => (
          <li key={l.id}>
            <section
              aria-labelledby={`calendar-feed-${l.id}`}
              className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h3 id={`calendar-feed-${l.id}`} className="font-bold text-lg text-slate-900">
                {copy.title(l.name)}
              </h3>
              <CalendarFeedPanel
                owner={{ scope: 'locations', key: l.id }}
                label={l.name}
                change={may.change}
              />
            </section>
          </li>
        ))}
      </ul>
    </section>
  );
}
