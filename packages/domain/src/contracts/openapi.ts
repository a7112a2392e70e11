import { z } from 'zod';
import { brand } from '../content/brand.ts';
import {
  attributionEnvelopeSchema,
  attributionRecordSchema,
  flowAnalyticsSchema,
} from './attribution.schema.ts';
import {
  availabilityRequestSchema,
  availabilityResponseSchema,
  vehicleAvailabilitySchema,
} from './availability.schema.ts';
import { calendarFeedFileParamsSchema } from './calendar-feed.schema.ts';
import { cancellationPolicyQuerySchema, cancellationPolicyResponseSchema } from './cancellation.schema.ts';
import { contactDetailsSchema, reservationContactSchema } from './contact.schema.ts';
import { driverInputSchema, driverSchema } from './driver.schema.ts';
import { errorEnvelopeSchema } from './error.schema.ts';
import {
  contactLeadSchema,
  fleetSalesLeadSchema,
  leadRequestSchema,
  leadResponseSchema,
  leasingLeadSchema,
} from './lead.schema.ts';
import { locationSchema, locationsResponseSchema, openingHoursSchema } from './location.schema.ts';
import {
  accessKeyIssuedSchema,
  organisationCreatedSchema,
  organisationRequestSchema,
  organisationSchema,
  taxCertificateSchema,
  termsRequestSchema,
} from './organisation.schema.ts';
import { organisationAccountSchema } from './organisation-account.schema.ts';
import {
  invoiceSummarySchema,
  paymentSchema,
  paymentSessionRequestSchema,
  paymentSessionResponseSchema,
  publicPaymentConfigSchema,
  reservationPaymentSchema,
} from './payment.schema.ts';
import {
  preArrivalIdentitySchema,
  preArrivalLicenceSchema,
  preArrivalPageSchema,
  preArrivalResendSchema,
  remoteSignatureResponseSchema,
  remoteSignatureSchema,
  renterSignatureSchema,
  safetyAcknowledgementSchema,
} from './pre-arrival.schema.ts';
import {
  extrasQuerySchema,
  extrasResponseSchema,
  offeredExtraSchema,
  offeredProtectionSchema,
  protectionResponseSchema,
} from './price-book.schema.ts';
import {
  pricedReservationSchema,
  pricedTripSchema,
  pricedVehicleGroupSchema,
  priceLineSchema,
  priceTaxSchema,
  pricingBreakdownSchema,
} from './pricing-breakdown.schema.ts';
import { publicConfigSchema } from './public-config.schema.ts';
import { quoteRequestSchema, quoteResponseSchema } from './quote.schema.ts';
import { rentalChargesResponseSchema } from './rental-charges.schema.ts';
import {
  idempotencyKeySchema,
  reservationCancelSchema,
  reservationCodeSchema,
  reservationCreateSchema,
  reservationPriceResponseSchema,
  reservationPriceSchema,
  reservationResponseSchema,
  reservationSchema,
} from './reservation.schema.ts';
import {
  reservationChangePreviewSchema,
  reservationChangeResponseSchema,
  reservationChangeSchema,
} from './reservation-change.schema.ts';
import { smsInboundSchema } from './sms.schema.ts';
import { vehicleClassSchema, vehiclesResponseSchema } from './vehicle-class.schema.ts';
import { vehicleForSaleSchema, vehiclesForSaleResponseSchema } from './vehicle-for-sale.schema.ts';

/**
 * The OpenAPI 3.1 document served at GET /api/openapi.json, generated
 * with zod's own `z.toJSONSchema` from the very schemas that validate requests,
 * so the document cannot drift from the API. Request schemas are converted as
 * input (fields with a default are optional); cross-field rules (return after
 * pickup, rentalMonths for monthly rentals) are not expressible in JSON Schema
 * and are stated in the descriptions instead.
 */
