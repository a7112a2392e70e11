import type { PricedReservation, PriceLine } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testBreakdown } from '../../test/flow-fixtures';
import { PricedTripLines, splitLines } from './priced-trip-lines';

const line = (kind: PriceLine['kind'], code: string, label: string, amountCents: number): PriceLine => ({
  kind,
  code,
  label,
  quantity: 1,
  unitCents: amountCents,
  amountCents,
  taxable: true,
});
const group = (vehicleId: string, vehicleName: string, quantity: number, lines: PriceLine[]) => ({
  ...testBreakdown(),
  vehicleId,
  vehicleName,
  quantity,
  lines,
  chargesCents: lines.reduce((s, l) => s + l.amountCents, 0),
  mileageAllowancePerDay: vehicleId === 'cargo-van-box-truck' ? 150 : null,
  excessMileCents: 45,
});

/** Two vans and a cargo van, each with its protection, and a trailer for the whole trip. */
const vans = [
  line('base', '15-passenger-van', '15 Passenger Van', 71600),
  line('protection', 'cdw', 'Collision damage waiver', 10000),
];
const cargo = [
  line('base', 'cargo-van-box-truck', 'Cargo Van / Box Truck', 25800),
  line('protection', 'cdw', 'Collision damage waiver', 5000),
];
const trailer = line('extra', 'luggage-trailer', 'Luggage trailer', 4000);
const convoy: PricedReservation = {
  ...testBreakdown({ quantity: 3, totalCents: 116400 }),
  lines: [...vans, ...cargo, trailer],
  totalCents: 116400,
  vehicles: [
    group('15-passenger-van', '15 Passenger Van', 2, vans),
    group('cargo-van-box-truck', 'Cargo Van / Box Truck', 1, cargo),
  ],
};

describe('a reservation’s price grouped per class', () => {
  it('splits each class’s lines from those the whole trip shares', () => {
    const { groups, shared } = splitLines(convoy);
    expect(groups.map((g) => g.lines.length)).toEqual([2, 2]);
    expect(shared).toEqual([trailer]);
  });

  it('lists each class’s lines under its name, then the shared lines, then the total', () => {
    const { container } = render(<PricedTripLines pricing={convoy} />);
    const text = container.textContent ?? '';
    const order = [
      '2 × 15 Passenger Van',
      'Collision damage waiver$100.00',
      '1 × Cargo Van / Box Truck',
      'Collision damage waiver$50.00',
      '150 miles a day',
      'For the whole trip',
      'Luggage trailer$40.00',
      'Total (includes taxes and fees)$1,164.00',
    ];
    const at = order.map((part) => text.indexOf(part));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('shows one class as a plain list, as before convoys', () => {
    render(
      <PricedTripLines
        pricing={{ ...testBreakdown(), vehicles: [group('15-passenger-van', '15 Passenger Van', 1, [])] }}
      />,
    );
    expect(screen.queryByText('For the whole trip')).toBeNull();
    expect(screen.getByText('15 Passenger Van')).toBeTruthy();
  });

  it('names the certificate of a sales tax an organization is exempt from, charged 0', () => {
    const pricing = testBreakdown({
      taxes: [
        {
          code: 'sales-tax',
          label: 'Georgia sales tax',
          rate: 8.9,
          baseCents: 35800,
          amountCents: 0,
          exemption: { state: 'GA', certificateNumber: 'GA-12345' },
        },
        {
          code: 'rental-excise',
          label: 'Georgia rental excise tax',
          rate: 3,
          baseCents: 35800,
          amountCents: 1074,
        },
      ],
    });
    const { container } = render(<PricedTripLines pricing={pricing} />);
    expect(container.textContent).toContain('Georgia sales tax — exempt (certificate GA-12345)$0.00');
    expect(container.textContent).toContain('Georgia rental excise tax (3%)$10.74');
  });
});

describe('what each line multiplies', () => {
  it('says vehicles, days and drivers instead of a bare “2 ×”', () => {
    const priced = (l: Omit<PriceLine, 'amountCents' | 'taxable'>): PriceLine => ({
      ...l,
      amountCents: l.quantity * l.unitCents,
      taxable: true,
    });
    const lines = [
      priced({
        kind: 'base',
        code: 'van',
        label: '15 Passenger Van',
        quantity: 2,
        unitCents: 55_800,
        per: 'vehicle',
      }),
      priced({
        kind: 'protection',
        code: 'cdw',
        label: 'Collision damage waiver',
        quantity: 4,
        unitCents: 1_500,
        per: 'vehicle-day',
      }),
      priced({
        kind: 'driver',
        code: 'additional-driver',
        label: 'Additional drivers',
        quantity: 6,
        unitCents: 1_000,
        per: 'driver-day',
      }),
      // Priced before lines recorded their unit: as it always read.
      priced({ kind: 'extra', code: 'cooler', label: 'Cooler', quantity: 3, unitCents: 500 }),
    ];
    render(<PricedTripLines pricing={{ ...testBreakdown({ quantity: 2 }), chargeDays: 2, lines }} />);
    for (const label of [
      '15 Passenger Van (2 vehicles × $558.00)',
      'Collision damage waiver (2 vehicles × 2 days × $15.00)',
      'Additional drivers (3 drivers × 2 days × $10.00)',
      'Cooler (3 × $5.00)',
    ])
      expect(screen.getByText(label)).toBeTruthy();
  });
});
