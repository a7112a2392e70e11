import { ButtonLink } from '../components/button-link';

/** Any path not in the route table (SPEC §2, §8); the server answers it with 404 (SPEC Part B §12). */
export default function NotFoundScreen() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <p className="font-semibold text-brand-700">Error 404</p>
      <h1 className="mt-2 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-4 text-lg text-slate-700">
        We could not find the page you asked for. It may have moved, or the address may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/">Go to the home page</ButtonLink>
        <ButtonLink to="/#fleet" variant="secondary">
          Browse our fleet
        </ButtonLink>
      </div>
    </div>
  );
}
