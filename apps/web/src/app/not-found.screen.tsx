import { ButtonLink } from '../components/button-link';
import m from './not-found.messages';

/** Any path not in the route table (SPEC §2, §8); the server answers it with 404 (SPEC Part B §12). */
export default function NotFoundScreen() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <p className="font-semibold text-brand-700">{m.error404()}</p>
      <h1 className="mt-2 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{m.heading()}</h1>
      <p className="mt-4 text-lg text-slate-700">{m.body()}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/">{m.home()}</ButtonLink>
        <ButtonLink to="/#fleet" variant="secondary">
          {m.fleet()}
        </ButtonLink>
      </div>
    </div>
  );
}
