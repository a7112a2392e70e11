import { brand } from '@convoy/domain/content/brand';
import { Link } from '../../components/link';
import { ConsentSettingsButton } from '../../lib/analytics/consent-settings';
import { emailHref, phoneHref } from '../../lib/brand-links';
import { CopyrightYear } from './copyright-year';
import m from './footer.messages';
import { footerSections } from './footer-links';
import { LanguageSwitch } from './language-switch';

/** "Harbor Rent-A-Car, Inc." already ends its sentence; "Acme Ltd" needs the full stop. */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/** SPEC §1: the footer names the owning rent-a-car company and a copyright line with the current year. */
export default function SiteFooter() {
  const { address } = brand;
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <p className="font-extrabold text-white text-xl">{brand.name}</p>
          <p className="mt-1 text-slate-400">{brand.tagline}</p>
          <address className="mt-4 space-y-1 not-italic">
            <span className="block">{address.street}</span>
            <span className="block">
              {address.city}, {address.region} {address.postalCode}
            </span>
            <a href={phoneHref} className="block text-white hover:underline">
              {brand.phone}
            </a>
            <a href={emailHref} className="block text-white hover:underline">
              {brand.email}
            </a>
          </address>
        </div>
        <nav
          aria-label={m.footerNavigation()}
          className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:col-span-1 lg:col-span-3"
        >
          {footerSections.map((section) => (
            <div key={section.heading}>
              <h2 className="font-semibold text-sm text-white uppercase tracking-wider">{section.heading}</h2>
              <ul className="mt-3 space-y-2">
                {section.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="hover:text-white hover:underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-slate-800 border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-slate-400 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © <CopyrightYear /> {sentence(brand.ownerCompany)} {m.allRightsReserved()}
          </p>
          <p>{m.operatedBy({ brand: brand.name, owner: sentence(brand.ownerCompany) })}</p>
          <ConsentSettingsButton className="self-start text-slate-300 underline hover:text-white" />
          <LanguageSwitch className="self-start text-slate-300 underline hover:text-white" />
          <ul aria-label={m.socialMedia()} className="flex gap-4">
            {brand.social.map((s) => (
              <li key={s.url}>
                <a href={s.url} rel="noopener" className="text-slate-300 underline hover:text-white">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
