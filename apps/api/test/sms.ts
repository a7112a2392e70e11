import { randomBytes } from 'node:crypto';
import { TwilioStandIn } from './twilio-stand-in/twilio-stand-in.ts';

/** The Twilio account the test apps and the stand-in share (test values, not secrets). */
export const testTwilio = {
  accountSid: `AC${'0123456789abcdef'.repeat(2)}`,
  authToken: 'fedcba9876543210'.repeat(2),
  from: '+14105550100',
};

/** Where Twilio posts replies to the test apps (PUBLIC_URL is https://rent.test). */
export const inboundUrl = 'https://rent.test/api/sms/inbound';

/** A stand-in of Twilio's API, and the environment that points an app at it (one licence key for all instances). */
export async function twilioStandIn(now?: () => number) {
  const standIn = await TwilioStandIn.start({ ...testTwilio, now });
  const env = {
    TWILIO_ACCOUNT_SID: testTwilio.accountSid,
    TWILIO_AUTH_TOKEN: testTwilio.authToken,
    TWILIO_FROM: testTwilio.from,
    TWILIO_API_URL: standIn.url,
    // Instances of one deployment share the key that seals numbers and keys their hashes.
    LICENCE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  return { standIn, env };
}
