/** Words of the locations' calendar feeds (decision 039). */
export const calendarFeedsCopy = {
  lead: 'Each location’s pickups and returns as a calendar the counter can subscribe to (Google Calendar, Outlook, Apple Calendar). Changes show within five minutes. A revoked URL stops working at once.',
  title: (name: string) => `${name}: pickups and returns`,
} as const;
