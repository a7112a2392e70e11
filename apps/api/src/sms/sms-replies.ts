/**
 * What a reply to our texts asks (the CTIA's opt-out words, which carriers and
 * Twilio honour too): stop every text to the number, or start them again.
 * The whole message, trimmed, in any case: "stop please" is not a STOP.
 */
export type ReplyKeyword = 'stop' | 'start';

const stopWords = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const startWords = new Set(['START', 'UNSTOP']);

export function replyKeyword(body: string): ReplyKeyword | null {
  const word = body.trim().toUpperCase();
  if (stopWords.has(word)) return 'stop';
  if (startWords.has(word)) return 'start';
  return null;
}
