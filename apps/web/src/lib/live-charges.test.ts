import { demoRentalCharges, type RentalCharges } from '@convoy/domain/contracts/rental-charges';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps its answer for the visit: each test loads it afresh.
async function liveCharges() {
  vi.resetModules();
  return import('./live-charges');
}

function answering(body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

/** The demo answer as the API might send it: classes and locations in another order, a van's deposit changed. */
function storedAnswer(): RentalCharges {
  const demo = demoRentalCharges();
  return {
    classes: demo.classes
      .map((c) => (c.classId === '15-passenger-van' ? { ...c, depositCents: 65_000 } : c))
      .reverse(),
    additionalDriverPerDayCents: 0,
    locations: [...demo.locations].reverse(),
  };
}

describe('live rental charges', () => {
  let built: RentalCharges;
  beforeEach(() => {
    built = demoRentalCharges();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the built charges first, then the stored ones, with the locations in the built order', async () => {
    answering(storedAnswer());
    const { useLiveCharges } = await liveCharges();
    const { result } = renderHook(() => useLiveCharges(built));
    expect(result.current).toBe(built);
    await settle();
    const van = result.current.classes.find((c) => c.classId === '15-passenger-van');
    expect(van?.depositCents).toBe(65_000);
    expect(result.current.additionalDriverPerDayCents).toBe(0);
    expect(result.current.locations.map((l) => l.locationId)).toEqual(
      built.locations.map((l) => l.locationId),
    );
  });

  it('draws nothing again when the answer holds the built figures in the API’s order and field order', async () => {
    // As the API writes them: classes in its own order, `classId` after the figures.
    const classes = [...built.classes].reverse().map(({ classId, ...figures }) => ({ ...figures, classId }));
    answering({ ...built, classes });
    const { builtClassCharges, useLiveClassCharges } = await liveCharges();
    const { result } = renderHook(() => useLiveClassCharges());
    await settle();
    expect(result.current).toBe(builtClassCharges);
  });

  it('keeps the built charges when the answer has another shape', async () => {
    const wrong = { ...storedAnswer(), locations: [{ locationId: 'denver', charges: [{ code: 1 }] }] };
    answering(wrong);
    const { useLiveCharges } = await liveCharges();
    const { result } = renderHook(() => useLiveCharges(built));
    await settle();
    expect(result.current).toBe(built);
  });

  it('gives vehicle pages the classes of the same answer, starting from the demo price book’s', async () => {
    const fetch = answering(storedAnswer());
    const { builtClassCharges, chargesOf, useLiveCharges, useLiveClassCharges } = await liveCharges();
    expect(builtClassCharges).toEqual(built.classes);
    const { result } = renderHook(() => ({ classes: useLiveClassCharges(), all: useLiveCharges(built) }));
    expect(chargesOf(result.current.classes, '15-passenger-van')?.depositCents).toBe(50_000);
    await settle();
    expect(chargesOf(result.current.classes, '15-passenger-van')?.depositCents).toBe(65_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
