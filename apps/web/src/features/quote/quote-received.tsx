import { brand } from '@convoy/domain/content/brand';
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../components/form/form-styles';
import { Link } from '../../components/link';
import { quoteCopy as copy } from './quote-copy';

/** The answer to a quote request: its code (SPEC §3 quoteCode) and when to expect the quote. */
export function QuoteReceived({
  code,
  email,
  onAnother,
}: {
  code: string;
  email: string;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="quote-received-heading"
      className="max-w-2xl rounded-lg border-2 border-green-700 bg-green-50 p-6"
    >
      <h2
        id="quote-received-heading"
        ref={heading}
        tabIndex={-1}
        className="font-bold text-xl text-slate-900 focus:outline-none"
      >
        {copy.receivedHeading()}
      </h2>
      <p className="mt-4 text-slate-700">{copy.receivedCodeLabel()}</p>
      <p className="font-bold font-mono text-3xl text-slate-900 tracking-wider" data-testid="quote-code">
        {code}
      </p>
      <p className="mt-4 text-slate-800">{copy.receivedBody({ email, phone: brand.phone })}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" onClick={onAnother} className={buttonClass.secondary}>
          {copy.receivedAnother()}
        </button>
        <Link to="/#reserve" className={buttonClass.link}>
          {copy.receivedReserve()}
        </Link>
      </div>
    </section>
  );
}
