import m from './boundary-copy.messages';

/**
 * What a screen shows when it fails while drawing (no step ever shows a blank screen), in the build's
 * language (boundary-copy.messages.ts).
 */
export const boundaryCopy = {
  heading: m.heading(),
  body: m.body(),
  retry: m.retry(),
  reload: m.reload(),
};
