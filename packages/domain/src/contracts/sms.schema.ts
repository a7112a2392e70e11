import { z } from 'zod';

/**
 * A text message Twilio posts to POST /api/sms/inbound (form-encoded): who
 * sent it and what it says, with Twilio's other fields kept as strings, since
 * the request's signature covers every field posted.
 */
export const smsInboundSchema = z
  .object({
    From: z.string().max(32),
    Body: z.string().max(1600).optional(),
  })
  .catchall(z.string().max(2000));
export type SmsInbound = z.infer<typeof smsInboundSchema>;
