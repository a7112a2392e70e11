import { groupSizeLabels } from '@convoy/domain/content/page-labels';
import { Island, island } from '../island';
import { Section } from '../section';

// The advisor and its arithmetic: a screen showing this section loads it in its preload.
export const groupSizeAdvisor = island(() => import('./group-size-advisor'));

/**
 * The group-size advisor as a page section (home page, vehicle pages, long-term
 * vehicles). Its answer for `initialPassengers` is in the prerendered HTML; it is
 * an island (components/island.tsx): its script loads when the section comes near
 * the viewport, and a number typed before that is carried over.
 */
export function GroupSizeSection({ initialPassengers }: { initialPassengers?: number }) {
  return (
    <Section id="group-size" heading={groupSizeLabels.heading} intro={groupSizeLabels.intro}>
      <Island part={groupSizeAdvisor} props={{ initialPassengers }} />
    </Section>
  );
}