type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/** Every named component; a schema listed here appears as a `$ref` wherever it is used. */
export const componentSchemas = {
  Error: errorEnvelopeSchema,
  Location: locationSchema,
  OpeningHours: openingHoursSchema,
  LocationsResponse: locationsResponseSchema,
  VehicleClass: vehicleClassSchema,
  VehiclesResponse: vehiclesResponseSchema,
  VehicleForSale: vehicleForSaleSchema,
  VehiclesForSaleResponse: vehiclesForSaleResponseSchema,
  PricingBreakdown: pricingBreakdownSchema,
  PriceLine: priceLineSchema,
  PriceTax: priceTaxSchema,
  PricedTrip: pricedTripSchema,
  PricedVehicleGroup: pricedVehicleGroupSchema,
  PricedReservation: pricedReservationSchema,
  DriverInput: driverInputSchema,
  Driver: driverSchema,
  CancellationPolicyResponse: cancellationPolicyResponseSchema,
  Extra: offeredExtraSchema,
  ExtrasResponse: extrasResponseSchema,
  Protection: offeredProtectionSchema,
  ProtectionResponse: protectionResponseSchema,
  RentalChargesResponse: rentalChargesResponseSchema,
  AttributionRecord: attributionRecordSchema,
  FlowAnalytics: flowAnalyticsSchema,
  AttributionEnvelope: attributionEnvelopeSchema,
  AvailabilityRequest: availabilityRequestSchema,
  VehicleAvailability: vehicleAvailabilitySchema,
  AvailabilityResponse: availabilityResponseSchema,
  ContactDetails: contactDetailsSchema,
  ReservationContact: reservationContactSchema,
  ReservationCreateRequest: reservationCreateSchema,
  ReservationPriceRequest: reservationPriceSchema,
  ReservationPriceResponse: reservationPriceResponseSchema,
  Reservation: reservationSchema,
  ReservationResponse: reservationResponseSchema,
  ReservationCancelRequest: reservationCancelSchema,
  ReservationChangeRequest: reservationChangeSchema,
  ReservationChangePreview: reservationChangePreviewSchema,
  ReservationChangeResponse: reservationChangeResponseSchema,
  QuoteRequest: quoteRequestSchema,
  QuoteResponse: quoteResponseSchema,
  ContactLead: contactLeadSchema,
  LeasingLead: leasingLeadSchema,
  FleetSalesLead: fleetSalesLeadSchema,
  LeadRequest: leadRequestSchema,
  LeadResponse: leadResponseSchema,
  PublicConfig: publicConfigSchema,
  Payment: paymentSchema,
  InvoiceSummary: invoiceSummarySchema,
  ReservationPayment: reservationPaymentSchema,
  PublicPaymentConfig: publicPaymentConfigSchema,
  PaymentSessionRequest: paymentSessionRequestSchema,
  PaymentSessionResponse: paymentSessionResponseSchema,
  OrganisationRequest: organisationRequestSchema,
  Organisation: organisationSchema,
  OrganisationCreated: organisationCreatedSchema,
  OrganisationAccount: organisationAccountSchema,
  AccessKeyIssued: accessKeyIssuedSchema,
  TaxCertificate: taxCertificateSchema,
  TermsRequest: termsRequestSchema,
  PreArrivalPage: preArrivalPageSchema,
  PreArrivalIdentity: preArrivalIdentitySchema,
  PreArrivalLicence: preArrivalLicenceSchema,
  SafetyAcknowledgement: safetyAcknowledgementSchema,
  RemoteSignature: remoteSignatureSchema,
  RemoteSignatureResponse: remoteSignatureResponseSchema,
  PreArrivalResendRequest: preArrivalResendSchema,
  RenterSignature: renterSignatureSchema,
} satisfies Record<string, z.ZodType>;

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** What JSON Schema cannot say from the zod schemas alone. */
const additions: Partial<Record<keyof typeof componentSchemas, JsonSchema>> = {
  AvailabilityRequest: {
    description:
      'Wall-clock dates and times at the pickup location. A daily rental needs returnDate and returnTime after the pickup; a monthly one needs rentalMonths (1–12) and returns the same day of the month that many months later.',
  },
  ReservationCreateRequest: {
    description:
      'The search fields plus the vehicle, quantity and contact, with the same rules as AvailabilityRequest, and the price choices (extras, protection, promoCode, estimatedMiles, additionalDrivers). protection: [] declines protection: the renter then uploads a certificate of insurance (POST /api/reservations/{code}/insurance-certificate) before the vehicles go out; ownCoverStatement is optional. Leaving protection out means not chosen yet. Any price sent is ignored: the server recomputes availability and the true total and stores its lines and taxes with the booking. 409 with code "extra_unavailable" (a stocked extra is out for those dates) or "promo_code_used_up"; 400 on promoCode when the code does not apply to the trip. Paying: `paymentMethod` card (when the company collects online: the deposit held or the total charged, on the provider\'s hosted page), invoice (an organization approved for invoice terms; `poNumber` required when it says so) or at_pickup (when nothing is collected online); without it the company\'s setting decides. `organisation` {code, key} books for an organization account: its verified tax-exemption certificate of the location\'s state (valid on the pickup day) waives that state\'s sales tax, other taxes and fees stay.',
  },
  OrganisationRequest: {
    description:
      'Opens an organization account; `requestedNetDays` asks staff for invoice terms (net 15, 30 or 60). The access key is answered once and e-mailed to the billing contact; it acts for the organization with `Authorization: Bearer <code>.<key>`.',
  },
  PricingBreakdown: {
    description:
      'SPEC §9 pricing in integer cents (USD); effectiveDailyRateCents covers the subtotal (all vehicles), unitEffectiveDailyRateCents one vehicle.',
  },
  QuoteRequest: {
    description:
      "The return must be after the pickup (local date and time). `organisationAccount` {code, key} asks the quote for an organization account (401 when they do not match): its name stands for `organization`, and its verified tax-exemption certificate of the location's state (valid on the pickup day) waives that state's sales tax in the estimate.",
  },
  LeadRequest: {
    type: 'object',
    discriminator: {
      propertyName: 'kind',
      mapping: {
        contact: ref('ContactLead').$ref,
        leasing: ref('LeasingLead').$ref,
        'fleet-sales': ref('FleetSalesLead').$ref,
      },
    },
  },
};
const jsonBody = (id: string) => ({ 'application/json': { schema: ref(id) } });

