/** What a screen shows when it fails while drawing (no step ever shows a blank screen). */
export const boundaryCopy = {
  heading: 'This part of the page could not be shown',
  body: 'Your details are saved in this browser tab. Try again, or reload the page.',
  retry: 'Try again',
  reload: 'Reload the page',
};
