/** Labels of the fleet tables (why-us, audience and vehicle pages), around their content (STYLE "UI text lives in content files"). */
export const fleetTableLabels = {
  vehicle: 'Vehicle',
  seats: 'Seats',
  luggage: 'Suitcases',
  minAge: 'Minimum age',
  license: 'License',
  cdl: 'CDL with passenger endorsement',
  regular: 'Regular license',
} as const;
