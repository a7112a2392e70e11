import { describe, expect, it } from 'vitest';
import { replyKeyword } from './sms-replies.ts';

describe('replyKeyword', () => {
  it.each(['STOP', 'stop', ' Stop\n', 'STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit'])(
    '%j stops texts',
    (body) => {
      expect(replyKeyword(body)).toBe('stop');
    },
  );

  it.each(['START', 'unstop', ' Start '])('%j starts them again', (body) => {
    expect(replyKeyword(body)).toBe('start');
  });

  it.each(['stop please', 'STOP!', 'Thanks', '', 'yes', 'HELP'])('%j is not a keyword', (body) => {
    expect(replyKeyword(body)).toBeNull();
  });
});
