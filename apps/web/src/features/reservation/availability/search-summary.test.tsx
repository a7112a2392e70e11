import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultFlowState } from '../../../lib/flow/flow-state';
import { SearchSummary } from './search-summary';

const form = {
  ...defaultFlowState().form,
  pickupLocationId: 'baltimore',
  pickupDate: '2030-07-04',
  pickupTime: '10:00',
  returnDate: '2030-07-06',
  returnTime: '09:00',
  renterAge: 30,
  passengers: 12,
  luggage: 8,
};

describe('the trip the results answer', () => {
  it('says it in one line for a phone (place, dates, people, suitcases), its fields behind Change search', () => {
    render(
      <SearchSummary
        form={form}
        zone="America/New_York"
        locationName="Baltimore Harbor"
        returnsAt={undefined}
        onSearched={() => {}}
      />,
    );
    const trip = screen.getByRole('region', { name: 'Your trip' });
    expect(
      within(trip).getByText(
        'Baltimore Harbor · Thu, Jul 4, 2030 at 10:00 AM to Sat, Jul 6, 2030 at 9:00 AM · 12 people · 8 suitcases',
      ),
    ).toBeTruthy();
    const change = within(trip).getByRole('button', { name: 'Change search' });
    expect(change.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(change);
    expect(within(trip).getByRole('button', { name: 'Keep this search' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('names a one-way trip by its two ends, on a phone and on a wide screen', () => {
    render(
      <SearchSummary
        form={{ ...form, returnLocationId: 'chicago' }}
        zone="America/New_York"
        locationName="Baltimore Harbor"
        returnLocationName="Chicago West Loop"
        returnsAt={undefined}
        onSearched={() => {}}
      />,
    );
    const trip = screen.getByRole('region', { name: 'Your trip' });
    expect(within(trip).getByText(/^Baltimore Harbor → Chicago West Loop · Thu, Jul 4, 2030/)).toBeTruthy();
    const wide = within(trip).getByText('One-way trip').parentElement;
    expect(wide?.textContent).toBe('One-way tripBaltimore Harbor → Chicago West Loop');
  });
});
