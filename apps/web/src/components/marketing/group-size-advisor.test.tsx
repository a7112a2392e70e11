import { fleetSeed } from '@convoy/domain/content/fleet';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { advise, GroupSizeAdvisor } from './group-size-advisor';

describe('advise', () => {
  it('fits every group from 1 to 150 people with seats for all', () => {
    for (let people = 1; people <= 150; people++) {
      const results = advise(people, 0, fleetSeed);
      expect(results.length, `${people}`).toBeGreaterThan(0);
      for (const { option } of results) expect(option.seats).toBeGreaterThanOrEqual(people);
    }
  });

  it('answers 40 people with one 44 passenger bus, or three 15 passenger vans without a CDL', () => {
    const [best, withoutCdl] = advise(40, 0, fleetSeed);
    expect(best).toMatchObject({
      kind: 'best',
      option: { classId: '44-passenger-bus', count: 1, licence: 'cdl' },
    });
    expect(withoutCdl).toMatchObject({
      kind: 'withoutCdl',
      option: { classId: '15-passenger-van', count: 3, licence: 'standard' },
    });
  });

  it('puts options with room for the luggage first', () => {
    const [best] = advise(15, 12, fleetSeed);
    expect(best!.luggageFits).toBe(true);
    expect(best!.option.count * best!.vehicle.luggage).toBeGreaterThanOrEqual(12);
  });
});

describe('GroupSizeAdvisor', () => {
  it('updates its advice as the visitor types, linking into the flow', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <GroupSizeAdvisor initialPassengers={12} />
      </MemoryRouter>,
    );
    const people = screen.getByLabelText('People traveling, drivers included');
    await user.clear(people);
    await user.type(people, '40');
    const cards = screen.getAllByRole('listitem').filter((li) => li.querySelector('p'));
    expect(cards[0]!.textContent).toContain('1 × 44 Passenger Bus');
    expect(
      within(cards[1]!)
        .getByRole('link', { name: /Check availability/ })
        .getAttribute('href'),
    ).toBe('/?vehicleType=van&passengers=40');
    await user.clear(people);
    await user.type(people, '0');
    expect(screen.getByText(/Enter a number of people from 1 to 150/)).toBeTruthy();
  });
});
