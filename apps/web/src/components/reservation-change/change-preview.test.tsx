import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangePreview } from './change-preview';

const summary = {
  changes: ['Pickup: Mon 6 Jul 09:00 → Sat 5 Sep 09:00'],
  previousTotalCents: 180_571,
  totalCents: 180_571,
  differenceCents: 0,
  cancellationFeeFloorCents: 0,
};

describe('the change preview', () => {
  it('says what canceling costs at least once the change is made, when a change keeps a fee', () => {
    render(
      <ChangePreview
        summary={{ ...summary, cancellationFeeFloorCents: 90_286 }}
        pending={false}
        onConfirm={() => {}}
      />,
    );
    expect(screen.getByRole('region', { name: 'Your change' }).textContent).toContain(
      'Canceling after this change costs at least $902.86: what canceling before it would cost now.',
    );
  });

  it('lists each charge the change alters, before and after, in dollars', () => {
    const priceChanges = [
      { label: '15 Passenger Van', beforeCents: 111_600, afterCents: 167_400 },
      { label: 'Sales tax', beforeCents: 6_696, afterCents: 10_044 },
    ];
    render(
      <ChangePreview
        summary={{ ...summary, differenceCents: 59_148, priceChanges }}
        pending={false}
        onConfirm={() => {}}
      />,
    );
    const table = screen.getByRole('table', { name: 'What changes in the price' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ChargeBeforeAfter',
      '15 Passenger Van$1,116.00$1,674.00',
      'Sales tax$66.96$100.44',
    ]);
  });

  it('says nothing of it while canceling is free', () => {
    render(<ChangePreview summary={summary} pending={false} onConfirm={() => {}} />);
    expect(screen.getByRole('region', { name: 'Your change' }).textContent).not.toContain('Canceling after');
  });
});