/** zod → JSON Schema fragments without the per-document keywords OpenAPI does not want inline. */
function stripDocumentKeys(schema: JsonSchema): JsonSchema {
  const { $schema: _schema, $id: _id, ...rest } = schema;
  return rest;
}

function buildComponentSchemas(): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(componentSchemas)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { io: 'input', uri: (id) => `#/components/schemas/${id}` });
  // Shared definitions only appear for recursive schemas, which the API has none of.
  if ('__shared' in schemas) throw new Error('Unexpected shared JSON Schema definitions.');
  const result: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    result[id] = {
      ...stripDocumentKeys(schema as JsonSchema),
      ...additions[id as keyof typeof componentSchemas],
    };
  }
  return result;
}

function inlineSchema(schema: z.ZodType): JsonSchema {
  return stripDocumentKeys(z.toJSONSchema(schema, { io: 'input' }) as JsonSchema);
}

const errorRefs = {
  400: { $ref: '#/components/responses/BadRequest' },
  404: { $ref: '#/components/responses/NotFound' },
  409: { $ref: '#/components/responses/Unavailable' },
  422: { $ref: '#/components/responses/IdempotencyConflict' },
  429: { $ref: '#/components/responses/TooManyRequests' },
};
type ErrorStatus = keyof typeof errorRefs;

function errorResponse(description: string) {
  return { description, content: jsonBody('Error') };
}

interface OperationSpec {
  operationId: string;
  summary: string;
  /** Component id of the JSON request body. */
  body?: string;
  status: 200 | 201;
  /** Component id of the success body. */
  response: string;
  errors: ErrorStatus[];
  parameters?: JsonSchema[];
  description?: string;
}

/** A multipart upload: these fields, every one required, and the file in "file". */
function multipartBody(fields: Record<string, JsonSchema>) {
  const properties = { ...fields, file: { type: 'string', format: 'binary' } };
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', required: Object.keys(properties), properties },
      },
    },
  };
}

