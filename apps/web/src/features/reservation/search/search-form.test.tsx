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

describe('SearchForm, returning to a different location (decision 028)', () => {
  function renderOneWay(initial = { ...defaultTripDraft(), pickupLocationId: 'baltimore' }) {
    const drafts: string[] = [];
    render(
      <SearchForm
        initial={initial}
        initialZone="America/New_York"
        onSearched={() => {}}
        onDraft={(values) => drafts.push(values.returnLocationId)}
      />,
    );
    return drafts;
  }

  it('reveals the return location when the box is ticked, without the pickup location among them', async () => {
    const user = userEvent.setup();
    const drafts = renderOneWay();
    expect(screen.queryByLabelText('Return location')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Return to a different location' }));
    const select = screen.getByLabelText<HTMLSelectElement>('Return location');
    const options = [...select.options].map((o) => o.text);
    expect(options).toContain('Chicago West Loop');
    expect(options).not.toContain('Baltimore Harbor');
    await user.selectOptions(select, 'chicago');
    expect(drafts.at(-1)).toBe('chicago');
    // The return location's own address, hours and timezone show beside the pickup location's.
    expect(screen.getByRole('region', { name: 'Chicago West Loop' })).toBeTruthy();
    expect(screen.getByText(/The return time is local to the return location \(Central/)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Return to a different location' }));
    expect(screen.queryByLabelText('Return location')).toBeNull();
    expect(drafts.at(-1)).toBe('');
  });

  it('starts ticked with the return location the flow kept (a reload)', () => {
    renderOneWay({ ...defaultTripDraft(), pickupLocationId: 'baltimore', returnLocationId: 'chicago' });
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Return to a different location' }).checked,
    ).toBe(true);
    expect(screen.getByLabelText<HTMLSelectElement>('Return location').value).toBe('chicago');
  });

  it('asks for the return location when the box is ticked and none is chosen', async () => {
    const user = userEvent.setup();
    renderOneWay();
    await user.click(screen.getByRole('checkbox', { name: 'Return to a different location' }));
    await user.click(screen.getByRole('button', { name: 'Show available vehicles' }));
    expect(
      (await screen.findAllByText(/Choose the location you return the vehicles to/)).length,
    ).toBeGreaterThan(0);
    // Unticked, it is a round trip again: the message goes.
    await user.click(screen.getByRole('checkbox', { name: 'Return to a different location' }));
    expect(screen.queryByText(/Choose the location you return the vehicles to/)).toBeNull();
  });
});
