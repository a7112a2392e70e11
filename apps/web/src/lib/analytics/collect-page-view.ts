import type { pageViewParams } from '@convoy/domain/rules/analytics-events';
import { externalReferrer } from '@convoy/domain/rules/attribution';
import { sendCollect } from './collect';

function hostName(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** A page view to first-party collection (SPEC Part B §11), with consent: loaded only then (page-tracking.ts). */
export function collectPageView(
  params: ReturnType<typeof pageViewParams>,
  href: string,
  referrer: string,
): void {
  const external = externalReferrer(referrer, href);
  sendCollect([
    {
      type: 'page_view',
      path: params.page_path,
      title: params.page_title.slice(0, 300),
      referrerHost: external ? hostName(external) : '',
      category: params.content_group,
      contentGroup2: params.content_group2.slice(0, 120),
      journeyStage: params.journey_stage,
    },
  ]);
}
