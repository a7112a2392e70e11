import { locationSeed } from '@convoy/domain/content/locations';
import { defaultTripDraft } from '@convoy/domain/contracts/trip-draft';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testDeliveryAddress } from '../../../test/flow-fixtures';
import { testReservation } from '../../../test/reservation-fixtures';
import { BookingSummary, draftRoadFacts, reservationFacts, roadRows } from './booking-summary';

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

describe('the booking summary of a delivered and collected trip (decision 030)', () => {
  it('says where and when, by the area the reservation answers with, never the street', () => {
    const reservation = testReservation({
      pickupLocationId: 'baltimore',
      delivery: { at: '2030-07-15T10:00:00-04:00', area: 'Baltimore, MD 21230', travelMinutes: 45 },
      collection: { at: '2030-07-18T17:00:00-05:00', area: 'Chicago, IL 60607', travelMinutes: 45 },
    });
    render(<BookingSummary location={baltimore} facts={reservationFacts(reservation)} />);
    expect(screen.getByText('Delivery').nextElementSibling?.textContent).toBe(
      'Delivered to Baltimore, MD 21230 at 10:00 AM',
    );
    expect(screen.getByText('Collection').nextElementSibling?.textContent).toBe(
      'Collected from Chicago, IL 60607 at 5:00 PM',
    );
  });

  it('says nothing of either for a trip at the counter', () => {
    render(<BookingSummary location={baltimore} facts={reservationFacts(testReservation({}))} />);
    expect(screen.queryByText('Delivery')).toBeNull();
    expect(screen.queryByText('Collection')).toBeNull();
  });

  it('before booking, reads the flow’s draft: the collection from the delivery’s address at the return time', () => {
    const address = testDeliveryAddress;
    const facts = draftRoadFacts({
      ...defaultTripDraft(),
      pickupTime: '09:30',
      returnTime: '16:00',
      delivery: { address, instructions: 'Gate 2' },
      collection: { address: null, instructions: '' },
    });
    expect(roadRows(facts)).toEqual([
      ['Delivery', 'Delivered to Baltimore, MD 21230 at 9:30 AM'],
      ['Collection', 'Collected from Baltimore, MD 21230 at 4:00 PM'],
    ]);
    expect(JSON.stringify(facts)).not.toContain('Key Highway');
  });
});
