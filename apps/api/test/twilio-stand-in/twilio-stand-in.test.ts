import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermanentSmsError, TwilioSender } from '../../src/sms/twilio-sender.ts';
import { TwilioStandIn } from './twilio-stand-in.ts';

const account = { accountSid: `AC${'a1'.repeat(16)}`, authToken: 'b2'.repeat(16) };

describe('the Twilio stand-in, through the twilio SDK', () => {
  let standIn: TwilioStandIn;
  let sender: TwilioSender;

  beforeAll(async () => {
    standIn = await TwilioStandIn.start(account);
    sender = new TwilioSender({ ...account, from: '+14105550100', apiUrl: standIn.url });
  });
  afterAll(() => standIn.close());

  it('accepts a message, answers its SM id, and keeps it', async () => {
    const sent = await sender.send({ to: '+14105550111', body: 'Your van is ready.' });
    expect(sent.id).toMatch(/^SM[0-9a-f]{32}$/);
    expect(standIn.to('+14105550111')).toEqual([
      expect.objectContaining({ sid: sent.id, from: '+14105550100', body: 'Your van is ready.' }),
    ]);
  });

  it('sends from a Messaging Service when the sender is one', async () => {
    const service = `MG${'c3'.repeat(16)}`;
    const viaService = new TwilioSender({ ...account, from: service, apiUrl: standIn.url });
    await viaService.send({ to: '+14105550112', body: 'Hello' });
    expect(standIn.to('+14105550112')[0]).toMatchObject({ from: null, messagingServiceSid: service });
  });

  it('refuses another account’s credentials, for good', async () => {
    const intruder = new TwilioSender({
      ...account,
      authToken: 'd4'.repeat(16),
      from: '+14105550100',
      apiUrl: standIn.url,
    });
    const refused = await intruder.send({ to: '+14105550113', body: 'Hi' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PermanentSmsError);
    expect(standIn.to('+14105550113')).toEqual([]);
  });

  it('refuses a number that is not in E.164, and one that opted out, saying which', async () => {
    const invalid = await sender.send({ to: '4105550114', body: 'Hi' }).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ optedOut: false, message: expect.stringContaining('Invalid') });
    standIn.optOut('+14105550115');
    const stopped = await sender.send({ to: '+14105550115', body: 'Hi' }).catch((e: unknown) => e);
    expect(stopped).toBeInstanceOf(PermanentSmsError);
    expect(stopped).toMatchObject({ optedOut: true });
  });

  it('fails on demand with 503, which is not a refusal (the outbox retries it), then works again', async () => {
    standIn.unavailable(1);
    const down = await sender.send({ to: '+14105550116', body: 'Hi' }).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(Error);
    expect(down).not.toBeInstanceOf(PermanentSmsError);
    expect(standIn.to('+14105550116')).toEqual([]);
    await sender.send({ to: '+14105550116', body: 'Hi' });
    expect(standIn.to('+14105550116')).toHaveLength(1);
  });

  it('signs a reply as Twilio would, which the SDK verifies and a changed body does not', async () => {
    const url = 'https://rent.test/api/sms/inbound';
    const { payload, signature } = standIn.reply(url, '+14105550117', 'STOP');
    const fields = Object.fromEntries(new URLSearchParams(payload));
    const twilio = (await import('twilio')).default;
    expect(twilio.validateRequest(account.authToken, signature, url, fields)).toBe(true);
    expect(twilio.validateRequest(account.authToken, signature, url, { ...fields, Body: 'START' })).toBe(
      false,
    );
  });
});
