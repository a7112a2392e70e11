import { describe, expect, it } from 'vitest';
import { fleetVehicle, testVehicle } from '../../../test/flow-fixtures';
import { chooseMinibus, minibusOptions, schoolVanNotice } from './school-vans';

const van = testVehicle({ availableUnits: 3 });
const activity = fleetVehicle('15-passenger-activity-bus', { availableUnits: 1 });
const comfort = fleetVehicle('15-passenger-comfort-bus', { availableUnits: 0 });
const cargo = fleetVehicle('cargo-van-box-truck', { availableUnits: 2 });

describe('schools and 15-passenger vans', () => {
  it('is due only when school students ride and the 15 passenger van is offered or chosen', () => {
    expect(schoolVanNotice('schools-colleges', ['15-passenger-van', 'minivan'])).toBe(true);
    expect(schoolVanNotice('schools-colleges', ['15-passenger-activity-bus'])).toBe(false);
    expect(schoolVanNotice('camps-clubs-youth', ['15-passenger-van'])).toBe(false);
    expect(schoolVanNotice(null, ['15-passenger-van'])).toBe(false);
  });

  it('offers each minibus: bookable ones to choose, the rest by their page', () => {
    const options = minibusOptions([van, activity, comfort], []);
    expect(options.map((o) => [o.id, o.name, o.vehicle?.id ?? null])).toEqual([
      ['15-passenger-activity-bus', '15 Passenger Activity Bus', '15-passenger-activity-bus'],
      ['15-passenger-comfort-bus', '15 Passenger Comfort Bus', null],
    ]);
  });

  it('moves the van’s vehicles to the minibus, within what is free, keeping the rest of the convoy', () => {
    const convoy = [
      { ...van, quantity: 2 },
      { ...cargo, quantity: 1 },
    ];
    expect(chooseMinibus(convoy, activity).map((l) => [l.id, l.quantity])).toEqual([
      ['cargo-van-box-truck', 1],
      ['15-passenger-activity-bus', 1],
    ]);
    expect(chooseMinibus([], { ...activity, availableUnits: 4 }, 2).map((l) => [l.id, l.quantity])).toEqual([
      ['15-passenger-activity-bus', 2],
    ]);
  });
});
