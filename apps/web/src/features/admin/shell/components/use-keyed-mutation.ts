import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { submissionAttempt } from '../../../../lib/submission-attempt';

/**
 * A staff action without a form (release a hold, charge the balance) sent with
 * its submission's Idempotency-Key: a double click or a retry after no answer
 * sends the same key, and the server acts once (lib/submission-attempt.ts).
 */
export function useKeyedMutation<Answer>({
  mutationFn,
  onSuccess,
  onError,
}: {
  mutationFn: (idempotencyKey: string) => Promise<Answer>;
  onSuccess: (answer: Answer) => void;
  onError: (error: unknown) => void;
}) {
  const attempt = useRef(submissionAttempt()).current;
  return useMutation({
    mutationFn: () => mutationFn(attempt.keyFor(null)),
    onSuccess: (answer) => {
      attempt.settle();
      onSuccess(answer);
    },
    onError: (error) => {
      attempt.settle(error);
      onError(error);
    },
  });
}
