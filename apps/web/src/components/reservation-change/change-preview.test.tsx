import { render, screen } from '@testing-library/react';
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

  it('says nothing of it while canceling is free', () => {
    render(<ChangePreview summary={summary} pending={false} onConfirm={() => {}} />);
    expect(screen.getByRole('region', { name: 'Your change' }).textContent).not.toContain('Canceling after');
  });
});