function operation({ body, status, response, errors, ...rest }: OperationSpec): Operation {
  return {
    ...rest,
    ...(body ? { requestBody: { required: true, content: jsonBody(body) } } : {}),
    responses: {
      [status]: { description: status === 201 ? 'Created' : 'OK', content: jsonBody(response) },
      ...Object.fromEntries(errors.map((code) => [code, errorRefs[code]])),
    },
  };
}

function paths(): Record<string, Record<string, Operation>> {
  const codeParam = { name: 'code', in: 'path', required: true, schema: inlineSchema(reservationCodeSchema) };
  const emailParam = {
    name: 'email',
    in: 'query',
    required: true,
    schema: inlineSchema(z.string().max(254)),
  };
  const idempotencyKey = {
    name: 'Idempotency-Key',
    in: 'header',
    required: true,
    schema: inlineSchema(idempotencyKeySchema),
  };
  const list = (operationId: string, summary: string, response: string) =>
    operation({ operationId, summary, status: 200, response, errors: [] });
  const numberParam = {
    name: 'number',
    in: 'path',
    required: true,
    schema: inlineSchema(
      z
        .string()
        .max(20)
        .regex(/^INV-\d{4}-\d{6}$/),
    ),
  };
  const pdf = (operationId: string, summary: string, parameters: JsonSchema[]) => ({
    operationId,
    summary,
    parameters,
    responses: {
      200: {
        description: 'The PDF file',
        content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
      },
      400: errorRefs[400],
      404: errorRefs[404],
      429: errorRefs[429],
    },
  });
  return {
    '/api/locations': {
      get: list('listLocations', 'Pickup locations with opening hours', 'LocationsResponse'),
    },
    '/api/vehicles': { get: list('listVehicles', 'Fleet classes with their rates', 'VehiclesResponse') },
    '/api/public-config': {
      get: list(
        'getPublicConfig',
        'Settings the browser may know: GA4 measurement id, consent mode',
        'PublicConfig',
      ),
    },
    '/api/extras': {
      get: operation({
        operationId: 'listExtras',
        summary: 'Extras a location offers, with prices and the stock of physical items',
        status: 200,
        response: 'ExtrasResponse',
        errors: [400],
        parameters: [
          {
            name: 'locationId',
            in: 'query',
            required: true,
            schema: inlineSchema(extrasQuerySchema.shape.locationId),
          },
        ],
      }),
    },
    '/api/protection': {
      get: list('listProtection', 'Protection products, per vehicle per day', 'ProtectionResponse'),
    },
    '/api/rental-charges': {
      get: list(
        'listRentalCharges',
        'Deposits, young-renter surcharges and mileage per class, the additional-driver fee, taxes and fees per location, and the cancellation policy',
        'RentalChargesResponse',
      ),
    },
    '/api/cancellation-policy': {
      get: operation({
        operationId: 'getCancellationPolicy',
        summary:
          'The cancellation policy: tiers by notice before pickup, for smaller reservations and for groups, and the no-show fee, each in plain words; for a one-way trip’s two ends, its route’s own when it has one',
        status: 200,
        response: 'CancellationPolicyResponse',
        errors: [400],
        parameters: (['locationId', 'returnLocationId'] as const).map((name) => ({
          name,
          in: 'query',
          required: false,
          schema: inlineSchema(cancellationPolicyQuerySchema.shape[name]),
        })),
      }),
    },
    '/api/vehicles-for-sale': {
      get: list('listVehiclesForSale', 'Vehicles for sale', 'VehiclesForSaleResponse'),
    },
    '/api/availability': {
      post: operation({
        operationId: 'searchAvailability',
        summary: 'Available, eligible and priced vehicle classes',
        body: 'AvailabilityRequest',
        status: 200,
        response: 'AvailabilityResponse',
        errors: [400, 429],
      }),
    },
    '/api/reservations': {
      post: operation({
        operationId: 'createReservation',
        summary: 'Book vehicles: one class, or a convoy of several, all or nothing',
        description:
          'The vehicles as `lines` [{vehicleId, quantity}] (a class once, at most 8 classes and 20 vehicles) or, as before lines, one `vehicleId` and `quantity`. All lines are booked or none: 409 with code "unavailable" names each short line in `lines.N.quantity`. `drivers` may name a driver per vehicle, `vehicleNumber` saying which vehicle of its class (1 up; absent: any of them; past the class’s quantity: 400 naming `drivers.N.vehicleNumber`), more are additional drivers, charged per day; a driver who does not qualify for the class they are assigned answers 422 "driver_not_qualified" naming `drivers.N.<field>` with the reason. License numbers are stored encrypted and answered masked. Requires an Idempotency-Key header: a retry with the same key and body returns the original response; the same key with another body answers 422; a missing key answers 400.',
        parameters: [idempotencyKey],
        body: 'ReservationCreateRequest',
        status: 201,
        response: 'ReservationResponse',
        errors: [400, 409, 422, 429],
      }),
    },
    '/api/reservations/price': {
      post: operation({
        operationId: 'priceReservation',
        summary: 'The true total of a booking before it is made',
        description:
          'Priced exactly as POST /api/reservations will store it (lines, taxes, totals, deposit, what is due when); books and holds nothing. A promo code that does not apply is answered with promo.applied false and its reason. 422 with code "blackout" or "minimum_length" when the trip cannot be booked, "ineligible" when the renter cannot drive the class.',
        body: 'ReservationPriceRequest',
        status: 200,
        response: 'ReservationPriceResponse',
        errors: [400, 422, 429],
      }),
    },
    '/api/reservations/{code}': {
      get: operation({
        operationId: 'getReservation',
        summary: 'Look up a reservation; 404 unless the code and the e-mail match',
        parameters: [codeParam, emailParam],
        status: 200,
        response: 'ReservationResponse',
        errors: [400, 404, 429],
      }),
      patch: operation({
        operationId: 'patchReservation',
        summary: 'Change a reservation (the same as POST /api/reservations/{code}/changes)',
        parameters: [codeParam, idempotencyKey],
        body: 'ReservationChangeRequest',
        status: 200,
        response: 'ReservationChangeResponse',
        errors: [400, 404, 409, 422, 429],
      }),
    },
    '/api/reservations/{code}/changes/price': {
      post: operation({
        operationId: 'priceReservationChange',
        summary: 'What a change of a reservation would cost, and what it changes; nothing is changed',
        description:
          "The changed reservation re-priced with today's rules: `pricingBreakdown`, and `change` with each change in words, the total before and after and the difference. The e-mail must match, as for a lookup.",
        parameters: [codeParam],
        body: 'ReservationChangeRequest',
        status: 200,
        response: 'ReservationChangePreview',
        errors: [400, 404, 409, 422, 429],
      }),
    },
    '/api/reservations/{code}/changes': {
      post: operation({
        operationId: 'changeReservation',
        summary:
          'Change the dates and times, vehicles, extras and protection of a reservation, or add drivers',
        description:
          'Fields given replace what was booked (`lines` the whole list of vehicles); `addDrivers` names drivers beside those already named. Applied all or nothing: 409 "unavailable" names the short lines, 422 "driver_not_qualified" the drivers, 409 "already_started" after pickup and "not_confirmed" when canceled. Requires an Idempotency-Key header, as a booking does. The renter and staff are e-mailed what changed.',
        parameters: [codeParam, idempotencyKey],
        body: 'ReservationChangeRequest',
        status: 200,
        response: 'ReservationChangeResponse',
        errors: [400, 404, 409, 422, 429],
      }),
    },
    '/api/reservations/{code}/cancel': {
      post: operation({
        operationId: 'cancelReservation',
        summary:
          'Cancel a reservation and free its units; the fee the cancellation policy sets for the notice given is stored (reservation.cancellationFeeCents)',
        parameters: [codeParam],
        body: 'ReservationCancelRequest',
        status: 200,
        response: 'ReservationResponse',
        errors: [400, 404, 429],
      }),
    },
    '/api/reservations/{code}/payment': {
      post: operation({
        operationId: 'openPaymentPage',
        summary:
          'The card payment page (Stripe Checkout) of a reservation: the payment it waits for, or its balance',
        description:
          'A reservation `pending_payment` gets its open page again (or a new one); a confirmed one paid by card gets a page for its balance. 409 "nothing_due" when nothing is due online, "not_payable" when canceled or expired. The e-mail must match, as for a lookup.',
        parameters: [codeParam],
        body: 'PaymentSessionRequest',
        status: 200,
        response: 'PaymentSessionResponse',
        errors: [400, 404, 409, 429],
      }),
    },
    '/api/reservations/{code}/invoices/{number}.pdf': {
      get: pdf('getReservationInvoice', 'An invoice of the reservation as PDF (the e-mail must match)', [
        codeParam,
        numberParam,
        emailParam,
      ]),
    },
    '/api/reservations/{code}/receipts/{id}.pdf': {
      get: pdf('getReservationReceipt', 'The receipt of a payment received, as PDF (the e-mail must match)', [
        codeParam,
        { name: 'id', in: 'path', required: true, schema: inlineSchema(z.uuid().max(36)) },
        emailParam,
      ]),
    },
    '/api/payments/config': {
      get: list('getPaymentConfig', 'What is collected online when booking', 'PublicPaymentConfig'),
    },
    '/api/payments/webhook': {
      post: {
        operationId: 'receivePaymentEvent',
        summary:
          'Stripe events (the provider calls it): signature verified over the raw body, each event handled once',
        parameters: [
          {
            name: 'Stripe-Signature',
            in: 'header',
            required: true,
            schema: inlineSchema(z.string().max(2000)),
          },
        ],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
        responses: {
          200: { description: 'Handled, or a repeat of an event already handled' },
          202: {
            description:
              'Received; applied later by reconciliation (the provider could not be asked just now)',
          },
          400: errorRefs[400],
          404: errorRefs[404],
        },
      },
    },
    '/api/sms/inbound': {
      post: {
        operationId: 'receiveTextMessage',
        summary:
          'A reply to our texts (Twilio calls it): signature verified over the URL and every field; STOP stops texts to the number, START resumes them',
        parameters: [
          {
            name: 'X-Twilio-Signature',
            in: 'header',
            required: true,
            schema: inlineSchema(z.string().max(2000)),
          },
        ],
        requestBody: {
          required: true,
          content: { 'application/x-www-form-urlencoded': { schema: inlineSchema(smsInboundSchema) } },
        },
        responses: {
          200: { description: 'Received: an empty TwiML answer (text/xml)' },
          400: errorRefs[400],
          403: errorResponse('The signature does not verify; nothing was changed'),
          404: errorRefs[404],
        },
      },
    },
    '/api/organisations': {
      post: operation({
        operationId: 'openOrganisationAccount',
        summary: 'Open an organization account (school, church, government, business, nonprofit, other)',
        body: 'OrganisationRequest',
        status: 201,
        response: 'OrganisationCreated',
        errors: [400, 429],
      }),
    },
    '/api/organisations/account': {
      get: {
        ...operation({
          operationId: 'getOrganisationAccount',
          summary: 'The organization’s own page: details, invoice terms, certificates, bookings, invoices',
          status: 200,
          response: 'OrganisationAccount',
          errors: [400, 429],
        }),
        security: [{ organisationKey: [] }],
      },
    },
    '/api/organisations/account/terms': {
      post: {
        ...operation({
          operationId: 'requestInvoiceTerms',
          summary: 'Ask staff for invoice terms (net 15, 30 or 60)',
          body: 'TermsRequest',
          status: 200,
          response: 'OrganisationAccount',
          errors: [400, 429],
        }),
        security: [{ organisationKey: [] }],
      },
    },
    '/api/organisations/account/key': {
      post: {
        ...operation({
          operationId: 'changeOrganisationKey',
          summary:
            'A new access key for the organization, answered once; the key sent stops working. An expired key is refused (401, organisation_key_expired): staff issue a new one',
          status: 200,
          response: 'AccessKeyIssued',
          errors: [400, 429],
        }),
        security: [{ organisationKey: [] }],
      },
    },
    '/api/organisations/account/certificates': {
      post: {
        operationId: 'uploadTaxCertificate',
        summary: 'Upload a tax-exemption certificate for staff to verify (PDF or photo, 15 MB at most)',
        security: [{ organisationKey: [] }],
        requestBody: multipartBody({
          state: { type: 'string', maxLength: 2 },
          number: { type: 'string', maxLength: 64 },
          expiresOn: { type: 'string', format: 'date', maxLength: 10 },
        }),
        responses: {
          201: { description: 'Created', content: jsonBody('TaxCertificate') },
          400: errorRefs[400],
          413: errorResponse('The file is larger than 15 MB.'),
          415: errorResponse('Not a PDF, JPEG, PNG, WebP or AVIF file.'),
          422: errorResponse('The file is damaged or incomplete.'),
          429: errorRefs[429],
        },
      },
    },
    '/api/organisations/account/invoices/{number}.pdf': {
      get: {
        ...pdf('getOrganisationInvoice', 'One of the organization’s invoices as PDF', [numberParam]),
        security: [{ organisationKey: [] }],
      },
    },
    ...preArrivalPaths(codeParam),
    '/api/calendar-feeds/{file}': {
      get: {
        operationId: 'getCalendarFeed',
        summary:
          'An organization’s bookings or a location’s pickups and returns as iCalendar (decision 039): the URL staff issue, its token the only permission; cached at most 5 minutes',
        parameters: [
          {
            name: 'file',
            in: 'path',
            required: true,
            schema: inlineSchema(calendarFeedFileParamsSchema.shape.file),
          },
        ],
        responses: {
          200: {
            description: 'The calendar (RFC 5545)',
            content: { 'text/calendar': { schema: { type: 'string', maxLength: 2_000_000 } } },
          },
          400: errorRefs[400],
          404: errorRefs[404],
        },
      },
    },
    '/api/quotes': {
      post: operation({
        operationId: 'requestQuote',
        summary: 'Request a quote',
        body: 'QuoteRequest',
        status: 201,
        response: 'QuoteResponse',
        errors: [400, 429],
      }),
    },
    '/api/leads': {
      post: operation({
        operationId: 'submitLead',
        summary: 'Contact, long-term leasing or fleet-sales request',
        body: 'LeadRequest',
        status: 201,
        response: 'LeadResponse',
        errors: [400, 429],
      }),
    },
    '/api/openapi.json': {
      get: {
        operationId: 'getOpenApiDocument',
        summary: 'This document',
        responses: {
          200: { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } },
        },
      },
    },
  };
}

