import type { AdminReservationRow } from '@convoy/domain/contracts/admin-lists.schema';
import { attributionCsvColumns, type CsvColumn, dollars, nameColumn } from '../back-office/csv.ts';

/** The columns of the bookings export: what the list shows, attribution spelled out. */
export const reservationCsvColumns: CsvColumn<AdminReservationRow>[] = [
  { header: 'Code', value: (r) => r.code },
  { header: 'Status', value: (r) => r.status },
  { header: 'Booked at (UTC)', value: (r) => r.createdAt },
  { header: 'Location', value: (r) => r.locationName },
  { header: 'Vehicle', value: (r) => r.vehicleName },
  { header: 'Quantity', value: (r) => r.quantity },
  { header: 'Pickup date', value: (r) => r.pickupDate },
  { header: 'Pickup time', value: (r) => r.pickupTime },
  { header: 'Return date', value: (r) => r.returnDate },
  { header: 'Return time', value: (r) => r.returnTime },
  nameColumn('Renter', (r) => r.renterName),
  { header: 'E-mail', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Vehicles (USD)', value: (r) => dollars(r.subtotalCents) },
  { header: 'Total with taxes and fees (USD)', value: (r) => dollars(r.totalCents) },
  ...attributionCsvColumns<AdminReservationRow>(),
];
