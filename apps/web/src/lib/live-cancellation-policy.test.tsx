import {
  demoCancellationPolicy,
  demoCancellationWords,
} from '@convoy/domain/contracts/demo-cancellation-policy';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../test/stub-api';
import { useCancellationWords } from './live-cancellation-policy';

describe('the cancellation policy’s words on the marketing pages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are the demo policy’s at first, then the stored policy’s once it came', async () => {
    const policy = { ...demoCancellationPolicy, groupMinVehicles: 5 };
    stubApi({ '/api/cancellation-policy': () => json(200, { policy, summary: {} }) });
    const { result } = renderHook(() => useCancellationWords());
    expect(result.current).toEqual(demoCancellationWords);
    await waitFor(() =>
      expect(result.current.freeCancellation).toBe(
        'Canceling is free until 3 days before pickup, or until 14 days before pickup for 5 or more vehicles.',
      ),
    );
    expect(result.current.cancellationPolicy).toContain('For 5 or more vehicles, canceling is free');
  });
});
