import quoteCopy from './quote.messages';

/** Words of the quote request page: quote.messages.ts, in the build's language (decision 048). */
export { quoteCopy };
