import { groupSizeLabels } from '@convoy/domain/content/page-labels';
import { Island, island } from '../island';
import { Section } from '../section';

// The advisor and its arithmetic: a screen showing this section loads it in its preload.
export const groupSizeAdvisor = island(() => import('./group-size-advisor'));

/**
 * The group-size advisor as a page section (home page, vehicle pages, long-term
 * vehicles). Prerendered empty: the group's size is the visitor's, shared with the
 * search (lib/flow/use-shared-count.ts). It is an island (components/island.tsx):
 * its script loads when the section comes near the viewport, and a number typed
 * before that is carried over.
 */
export function GroupSizeSection() {
  return (
    <Section id="group-size" heading={groupSizeLabels.heading} intro={groupSizeLabels.intro}>
      <Island part={groupSizeAdvisor} props={{}} />
    </Section>
  );
}
