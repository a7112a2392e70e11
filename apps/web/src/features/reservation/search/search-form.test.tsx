import { defaultTripDraft } from '@convoy/domain/contracts/trip-draft';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SearchForm from './search-form';

const group = (passengers: number | null, luggage: number | null, vehicleType = 'all' as const) => ({
  passengers,
  luggage,
  vehicleType,
});

function renderForm(shared: ReturnType<typeof group>) {
  const initial = { ...defaultTripDraft(), ...shared };
  const view = render(
    <SearchForm initial={initial} initialZone="America/New_York" onSearched={() => {}} shared={shared} />,
  );
  return {
    people: () => screen.getByLabelText<HTMLInputElement>(/How many people are traveling/),
    suitcases: () => screen.getByLabelText<HTMLInputElement>(/How many suitcases/),
    type: () => screen.getByLabelText<HTMLSelectElement>('Vehicle type'),
    share: (next: { passengers: number | null; luggage: number | null; vehicleType: 'all' | 'bus' }) =>
      view.rerender(
        <SearchForm initial={initial} initialZone="America/New_York" onSearched={() => {}} shared={next} />,
      ),
  };
}

describe('SearchForm with a group shared by the page', () => {
  it('shows a group size, suitcases and type given elsewhere (the advisor, a link)', () => {
    const form = renderForm(group(null, null));
    expect(form.people().value).toBe('');
    form.share({ passengers: 28, luggage: 20, vehicleType: 'bus' });
    expect(form.people().value).toBe('28');
    expect(form.suitcases().value).toBe('20');
    expect(form.type().value).toBe('bus');
  });

  it('leaves what is typed here as typed while it reads as the shared count', async () => {
    const user = userEvent.setup();
    const form = renderForm(group(12, null));
    await user.clear(form.people());
    await user.type(form.people(), '012');
    form.share({ passengers: 12, luggage: null, vehicleType: 'all' });
    expect(form.people().value).toBe('012');
  });
});
