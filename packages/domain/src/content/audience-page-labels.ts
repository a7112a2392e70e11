/** Labels of the audience pages, around their content (STYLE "UI text lives in content files"). */
export const audiencePageLabels = {
  needs: 'What groups like yours need',
  recommended: 'Recommended vehicles',
  tips: 'Good to know',
  faqs: 'Frequently asked questions',
  quote: 'Request a quote',
  book: 'Check availability',
} as const;
