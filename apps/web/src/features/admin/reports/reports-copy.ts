/** Words of the reports area: campaigns, site health, the e-mail outbox (STYLE "UI text lives in content files"). */
export const reportsCopy = {
  business: {
    heading: 'Reports',
    choose: 'Report',
    groupBy: 'Group by',
    download: 'Download CSV',
    empty: 'Nothing to report in this period.',
    reports: {
      utilisation: 'Utilisation',
      revenue: 'Revenue',
      'lead-time': 'Booking lead time',
      cancellations: 'Cancellations',
    },
    groupings: {
      class: 'Vehicle class',
      location: 'Location',
      week: 'Week',
      audience: 'Audience',
      campaign: 'Campaign',
    },
    utilisationNote:
      'Vehicle-days on rent divided by vehicle-days available: units in the fleet, less maintenance, in each location’s time.',
    revenueNote: 'Invoiced in the period before tax; deposits are not invoiced and not counted.',
    leadTimeNote: 'Bookings made in the period, by how long before pickup.',
    cancellationsNote: 'Bookings cancelled in the period and the fees they were charged.',
  },
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
