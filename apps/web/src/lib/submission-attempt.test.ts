import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { submissionAttempt } from './submission-attempt';

const change = { returnDate: '2030-07-04' };

describe('submissionAttempt', () => {
  it('sends the same key again after no answer, a 5xx or a 429', () => {
    const attempt = submissionAttempt();
    const first = attempt.keyFor(change);
    for (const error of [
      new ApiError(0, 'network_error', 'offline'),
      new ApiError(503, 'server_error', 'down'),
      new ApiError(429, 'too_many_requests', 'slow down'),
    ]) {
      attempt.settle(error);
      expect(attempt.keyFor({ ...change })).toBe(first);
    }
  });

  it('starts a new attempt after a success, a refusal or another change', () => {
    const attempt = submissionAttempt();
    const first = attempt.keyFor(change);
    expect(attempt.keyFor({ returnDate: '2030-07-05' })).not.toBe(first);
    const second = attempt.keyFor(change);
    attempt.settle(new ApiError(409, 'unavailable', 'gone'));
    const third = attempt.keyFor(change);
    expect(third).not.toBe(second);
    attempt.settle();
    expect(attempt.keyFor(change)).not.toBe(third);
  });
});
