import { fleetSeed } from '@convoy/domain/content/fleet';
import type { ClassChargesEntry } from '@convoy/domain/contracts/rental-charges';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { depositNote, mileageNote, RateCards } from './rates';

const van = fleetSeed.find((v) => v.id === '15-passenger-van')!;
const stored: ClassChargesEntry = {
  classId: van.id,
  depositCents: 50_000,
  youngRenterPerDayCents: 0,
  mileageAllowancePerDay: 150,
  excessMileCents: 35,
};
const labels = { daily: 'per day', weekly: 'per week', monthly: 'per month' };

describe('what the rates include', () => {
  it('states the stored daily allowance and the charge per mile over it', () => {
    expect(mileageNote(stored)).toBe(
      '150 miles per rental day included on daily and weekly rentals, 2,500 a month on monthly rentals; extra miles $0.35 each.',
    );
    expect(mileageNote({ ...stored, mileageAllowancePerDay: 1_000, excessMileCents: 50 })).toContain(
      '1,000 miles per rental day included',
    );
  });

  it('says unlimited when the class has no daily allowance, the per-mile charge still applying to monthly rentals', () => {
    expect(mileageNote({ ...stored, mileageAllowancePerDay: null })).toBe(
      'Unlimited miles on daily and weekly rentals; monthly rentals include 2,500 miles a month, then $0.35 a mile.',
    );
  });

  it('states the deposit held for the class, and none when it holds none', () => {
    expect(depositNote({ ...stored, depositCents: 65_000 })).toBe(
      ' A refundable deposit of $650 per vehicle is held at pickup.',
    );
    expect(depositNote({ ...stored, depositCents: 0 })).toBe('');
  });

  it('shows them under the rate cards', () => {
    render(
      <RateCards
        vehicle={van}
        charges={{ ...stored, mileageAllowancePerDay: null, depositCents: 65_000 }}
        labels={labels}
      />,
    );
    const note = screen.getByText(/^Unlimited miles on daily and weekly rentals/);
    expect(note.textContent).toContain('A refundable deposit of $650 per vehicle is held at pickup.');
  });
});
