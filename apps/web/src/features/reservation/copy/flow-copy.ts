/**
 * Words of the reservation flow as a whole: step names and the notices shown
 * when a step is opened without what it needs (SPEC Part B §8). Plain words,
 * one idea per sentence.
 */
export const flowCopy = {
  progressLabel: 'Reservation steps',
  steps: {
    start: 'Trip details',
    availability: 'Choose a vehicle',
    confirm: 'Your details',
    success: 'Confirmed',
  },
  stepOf: (n: number, total: number) => `Step ${n} of ${total}`,
  needs: {
    search: 'Tell us about your trip first: where, when and who drives. Then we show what is free.',
    vehicle: 'Choose a vehicle first. Here is what is free for your trip.',
    booking: 'You have not booked yet. Check your details and confirm the reservation.',
  },
  restoring: 'Loading your reservation…',
  noticeLabel: 'Note',
};
