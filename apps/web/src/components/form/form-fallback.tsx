import { brand } from '@convoy/domain/content/brand';
import { emailHref, phoneHref } from '../../lib/brand-links';
import m from './form-fallback.messages';

/**
 * Stands where a form will load (components/deferred.tsx), at about its height,
 * and gives the phone and e-mail for a visitor whose browser runs no script.
 */
export function FormFallback({ className = 'min-h-[34rem]' }: { className?: string }) {
  return (
    <div className={`rounded-lg border border-slate-300 border-dashed p-6 text-slate-700 ${className}`}>
      <p>
        {m.loadingCall()}{' '}
        <a href={phoneHref} className="font-semibold text-brand-800 underline underline-offset-2">
          {brand.phone}
        </a>{' '}
        {m.orEmail()}{' '}
        <a href={emailHref} className="font-semibold text-brand-800 underline underline-offset-2">
          {brand.email}
        </a>
        .
      </p>
    </div>
  );
}
