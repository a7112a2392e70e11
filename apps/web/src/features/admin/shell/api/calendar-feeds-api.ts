import type { CalendarFeed, CalendarFeedAnswer } from '@convoy/domain/contracts/calendar-feed.schema';
import { adminRequest } from './admin-api';

/** What a calendar feed belongs to: an organisation by its code (money), a location by its id (settings). */
export type FeedOwner = { scope: 'organisations' | 'locations'; key: string };

const path = ({ scope, key }: FeedOwner) => `/calendar-feeds/${scope}/${encodeURIComponent(key)}`;

/** Calendar feeds under /api/admin/calendar-feeds (decision 039), shared by the money and settings areas. */
export const calendarFeedsApi = {
  current: (owner: FeedOwner) => adminRequest<CalendarFeedAnswer>(path(owner)),
  /** A new URL: the one before stops answering. */
  issue: (owner: FeedOwner) => adminRequest<CalendarFeed>(path(owner), { body: {} }),
  revoke: (owner: FeedOwner) => adminRequest<void>(path(owner), { method: 'DELETE' }),
};
