import type { Block, InfoDocument } from '@convoy/domain/content/content.types';
import { formatUsd, rentalPolicy } from '@convoy/domain/content/rental-policy';
import { createLiveSource } from '../../lib/live-data';
import { isFactColumn } from './components/fleet-table';
import m from './info.messages';

/**
 * The rental guidelines and the terms print what the back office stores (GET
 * /api/rental-charges): per-class tables, each location's taxes and fees and the
 * cancellation policy in words (the "charge blocks"), and the additional-driver fee
 * in a sentence. The blocks' renderer, with the figures the page
 * is prerendered with, is a chunk of its own (components/charge-blocks.tsx): loaded with
 * the page for the prerender and a client-side navigation, but not for hydrating the
 * prerendered page, whose blocks stay as the server wrote them and are drawn again only
 * when the stored figures differ from the build's (decision 009: the page's JS budget).
 */

/** A block printed from the stored charges rather than from the fleet data alone. */
export function isChargeBlock(block: Block): boolean {
  return (
    block.kind === 'location-charges' ||
    block.kind === 'cancellation-policy' ||
    (block.kind === 'fleet-table' && !block.columns.every(isFactColumn))
  );
}

export function hasChargeBlocks(document: InfoDocument): boolean {
  return document.sections.some((s) => s.body.some(isChargeBlock));
}

export type ChargeBlocksModule = typeof import('./components/charge-blocks');

/** The charge blocks' renderer: `module` once loaded (once; a failed load may be tried again). */
export const chargeBlocks: { module?: ChargeBlocksModule; load(): Promise<ChargeBlocksModule> } = {
  load: () => import('./components/charge-blocks').then((loaded) => (chargeBlocks.module = loaded)),
};

/**
 * GET /api/rental-charges as it came (null until then, or when it failed). Its own
 * request, not lib/live-charges.ts's: a module both this page's and the vehicle pages'
 * first loads imported would be a chunk of its own, more than this page's budget leaves.
 * When the renderer loads, its request is answered from the browser's cache (max-age=60).
 */
export const useChargesAnswer = createLiveSource('/api/rental-charges')<Record<string, unknown> | null>(
  (body) => body as Record<string, unknown>,
);

/** Fills `{additionalDriverFee}` ("additional drivers cost …"): the stored fee, the policy's until it came. */
export function additionalDriverFee(answer: Record<string, unknown> | null): string {
  const stored = answer?.additionalDriverPerDayCents;
  const cents = typeof stored === 'number' ? stored : rentalPolicy.additionalDriverPerDayCents;
  return cents > 0 ? m.perDriverPerDay({ amount: formatUsd(cents) }) : m.nothing();
}
