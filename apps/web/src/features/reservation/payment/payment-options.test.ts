import { describe, expect, it } from 'vitest';
import { approvedTerms, testOrganisation } from '../../../test/organisation-fixtures';
import { chosenMethod, offeredMethods, poProblem, poRequired } from './payment-options';

const approved = testOrganisation(approvedTerms);

describe('the ways of paying confirm offers', () => {
  it('offers the company’s own way: card when it collects online, at pickup when it collects nothing', () => {
    expect(offeredMethods('deposit', null)).toEqual(['card']);
    expect(offeredMethods('full', null)).toEqual(['card']);
    expect(offeredMethods('none', null)).toEqual(['at_pickup']);
  });

  it('adds pay by invoice for an organization approved for terms, and only then', () => {
    expect(offeredMethods('deposit', approved)).toEqual(['card', 'invoice']);
    expect(offeredMethods('none', approved)).toEqual(['at_pickup', 'invoice']);
    for (const status of ['none', 'requested', 'declined'] as const) {
      expect(offeredMethods('deposit', testOrganisation({ status }))).toEqual(['card']);
    }
  });

  it('keeps the renter’s choice while it is offered, else the first way', () => {
    expect(chosenMethod('invoice', ['card', 'invoice'])).toBe('invoice');
    expect(chosenMethod('invoice', ['card'])).toBe('card');
    expect(chosenMethod(null, ['at_pickup', 'invoice'])).toBe('at_pickup');
  });

  it('asks for the PO number only when paying by invoice for an organization that requires one', () => {
    expect(poRequired('invoice', approved)).toBe(true);
    expect(poRequired('card', approved)).toBe(false);
    expect(poRequired('invoice', testOrganisation({ ...approvedTerms, poRequired: false }))).toBe(false);
    expect(poProblem('invoice', approved, '  ')).toEqual({
      poNumber: 'Grace Fellowship Church pays by purchase order: enter the PO number.',
    });
    expect(poProblem('invoice', approved, 'PO-4471')).toBeNull();
    expect(poProblem('at_pickup', approved, '')).toBeNull();
  });
});
