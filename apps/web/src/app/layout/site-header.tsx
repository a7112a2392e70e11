import { FramePart } from './frame-part';
import { desktopNavPart, wakeOnWideScreen } from './frame-parts';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';

/** The sticky top bar (SPEC §2): full menus from 1024 px, a Menu button below. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-slate-200 border-b bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        {/* Not displayed below 1024 px: a phone does not load it. */}
        <FramePart part={desktopNavPart} className="hidden lg:block" wake={wakeOnWideScreen} />
        <div className="flex items-center gap-2">
          <LanguageSwitch className="hidden px-2 py-2 text-brand-800 text-sm sm:inline-block" />
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
