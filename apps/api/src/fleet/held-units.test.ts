import { describe, expect, it } from 'vitest';
import type { Executor } from '../db/database.ts';
import { inventoryChanged, recentlyHeld, recentlyMoved } from './held-units.ts';
import type { HeldUnits, InventoryRepository } from './inventory.repository.ts';

/**
 * An inventory whose reads wait until the test answers them, counting them: what the memo shares,
 * and what it must not, is seen in the reads it asks for.
 */
function slowInventory() {
  const pending: { resolve: (rows: HeldUnits[]) => void; reject: (e: Error) => void }[] = [];
  const read = () =>
    new Promise<HeldUnits[]>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  const inventory = {
    heldBetween: read,
    oneWayMovesBefore: read,
  } as unknown as InventoryRepository;
  // The memo is per database adapter; a new one per test.
  const adapter = {};
  const db = { getExecutor: () => ({ adapter }) } as unknown as Executor;
  return { inventory, db, pending };
}

const week = { pickupAt: 1_000_000, returnAt: 2_000_000 };
const rows = (quantity: number): HeldUnits[] => [{ classId: 'minivan', pickupAt: 1, returnAt: 2, quantity }];

describe('recentlyHeld', () => {
  it('gives searches that come while a read runs that read, not one query each', async () => {
    const { inventory, db, pending } = slowInventory();
    const asked = Array.from({ length: 50 }, () => recentlyHeld(db, inventory, 'baltimore', week, 0, 1000));
    expect(pending).toHaveLength(1);
    pending[0]!.resolve(rows(3));
    const answers = await Promise.all(asked);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toEqual(rows(3));
    // Within the reuse, no new read.
    expect(await recentlyHeld(db, inventory, 'baltimore', week, 0, 1000)).toEqual(rows(3));
    expect(pending).toHaveLength(1);
  });

  it('never answers a search that starts after a write with a read from before it', async () => {
    const { inventory, db, pending } = slowInventory();
    const before = recentlyHeld(db, inventory, 'baltimore', week, 0, 1000);
    inventoryChanged(db);
    const after = recentlyHeld(db, inventory, 'baltimore', week, 0, 1000);
    expect(pending).toHaveLength(2);
    pending[0]!.resolve(rows(1));
    pending[1]!.resolve(rows(2));
    expect(await before).toEqual(rows(1));
    expect(await after).toEqual(rows(2));
    // The later read is the one kept.
    expect(await recentlyHeld(db, inventory, 'baltimore', week, 0, 1000)).toEqual(rows(2));
    expect(pending).toHaveLength(2);
  });

  it('does not keep a read that a write overtook, nor one that failed', async () => {
    const { inventory, db, pending } = slowInventory();
    const overtaken = recentlyHeld(db, inventory, 'baltimore', week, 0, 1000);
    pending[0]!.resolve(rows(1));
    inventoryChanged(db);
    await overtaken;
    const next = recentlyHeld(db, inventory, 'baltimore', week, 0, 1000);
    expect(pending).toHaveLength(2);
    pending[1]!.reject(new Error('connection lost'));
    await expect(next).rejects.toThrow('connection lost');
    const again = recentlyHeld(db, inventory, 'baltimore', week, 0, 1000);
    expect(pending).toHaveLength(3);
    pending[2]!.resolve(rows(4));
    expect(await again).toEqual(rows(4));
  });
});

describe('recentlyMoved', () => {
  it('shares one read of a location’s moves among the searches that come while it runs', async () => {
    const { inventory, db, pending } = slowInventory();
    const asked = [1, 2, 3].map(() => recentlyMoved(db, inventory, 'chicago', 10, 1000));
    expect(pending).toHaveLength(1);
    pending[0]!.resolve([]);
    expect(await Promise.all(asked)).toEqual([[], [], []]);
  });
});