/**
 * A driver's pre-arrival steps (decision 024), with the token of their link
 * as a bearer credential, and what the organiser does from the manage page.
 */
function preArrivalPaths(codeParam: JsonSchema): Record<string, Record<string, Operation>> {
  const gone = errorResponse(
    'The link has done its job: the driver has finished ("pre_arrival_complete"), or the pickup has passed or the booking is canceled ("link_expired").',
  );
  const step = (spec: Omit<OperationSpec, 'errors'> & { errors?: OperationSpec['errors'] }) => {
    const op = operation({ errors: [400, 409, 422, 429], ...spec });
    const responses = op.responses as Record<string, unknown>;
    return { ...op, security: [{ preArrivalLink: [] }], responses: { ...responses, 410: gone } };
  };
  const driverParam = {
    name: 'driverId',
    in: 'path',
    required: true,
    schema: { type: 'string', format: 'uuid' },
  };
  const sideParam = {
    name: 'side',
    in: 'path',
    required: true,
    schema: { type: 'string', enum: ['front', 'back'] },
  };
  const photo = step({
    operationId: 'uploadLicencePhoto',
    summary:
      'A photo of the license, front or back (multipart, one image in "file"): upright, no metadata, sealed at rest',
    parameters: [sideParam],
    status: 200,
    response: 'PreArrivalPage',
  });
  return {
    '/api/driver': {
      get: step({
        operationId: 'getPreArrivalPage',
        summary:
          'The driver’s own page: booking, vehicle, pickup, the steps done and what is missing, the texts to agree to',
        status: 200,
        response: 'PreArrivalPage',
        errors: [429],
      }),
    },
    '/api/driver/identity': {
      put: step({
        operationId: 'confirmDriverIdentity',
        summary: 'Confirm name and date of birth (the age rule of the vehicle checked: 422 on dateOfBirth)',
        body: 'PreArrivalIdentity',
        status: 200,
        response: 'PreArrivalPage',
      }),
    },
    '/api/driver/licence': {
      put: step({
        operationId: 'enterDriverLicence',
        summary:
          'The license, checked by the vehicle’s driver rules (422 "driver_not_qualified" with a reason per field)',
        body: 'PreArrivalLicence',
        status: 200,
        response: 'PreArrivalPage',
      }),
    },
    '/api/driver/licence-photos/{side}': {
      post: {
        ...photo,
        requestBody: multipartBody({}),
      },
    },
    '/api/driver/safety-acknowledgement': {
      post: step({
        operationId: 'acknowledgeSafetyBriefing',
        summary: 'The 15-passenger van safety briefing read, in the version shown (409 when it changed)',
        body: 'SafetyAcknowledgement',
        status: 200,
        response: 'PreArrivalPage',
      }),
    },
    '/api/driver/signature': {
      post: step({
        operationId: 'signDriverAcknowledgement',
        summary:
          'Sign the driver’s acknowledgement last (409 "steps_missing" names what is left): the PDF’s SHA-256 and the evidence kept, the PDF e-mailed to the driver',
        body: 'RemoteSignature',
        status: 201,
        response: 'RemoteSignatureResponse',
      }),
    },
    '/api/reservations/{code}/drivers/{driverId}/pre-arrival-link': {
      post: {
        operationId: 'resendPreArrivalLink',
        summary:
          'The organizer sends a driver their link again (the last one stops working); the e-mail must match',
        parameters: [codeParam, driverParam],
        requestBody: { required: true, content: jsonBody('PreArrivalResendRequest') },
        responses: {
          204: { description: 'Sent' },
          ...Object.fromEntries([400, 404, 409, 429].map((c) => [c, errorRefs[c as 400]])),
        },
      },
    },
    '/api/reservations/{code}/agreement-signature': {
      post: operation({
        operationId: 'signRentalAgreement',
        summary:
          'The renter signs the rental agreement remotely (its PDF’s SHA-256 and the evidence kept, the PDF e-mailed); the e-mail must match, as for a lookup',
        parameters: [codeParam],
        body: 'RenterSignature',
        status: 201,
        response: 'RemoteSignatureResponse',
        errors: [400, 404, 409, 429],
      }),
    },
  };
}

/** The whole document; build it once at start-up and serve it as JSON. */
export function buildOpenApiDocument(options: { serverUrl?: string; version?: string } = {}) {
  return {
    openapi: '3.1.0',
    info: {
      title: `${brand.name} API`,
      version: options.version ?? '1.0.0',
      description: `Reservations, quotes and inquiries for ${brand.name}. Errors answer {"error":{"code","message","fields"?}} with a 4xx status.`,
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    paths: paths(),
    components: {
      securitySchemes: {
        organisationKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'An organization account: its code and access key, as "ORG-7K3M9Q.<key>".',
        },
        preArrivalLink: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token of a driver’s personal link (`/driver#token=<token>`).',
        },
      },
      schemas: buildComponentSchemas(),
      responses: {
        BadRequest: errorResponse('The input is invalid; `fields` names each offending field.'),
        NotFound: errorResponse('No such resource, or the e-mail does not match.'),
        Unavailable: errorResponse('Not enough units are free (code "unavailable").'),
        IdempotencyConflict: errorResponse('The Idempotency-Key was already used with a different body.'),
        TooManyRequests: errorResponse('Too many requests; try again shortly.'),
      },
    },
  };
}
export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
