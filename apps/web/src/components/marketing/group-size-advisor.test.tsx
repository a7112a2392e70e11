import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { flowStore } from '../../lib/flow/use-flow';
import { GroupSizeAdvisor } from './group-size-advisor';

afterEach(() => flowStore().reset());

function renderAdvisor() {
  render(
    <MemoryRouter>
      <GroupSizeAdvisor />
    </MemoryRouter>,
  );
  return {
    people: screen.getByLabelText('People traveling, drivers included'),
    suitcases: screen.getByLabelText('Full-size suitcases (optional)'),
    cards: () => screen.getAllByRole('listitem').filter((li) => li.querySelector('ul')),
  };
}

describe('GroupSizeAdvisor', () => {
  it('starts empty and asks for the group, then answers what is typed', async () => {
    const user = userEvent.setup();
    const { people, suitcases, cards } = renderAdvisor();
    expect(people).toHaveProperty('value', '');
    expect(
      screen.getByText('Enter how many people are traveling to see the vehicles that fit.'),
    ).toBeTruthy();
    await user.type(people, '28');
    await user.type(suitcases, '20');
    expect(people).toHaveProperty('value', '28');
    const [fewest, withoutCdl] = cards();
    expect(fewest!.textContent).toContain('Fewest vehicles');
    expect(fewest!.textContent).toContain('1 × 33 Passenger Bus');
    expect(fewest!.textContent).toContain('Room for 28 full-size suitcases');
    expect(withoutCdl!.textContent).toContain('No CDL needed');
    expect(withoutCdl!.textContent).toContain('2 × 15 Passenger Comfort Bus');
    expect(withoutCdl!.textContent).toContain('Fits all 28 people and all 20 suitcases');
    expect(
      within(withoutCdl!)
        .getByRole('link', { name: 'Check availability for 2 × 15 Passenger Comfort Bus' })
        .getAttribute('href'),
    ).toBe('/?vehicleType=bus&passengers=28&luggage=20&convoy=15-passenger-comfort-bus%3A2#reserve');
    expect(
      within(fewest!)
        .getByRole('link', { name: 'Request a quote for 1 × 33 Passenger Bus' })
        .getAttribute('href'),
    ).toBe('/quote?vehicleType=bus&passengers=28');
    expect(screen.queryByText(/Best fit/)).toBeNull();
  });

  it('never offers a convoy short of room for the suitcases', async () => {
    const user = userEvent.setup();
    const { people, suitcases, cards } = renderAdvisor();
    await user.type(people, '15');
    await user.type(suitcases, '60');
    for (const card of cards()) {
      const room = Number(/Room for (\d+) full-size suitcases/.exec(card.textContent ?? '')![1]);
      expect(room).toBeGreaterThanOrEqual(60);
    }
    expect(cards()[0]!.textContent).toContain('Cargo Van');
  });

  it('shares the group with the trip search through the flow', async () => {
    const user = userEvent.setup();
    const { people, suitcases } = renderAdvisor();
    await user.type(people, '28');
    await user.type(suitcases, '20');
    expect(flowStore().getState().form).toMatchObject({ passengers: 28, luggage: 20 });
    act(() => flowStore().updateForm({ passengers: 31, luggage: null }));
    expect(people).toHaveProperty('value', '31');
    expect(suitcases).toHaveProperty('value', '');
    await user.type(suitcases, 'x');
    expect(screen.getByText('Enter the suitcases as a whole number, or leave the field empty.')).toBeTruthy();
    await user.clear(suitcases);
    await user.clear(people);
    await user.type(people, '0');
    expect(screen.getByText(/Enter a number of people from 1 to 150/)).toBeTruthy();
  });
});
