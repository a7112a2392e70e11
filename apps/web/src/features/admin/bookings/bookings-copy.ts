/** Words of the bookings area: one booking, its vehicles' units (STYLE "UI text lives in content files"). */
export const bookingsCopy = {
  /** The renter's customer record and pinned notes (decision 043). */
  customer: { pinnedNote: 'Pinned note', record: 'Customer record' },
  booking: {
    view: 'View',
    cancel: 'Cancel booking',
    cancelTitle: (code: string) => `Cancel booking ${code}?`,
    cancelBody:
      'The renter and the staff are e-mailed, and the vehicles become available again. This cannot be undone.',
    keep: 'Keep it',
    confirmCancel: 'Cancel booking',
    cancelling: 'Cancelling…',
    cancelled: (code: string) => `Booking ${code} was cancelled and the renter e-mailed.`,
    emails: 'E-mails about this booking',
    attribution: 'Where the renter came from',
    price: 'Price',
    cancellationFee: 'Cancellation fee',
    // SPEC Part B §14: a change never lowers what cancelling costs; a manager may waive that for one booking.
    feeFloor: 'Cancelling costs at least',
    feeFloorWhy: 'What cancelling cost just before the booking was last changed.',
    feeFloorWaived: (by: string, at: string) =>
      `Waived by ${by}, ${at}: the cancellation policy alone applies.`,
    waiveFloor: 'Waive the minimum cancellation fee',
    waiveFloorTitle: (code: string) => `Waive the minimum cancellation fee of ${code}?`,
    waiveFloorBody:
      'Cancelling this booking will then cost what the cancellation policy says for the notice given. It is recorded in the audit log under your name.',
    waiving: 'Waiving…',
    waived: (code: string) => `The minimum cancellation fee of ${code} is waived.`,
    drivers: 'Drivers',
    noDrivers: 'No driver named yet.',
    driversNeeded: (n: number) =>
      `${n} ${n === 1 ? 'vehicle still needs' : 'vehicles still need'} a named driver.`,
    showLicences: 'Show licence numbers',
    hideLicences: 'Hide licence numbers',
    licenceErased: 'erased after the retention period',
    born: 'born',
    licencePending: 'licence to come from the driver',
    change: 'Change booking',
    closeChange: 'Close the change form',
  },
  vehicles: {
    title: 'Vehicles',
    lead: 'Choose the unit each booked vehicle gets. Only the units of its class at the pickup location are listed.',
    unit: (className: string, seq: number) => `Unit for ${className} ${seq}`,
    none: 'Choose a unit',
    unassign: 'Unassign',
    unassignFor: (className: string, seq: number) => `Unassign the unit of ${className} ${seq}`,
    unassigned: 'Unassigned',
    saving: 'Saving…',
    byStaff: (who: string) => (who === 'auto' ? 'Chosen automatically' : `Chosen by ${who}`),
    assigned: (fleetNumber: string) => `${fleetNumber} assigned.`,
    removed: 'Unit removed.',
    noUnits: 'No active unit of this class at this location.',
  },
  /** A booking held by the do-not-rent list (decision 021), and a manager's override of it. */
  review: {
    heading: 'Do-not-rent review',
    held: 'Held for review: the renter or a driver of this booking matches the do-not-rent list. Adding drivers, the drivers’ pre-arrival steps and check-out are refused until a manager lets it go ahead.',
    formLabel: (code: string) => `Let ${code} go ahead`,
    lead: 'Only this booking: the entry stays on the list for any other.',
    reason: 'Why it may go ahead',
    reasonHint: 'For staff only: never shown to the renter or written to the audit log.',
    submit: 'Let this booking go ahead',
    pending: 'Recording…',
    overridden: (by: string | null, at: string) =>
      `Let through after review by ${by ?? 'a removed account'} on ${at}.`,
    reasonWas: (reason: string | null) => `Reason: ${reason ?? 'not recorded'}`,
    done: (code: string) => `${code} may go ahead.`,
  },
} as const;
