import { groupSizeLabels } from '@convoy/domain/content/page-labels';
import { Deferred } from '../../../components/deferred';
import { Section } from '../../../components/section';

const loadAdvisor = async () => (await import('./group-size-advisor')).GroupSizeAdvisor;

/**
 * The group-size advisor as a page section (home page, vehicle pages, long-term
 * vehicles). It sits below the fold, so it loads as the visitor scrolls to it.
 */
export function GroupSizeSection({ initialPassengers }: { initialPassengers?: number }) {
  return (
    <Section id="group-size" heading={groupSizeLabels.heading} intro={groupSizeLabels.intro}>
      <Deferred
        load={loadAdvisor}
        props={{ initialPassengers }}
        fallback={
          <div className="min-h-[26rem] rounded-xl border border-slate-200 bg-white p-6 text-slate-700 sm:min-h-[22rem]">
            {groupSizeLabels.loading}
          </div>
        }
      />
    </Section>
  );
}
