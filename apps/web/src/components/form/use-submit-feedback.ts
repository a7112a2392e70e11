import { useCallback, useState } from 'react';

/**
 * What a form shows after a failed submit besides its field errors: messages
 * about no particular field, and a counter the ErrorSummary watches to take
 * focus again on each failure.
 */
export function useSubmitFeedback() {
  const [focusKey, setFocusKey] = useState(0);
  const [general, setGeneral] = useState<string[]>([]);
  const fail = useCallback((messages: string[] = []) => {
    setGeneral(messages);
    setFocusKey((key) => key + 1);
  }, []);
  const clear = useCallback(() => setGeneral([]), []);
  return { focusKey, general, fail, clear };
}
