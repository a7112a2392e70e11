import { brand } from '@convoy/domain/content/brand';
import { emailHref, phoneHref } from '../../lib/brand-links';

/**
 * Stands where a form will load (components/deferred.tsx), at about its height,
 * and gives the phone and e-mail for a visitor whose browser runs no script.
 */
export function FormFallback({ className = 'min-h-[34rem]' }: { className?: string }) {
  return (
    <div className={`rounded-lg border border-slate-300 border-dashed p-6 text-slate-700 ${className}`}>
      <p>
        The form is loading. You can also call{' '}
        <a href={phoneHref} className="font-semibold text-brand-800 underline underline-offset-2">
          {brand.phone}
        </a>{' '}
        or e-mail{' '}
        <a href={emailHref} className="font-semibold text-brand-800 underline underline-offset-2">
          {brand.email}
        </a>
        .
      </p>
    </div>
  );
}
