import { locale } from './locale';

type Translate = (message: string) => string;

const asIs: Translate = (message) => message;
let translate: Translate | undefined = locale === 'en' ? asIs : undefined;
let loading: Promise<Translate> | undefined;

/**
 * The contracts' validation messages in the build's language (decision 048;
 * @convoy/domain/contracts/message-words). English has nothing to load; in
 * another language the map (several KB) loads with the first message shown, not
 * with the page. A map that fails to load leaves the messages as the API wrote them.
 */
export function loadMessageWords(): Promise<Translate> {
  if (translate) return Promise.resolve(translate);
  loading ??= import('@convoy/domain/contracts/message-words').then(
    (words) => (translate = words.translateMessage),
    () => {
      loading = undefined;
      return asIs;
    },
  );
  return loading;
}

/** A message in the build's language, once loadMessageWords has resolved (as written, before). */
export function messageInLanguage(message: string): string {
  return (translate ?? asIs)(message);
}
