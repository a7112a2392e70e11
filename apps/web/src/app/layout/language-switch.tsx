import { localeNames, localizedPath } from '@convoy/domain/content/locale';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { locale } from '../../lib/locale';

/**
 * The same page in the site's other language (decision 048), its query kept: a
 * plain link, since each language is a build of its own that the browser loads.
 * Named in its own language (`lang`), as language pickers are. In the header from
 * 640 px; on a narrower phone the bar has no room, so the menu and the footer carry it.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { pathname, search } = useLocation();
  const other = locale === 'en' ? 'es' : 'en';
  // The prerendered page has the path alone (no query at build time), and hydration keeps the attributes it
  // finds: the query joins the link in a render after it.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <a
      href={`${localizedPath(pathname, other)}${live ? search : ''}`}
      hrefLang={other}
      lang={other}
      className={`shrink-0 rounded-md font-semibold underline-offset-4 hover:underline ${className}`}
    >
      {localeNames[other]}
    </a>
  );
}
