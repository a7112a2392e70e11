import { brand } from '@convoy/domain/content/brand';
import { BrandMark } from '../../components/icons';
import { Link } from '../../components/link';
import m from './layout.messages';

/**
 * The logo returns to the home page (SPEC §2). Its accessible name, "Convoy home",
 * starts with the visible name (WCAG 2.5.3 label in name); the tagline is decoration.
 */
export function Logo() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2.5 rounded-md">
      <BrandMark className="text-[2.25rem] text-brand-800" />
      <span className="flex flex-col leading-none">
        <span className="font-extrabold text-slate-900 text-xl tracking-tight">
          {brand.name}
          <span className="sr-only"> {m.logoHome()}</span>
        </span>
        <span aria-hidden="true" className="mt-1 text-slate-600 text-xs">
          {brand.tagline}
        </span>
      </span>
    </Link>
  );
}
