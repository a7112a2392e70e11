import { brand } from '@convoy/domain/content/brand';
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../components/form/form-styles';
import { phoneHref } from '../../lib/brand-links';
import m from './driver.messages';
import type { EndedReason } from './use-driver-page';

const outcomes = {
  signed: { title: m.doneTitle, body: m.doneBody },
  pre_arrival_complete: { title: m.completeTitle, body: m.completeBody },
  link_expired: { title: m.expiredTitle, body: m.expiredBody },
  invalid_link: { title: m.invalidTitle, body: m.invalidBody },
};

/**
 * Where the link leads once no step is left to do: ready for pickup (just
 * signed), or why the link opens nothing (finished, expired, unknown), with
 * the company's phone number. Its heading takes the focus when it replaces a
 * step, so the driver hears the outcome.
 */
export function DriverOutcome({ reason, focus }: { reason: EndedReason | 'signed'; focus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const words = outcomes[reason];
  const good = reason === 'signed' || reason === 'pre_arrival_complete';
  return (
    <div
      role="status"
      className={`rounded-lg border-2 p-5 ${good ? 'border-green-700 bg-green-50' : 'border-amber-700 bg-amber-50'}`}
    >
      <h2 ref={heading} tabIndex={-1} className="font-bold text-slate-900 text-xl focus:outline-none">
        {words.title()}
      </h2>
      <p className="mt-2 text-slate-800">{words.body()}</p>
      {good ? null : (
        <p className="mt-4">
          <a href={phoneHref} className={buttonClass.secondary}>
            {m.call({ phone: brand.phone })}
          </a>
        </p>
      )}
    </div>
  );
}
