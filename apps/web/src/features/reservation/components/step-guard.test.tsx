import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { flowStore } from '../../../lib/flow/use-flow';
import { testVehicle } from '../../../test/flow-fixtures';
import { FlowNotice } from './flow-notice';
import { StepGuard } from './step-guard';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {(['start', 'availability', 'confirm', 'success'] as const).map((step) => (
          <Route
            key={step}
            path={step === 'start' ? '/' : `/${step}`}
            element={
              <>
                <h1>{step}</h1>
                <FlowNotice />
                {step === 'start' ? null : <StepGuard step={step}>{`${step} content`}</StepGuard>}
              </>
            }
          />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => flowStore().reset());

describe('StepGuard (SPEC Part B §8)', () => {
  it('sends /success on an empty flow to the start, saying why', async () => {
    renderAt('/success');
    expect(await screen.findByRole('heading', { name: 'start' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/Tell us about your trip first/);
  });

  it('sends /confirm without a vehicle to availability', async () => {
    flowStore().updateForm({
      pickupLocationId: 'baltimore',
      pickupDate: '2030-07-04',
      returnDate: '2030-07-06',
      renterAge: 30,
    });
    renderAt('/confirm');
    expect(await screen.findByRole('heading', { name: 'availability' })).toBeTruthy();
    expect(screen.getByText('availability content')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/Choose a vehicle first/);
  });

  it('shows the step when the flow holds what it needs', async () => {
    flowStore().updateForm({
      pickupLocationId: 'baltimore',
      pickupDate: '2030-07-04',
      returnDate: '2030-07-06',
      renterAge: 30,
    });
    flowStore().selectVehicle(testVehicle(), 2);
    renderAt('/confirm');
    expect(await screen.findByText('confirm content')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
