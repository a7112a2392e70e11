import {
  type ComponentType,
  lazy,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { flushSync } from 'react-dom';
import type { CarriedControls, restoreControls } from '../lib/carry-controls';
import { dropEarlyDraft, keepEarlyDraft, keepTypedEarly } from '../lib/early-draft';
import { HtmlAsServed } from '../lib/html-as-served';
import { loadOnce } from '../lib/load-once';
import { useLoadNearView } from '../lib/use-load-near-view';

/** A part of a page with a chunk of its own: see `island()` and `<Island>`. */
export interface IslandPart<P> {
  /** Loads the part's chunk (once; a failed load may be tried again). */
  load(): Promise<ComponentType<P>>;
  /** The part, once loaded. */
  readonly Component: ComponentType<P> | undefined;
  /** The part as React.lazy, for an island first rendered after the page hydrated. */
  readonly Lazy: ComponentType<P>;
}

/**
 * Declares an island part (at module level): `island(() => import('./advisor'))`.
 * A screen that shows it loads it in its `preload` (`loadParts`).
 */
export function island<P>(importer: () => Promise<{ default: ComponentType<P> }>): IslandPart<P> {
  const part = loadOnce(importer);
  return {
    load: part.load,
    get Component() {
      return part.value;
    },
    Lazy: lazy(() => part.load().then((loaded) => ({ default: loaded }))),
  };
}

const noSubscription = () => () => {};

/** Resolves after the pointer pressed now is released (anywhere) and the click that follows is dispatched. */
function pressOver(): Promise<void> {
  return new Promise((resolve) => {
    const over = () => {
      removeEventListener('pointerup', over, true);
      removeEventListener('pointercancel', over, true);
      setTimeout(resolve);
    };
    addEventListener('pointerup', over, true);
    addEventListener('pointercancel', over, true);
  });
}
// Needed only at the moment a part goes live: loaded with it, not with the page.
const loadCarrying = () => import('../lib/carry-controls');

/**
 * A part of a prerendered page that shows its prerendered HTML as it is and
 * loads its script only when it comes into view or the visitor reaches for it
 * (decision 009: at most 100 KB gzip of JavaScript on a marketing page; the home
 * page's search form and the group-size advisor sit below the first screen on a
 * phone). Hydration leaves the part's HTML untouched (an element whose content
 * React does not own); once the chunk is there, React renders the part in its
 * place, the same markup, carries over anything typed into it meanwhile and
 * sends again a form sent meanwhile. Rendered after the page hydrated (a
 * client-side navigation), the part simply renders, its chunk loaded with the
 * screen's.
 */
export function Island<P extends object>({
  part,
  props,
  className,
  keepDraft,
  reachOnly,
}: {
  part: IslandPart<P>;
  props: P;
  className?: string;
  /** A session key: what is typed into the part's form before it is live survives a reload (lib/early-draft.ts). */
  keepDraft?: string;
  /**
   * Asked once in the browser: true when the part should load only when the visitor reaches for it, not when
   * it comes into view (lib/use-load-near-view.ts).
   */
  reachOnly?: () => boolean;
}) {
  // The server snapshot while React hydrates the prerendered page; false in any later render.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [Live, setLive] = useState<ComponentType<P> | undefined>(() =>
    hydrating && !import.meta.env.SSR ? part.Component : (part.Component ?? part.Lazy),
  );
  const ref = useRef<HTMLDivElement>(null);
  const carried = useRef<{ controls: CarriedControls; restore: typeof restoreControls } | null>(null);
  // A form sent before the part was live (a tap on its button, Enter in a field) is sent again then.
  const submitted = useRef(false);
  const [resend, setResend] = useState(false);
  // A press (mouse or finger) on the served HTML, until its click is dispatched: the click would be lost with the
  // element. One promise per press, so a part that arrives between the release and its click still waits for it.
  const press = useRef<Promise<void> | null>(null);

  useLoadNearView(
    ref,
    Live
      ? null
      : () =>
          Promise.all([part.load(), loadCarrying()]).then(
            async ([component, { captureControls, restoreControls }]) => {
              // Replaced between press and release, a button would never get its click (a form sent at the
              // moment the part comes in would be lost): the part goes live once the press is over.
              if (press.current) await press.current;
              // Sent before the page was live (entry-client.tsx held it back): sent again once live, as below.
              if (ref.current?.querySelector('form[data-sent-early]')) submitted.current = true;
              if (ref.current)
                carried.current = { controls: captureControls(ref.current), restore: restoreControls };
              // Read and replaced in one task: a change made in between would be lost with the old HTML.
              flushSync(() => setLive(() => component));
            },
          ),
    // Its HTML is there already: nothing to replace ahead of the visitor, only the script to have
    // by the time they can use it. Loading once it is in view keeps a part just under the first
    // screen (the home page's search form on a phone) out of the page's first load.
    0,
    reachOnly,
  );
  // A draft kept before a reload goes back into the prerendered form, to be carried over with the rest;
  // what was typed before the page was live (no handler heard it) is kept now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render in the browser.
  useLayoutEffect(() => {
    if (keepDraft && !Live && ref.current) keepTypedEarly(keepDraft, ref.current);
  }, []);
  useLayoutEffect(() => {
    if (Live && keepDraft) dropEarlyDraft(keepDraft);
  }, [Live, keepDraft]);
  useLayoutEffect(() => {
    const pending = carried.current;
    const node = ref.current;
    if (!Live || !pending || !node) return;
    carried.current = null;
    const resendForm = submitted.current;
    submitted.current = false;
    // Outside React's commit, so each carried change renders before the next one, as typing would;
    // still before the browser paints the live part. A form sent meanwhile is sent once they are in.
    queueMicrotask(() => {
      pending.restore(node, pending.controls);
      if (resendForm) setResend(true);
    });
  }, [Live]);
  useEffect(() => {
    if (!resend) return;
    setResend(false);
    ref.current?.querySelector('form')?.requestSubmit();
  }, [resend]);

  if (import.meta.env.SSR) {
    const Component = part.Component;
    if (!Component)
      throw new Error("An island part was not loaded before rendering: add it to its screen's preload");
    return (
      <div className={className}>
        <Component {...props} />
      </div>
    );
  }
  if (!Live)
    return (
      <HtmlAsServed
        ref={ref}
        className={className}
        // React hears events from the HTML it does not own, at the nearest element it does.
        onSubmit={(event) => {
          event.preventDefault();
          submitted.current = true;
        }}
        onInput={keepDraft ? (event) => keepEarlyDraft(keepDraft, event.target) : undefined}
        onPointerDown={() => {
          const over = pressOver();
          press.current = over;
          void over.then(() => {
            if (press.current === over) press.current = null;
          });
        }}
      />
    );
  // data-live: the part works now (tests wait for it, as they wait for html[data-hydrated]).
  return (
    <div ref={ref} className={className} data-live="">
      <Live {...props} />
    </div>
  );
}
