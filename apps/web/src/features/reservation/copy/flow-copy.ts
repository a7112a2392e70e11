import m from './flow-copy.messages';

/**
 * Words of the reservation flow as a whole: step names and the notices shown
 * when a step is opened without what it needs (SPEC Part B §8). Plain words,
 * one idea per sentence. The text is in flow-copy.messages.ts (decision 048).
 */
export const flowCopy = {
  progressLabel: m.progressLabel(),
  steps: {
    start: m.stepStart(),
    availability: m.stepAvailability(),
    confirm: m.stepConfirm(),
    success: m.stepSuccess(),
  },
  stepOf: (n: number, total: number) => m.stepOf({ n, total }),
  needs: {
    search: m.needsSearch(),
    vehicle: m.needsVehicle(),
    booking: m.needsBooking(),
  },
  restoring: m.restoring(),
  noticeLabel: m.noticeLabel(),
};
