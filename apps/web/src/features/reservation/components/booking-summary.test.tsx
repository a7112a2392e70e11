import { locationSeed } from '@convoy/domain/content/locations';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testReservation } from '../../../test/reservation-fixtures';
import { BookingSummary, reservationFacts } from './booking-summary';

const baltimore = locationSeed.find((l) => l.id === 'baltimore');

describe('the booking summary of a one-way trip (decision 028)', () => {
  it('names the return location in words, with its address', () => {
    const reservation = testReservation({ pickupLocationId: 'baltimore', returnLocationId: 'chicago' });
    render(
      <BookingSummary location={baltimore} locations={locationSeed} facts={reservationFacts(reservation)} />,
    );
    const place = screen.getByText('Return location').nextElementSibling;
    expect(place?.textContent).toMatch(/^Chicago West Loop, .+, Chicago$/);
  });

  it('says nothing of a return location for a round trip', () => {
    const reservation = testReservation({ pickupLocationId: 'baltimore', returnLocationId: 'baltimore' });
    render(
      <BookingSummary location={baltimore} locations={locationSeed} facts={reservationFacts(reservation)} />,
    );
    expect(screen.queryByText('Return location')).toBeNull();
  });
});
