/** Words of the reports area: campaigns, site health, the e-mail outbox (STYLE "UI text lives in content files"). */
export const reportsCopy = {
  campaigns: {
    heading: 'Bookings and enquiries by campaign',
    model: 'Credit to',
    firstTouch: 'First touch',
    lastNonDirect: 'Last non-direct visit',
    chartTitle: 'Booked value by source / medium / campaign',
    empty: 'No bookings, quotes or leads in this period.',
  },
  health: {
    traffic: 'Page views per day',
    pages: 'Pages',
    vitals: 'Web Vitals at the 75th percentile',
    device: 'Device',
    allDevices: 'All devices',
    empty: 'No page views collected in this period.',
    samples: (n: number) => `${n} ${n === 1 ? 'sample' : 'samples'}`,
    pageChart: 'Daily views of the busiest pages',
  },
  emails: {
    retry: 'Retry',
    retrying: 'Retrying…',
    retried: 'The e-mail is queued to be sent again.',
    allStatuses: 'All statuses',
  },
  texts: {
    heading: 'Text messages',
    noNumber: 'a number not shown',
    kinds: { pickup_reminder: 'Reminder before pickup', pickup_day_reminder: 'Pickup tomorrow' },
  },
} as const;
