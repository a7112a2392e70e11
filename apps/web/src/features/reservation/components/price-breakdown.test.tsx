import type { PriceLine } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testBreakdown } from '../../../test/flow-fixtures';
import { PriceBreakdown } from './price-breakdown';

const perVehicle = (kind: PriceLine['kind'], code: string, label: string, unitCents: number): PriceLine => ({
  kind,
  code,
  label,
  quantity: 2,
  unitCents,
  amountCents: 2 * unitCents,
  taxable: true,
  per: 'vehicle',
});

describe('the price breakdown of a one-way trip delivered and collected (decisions 028, 030)', () => {
  it('lists the one-way fee, the delivery and the collection under the price book’s labels, per vehicle', () => {
    const lines = [
      { ...perVehicle('base', '15-passenger-van', '15 Passenger Van', 35_800), per: 'vehicle-day' as const },
      perVehicle(
        'one_way',
        'baltimore>chicago',
        'One-way fee, Baltimore Harbor to Chicago West Loop',
        67_500,
      ),
      perVehicle('delivery', 'baltimore-delivery', 'Delivery, Baltimore', 9_500),
      perVehicle('collection', 'chicago-delivery', 'Collection, Chicago', 9_500),
    ];
    const total = lines.reduce((sum, l) => sum + l.amountCents, 0);
    render(
      <PriceBreakdown
        breakdown={testBreakdown({ quantity: 2, lines, chargesCents: total, totalCents: total })}
      />,
    );
    const row = (label: string) => screen.getByText(label).closest('div')?.textContent;
    expect(row('Delivery, Baltimore (2 vehicles × $95.00)')).toBe(
      'Delivery, Baltimore (2 vehicles × $95.00)$190.00',
    );
    expect(row('Collection, Chicago (2 vehicles × $95.00)')).toBe(
      'Collection, Chicago (2 vehicles × $95.00)$190.00',
    );
    expect(screen.getByText(/^One-way fee, Baltimore Harbor to Chicago West Loop/)).toBeTruthy();
    expect(row('Total (includes taxes and fees)')).toContain('$2,446.00');
    expect(document.body.textContent).not.toContain('baltimore-delivery');
  });
});
