/** Labels of the long documents (terms, rental guidelines), around their content (STYLE "UI text lives in content files"). */
export const infoPageLabels = {
  contents: 'On this page',
  updated: 'Last updated',
  backToTop: 'Back to top',
} as const;
