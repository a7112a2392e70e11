import { defaultTripDraft, type TripDraft } from '@convoy/domain/contracts/trip-draft';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/stub-api';
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

describe('SearchForm, delivery and collection (decision 030)', () => {
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const trip = {
    ...defaultTripDraft(),
    pickupLocationId: 'baltimore',
    pickupDate: inDays(30),
    returnDate: inDays(33),
    renterAge: 30,
  };
  afterEach(() => vi.unstubAllGlobals());

  function renderRoad(initial: TripDraft = trip) {
    const drafts: Pick<TripDraft, 'delivery' | 'collection'>[] = [];
    const searched = vi.fn();
    render(
      <SearchForm
        initial={initial}
        initialZone="America/New_York"
        onSearched={searched}
        onDraft={(_values, road) => drafts.push(road)}
      />,
    );
    return { drafts, searched };
  }

  async function fillDelivery(user: ReturnType<typeof userEvent.setup>, zip: string) {
    await user.click(screen.getByRole('checkbox', { name: 'Deliver the vehicles to an address' }));
    const address = screen.getByRole('group', { name: 'Delivery address' });
    await user.type(within(address).getByLabelText('Street address'), '400 Key Highway');
    await user.type(within(address).getByLabelText(/Apt\/suite/), 'Gate 2');
    await user.type(within(address).getByLabelText('City'), 'Baltimore');
    await user.selectOptions(within(address).getByLabelText('State'), 'MD');
    await user.type(within(address).getByLabelText('ZIP code'), zip);
  }

  it('reveals the address when delivery is ticked and keeps it in the flow’s draft', async () => {
    const user = userEvent.setup();
    const { drafts } = renderRoad();
    expect(screen.queryByLabelText('Street address')).toBeNull();
    await fillDelivery(user, '21230');
    await user.type(screen.getByLabelText(/Instructions for the driver/), 'Ring the bell.');
    expect(drafts.at(-1)).toEqual({
      delivery: {
        address: {
          line1: '400 Key Highway',
          line2: 'Gate 2',
          city: 'Baltimore',
          region: 'MD',
          postalCode: '21230',
        },
        instructions: 'Ring the bell.',
      },
      collection: null,
    });
    await user.click(screen.getByRole('checkbox', { name: 'Deliver the vehicles to an address' }));
    expect(screen.queryByLabelText('Street address')).toBeNull();
    expect(drafts.at(-1)?.delivery).toBeNull();
  });

  it('collects from the same address unless the box is unticked, which shows the collection’s own', async () => {
    const user = userEvent.setup();
    const { drafts } = renderRoad();
    await fillDelivery(user, '21230');
    await user.click(screen.getByRole('checkbox', { name: 'Collect them from an address' }));
    const same = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Collect from the same address' });
    expect(same.checked).toBe(true);
    expect(screen.queryByRole('group', { name: 'Collection address' })).toBeNull();
    expect(drafts.at(-1)?.collection).toEqual({ address: null, instructions: '' });
    await user.click(same);
    const own = screen.getByRole('group', { name: 'Collection address' });
    await user.type(within(own).getByLabelText('ZIP code'), '21201');
    expect(drafts.at(-1)?.collection?.address?.postalCode).toBe('21201');
  });

  it('asks for the address’s missing parts beside their fields before searching', async () => {
    const user = userEvent.setup();
    const calls = stubApi({});
    renderRoad();
    await user.click(screen.getByRole('checkbox', { name: 'Deliver the vehicles to an address' }));
    await user.type(screen.getByLabelText('ZIP code'), '2123');
    await user.click(screen.getByRole('button', { name: 'Show available vehicles' }));
    await waitFor(() => expect(screen.getByLabelText('ZIP code').getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(screen.getByLabelText('ZIP code'))).toContain('Enter a ZIP code like 30303');
    expect(describedText(screen.getByLabelText('Street address'))).toContain('Enter the street address.');
    expect(calls.some((c) => c.url === '/api/availability')).toBe(false);
  });

  it('sends the address in the search’s body and shows the API’s outside_delivery_area on the ZIP code', async () => {
    const user = userEvent.setup();
    const reason =
      'We do not deliver to ZIP code 21401: it is outside our delivery area. Choose an address in the area, or come to the counter.';
    const calls = stubApi({
      '/api/availability': () =>
        json(422, {
          error: {
            code: 'outside_delivery_area',
            message: reason,
            fields: { 'delivery.address.postalCode': reason },
          },
        }),
    });
    const { searched } = renderRoad();
    await fillDelivery(user, '21401');
    await user.click(screen.getByRole('checkbox', { name: 'Collect them from an address' }));
    await user.click(screen.getByRole('button', { name: 'Show available vehicles' }));
    const zip = screen.getByLabelText('ZIP code');
    await waitFor(() => expect(describedText(zip)).toContain(reason));
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(searched).not.toHaveBeenCalled();
    const sent = calls.find((c) => c.url === '/api/availability');
    const body = JSON.parse(String(sent?.init?.body));
    expect(body.delivery).toEqual({
      address: {
        line1: '400 Key Highway',
        line2: 'Gate 2',
        city: 'Baltimore',
        region: 'MD',
        postalCode: '21401',
      },
    });
    expect(body.collection).toEqual({});
    expect(sent?.url).not.toContain('Key');
    // Typing a new ZIP code takes the API's message away.
    await user.clear(zip);
    await user.type(zip, '21230');
    expect(describedText(zip)).not.toContain(reason);
  });

  it('says where the pickup location delivers, and where the return location collects, before the search', async () => {
    const user = userEvent.setup();
    const area = (from: string, to: string) => ({
      label: 'City',
      postalCodes: [{ from, to }],
      deliveryFeeCents: 4_500,
      collectionFeeCents: 4_500,
    });
    stubApi({
      '/api/locations/baltimore/reach': () =>
        json(200, {
          oneWayDestinations: [],
          deliveryAreas: [area('21201', '21231'), area('21250', '21250')],
        }),
      '/api/locations/chicago/reach': () => json(200, { oneWayDestinations: [], deliveryAreas: [] }),
    });
    renderRoad({ ...trip, returnLocationId: 'chicago' });
    await user.click(screen.getByRole('checkbox', { name: 'Deliver the vehicles to an address' }));
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('ZIP code'))).toContain(
        'Baltimore Harbor delivers within ZIP codes 21201 to 21231, 21250.',
      ),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Collect them from an address' }));
    const same = screen.getByRole('checkbox', { name: 'Collect from the same address' });
    await waitFor(() =>
      expect(describedText(same)).toContain(
        'Chicago West Loop does not collect: the vehicles are returned at the counter.',
      ),
    );
  });
});

/** The words of a control's hint and message (aria-describedby). */
function describedText(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
