import { groupSizeLabels } from '@convoy/domain/content/page-labels';
import { Section } from '../../../components/section';
import { GroupSizeAdvisor } from './group-size-advisor';

/**
 * The group-size advisor as a page section (home page, vehicle pages, long-term
 * vehicles). It is light (no form library), so it is in the prerendered HTML
 * and works as soon as the page hydrates: a deferred placeholder of a guessed
 * height shifted the page when the advisor replaced it.
 */
export function GroupSizeSection({ initialPassengers }: { initialPassengers?: number }) {
  return (
    <Section id="group-size" heading={groupSizeLabels.heading} intro={groupSizeLabels.intro}>
      <GroupSizeAdvisor initialPassengers={initialPassengers} />
    </Section>
  );
}
