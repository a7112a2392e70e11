import { extractText, extractTextItems, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { signatureDataUrl } from '../../test/images.ts';
import { inLanguage } from '../i18n/language.ts';
import { termsTranslated } from './agreement.ts';
import { type AgreementDocument, renderAgreementPdf } from './agreement-pdf.ts';

async function agreement(typed: string): Promise<AgreementDocument> {
  const png = Buffer.from((await signatureDataUrl()).split(',')[1]!, 'base64');
  return {
    code: 'CNV-7K3M9Q',
    seller: { name: 'Harbor Rent-A-Car, Inc.', lines: ['1200 Harbor Boulevard', '+1 410 555 0100'] },
    renter: { name: typed, organisation: typed, email: 'ada@example.com', phone: '+1 410 555 0199' },
    trip: { location: 'Baltimore Harbor', pickup: 'Monday', return: 'Wednesday' },
    vehicles: [
      {
        label: '15 Passenger Van 1',
        unit: 'BAL-101',
        odometerMiles: 12_000,
        fuel: 'Full',
        damage: [],
        inspection: [
          'Tires: tread depth and no cuts or bulges: Pass',
          'Cleanliness: inside swept: Not applicable',
        ],
      },
    ],
    drivers: [{ name: typed, vehicle: '15 Passenger Van', licence: 'MD •••• 9012' }],
    lines: [{ label: '15 Passenger Van', amountCents: 53_700 }],
    taxes: [],
    totalCents: 53_700,
    depositCents: 50_000,
    returnTerms: [],
    terms: [],
    signature: { png, signerName: typed, signedAt: 'Monday', witnessedBy: 'sam@rent.test' },
  };
}

describe('the rental agreement PDF', () => {
  it('keeps every name on its line: a line break or bidi control typed in one adds no line', async () => {
    // Names stored before they were cleaned (contracts/plain-text.ts), as a renter could type them.
    const pdf = await renderAgreementPdf(await agreement('Ada\r\nPay to account 0001\u202E'));
    const { items } = await extractTextItems(new Uint8Array(pdf));
    const strings = items.flat().map((item) => item.str);
    // Renter, organisation, driver and signer.
    expect(strings.filter((s) => s === 'Ada Pay to account 0001')).toHaveLength(4);
    expect(strings.filter((s) => s.startsWith('Pay to'))).toEqual([]);
  });

  it('states where the vehicles were delivered and are collected from (decision 030), and nothing without', async () => {
    const base = await agreement('Ada Okafor');
    const text = async (doc: AgreementDocument) =>
      (await extractTextItems(new Uint8Array(await renderAgreementPdf(doc)))).items.flat().map((i) => i.str);
    const delivered = await text({
      ...base,
      trip: {
        ...base.trip,
        delivery: '850 Fleet Street, Baltimore, MD 21231',
        collection: '400 Key Highway, Baltimore, MD 21230',
      },
    });
    expect(delivered).toEqual(
      expect.arrayContaining(['Delivered to', '850 Fleet Street, Baltimore, MD 21231']),
    );
    expect(delivered).toEqual(
      expect.arrayContaining(['Collected from', '400 Key Highway, Baltimore, MD 21230']),
    );
    const counter = await text(base);
    expect(counter).not.toContain('Delivered to');
    expect(counter).not.toContain('Collected from');
  });

  it('names a one-way rental’s return location beside the pickup’s (decision 028), and no such row without', async () => {
    const base = await agreement('Ada Okafor');
    const text = async (doc: AgreementDocument) =>
      (await extractTextItems(new Uint8Array(await renderAgreementPdf(doc)))).items.flat().map((i) => i.str);
    const oneWay = await text({
      ...base,
      trip: { ...base.trip, returnLocation: 'Chicago West Loop, 600 W Madison St, Chicago' },
    });
    expect(oneWay).toEqual(
      expect.arrayContaining([
        'Pickup location',
        'Return to',
        'Chicago West Loop, 600 W Madison St, Chicago',
      ]),
    );
    const roundTrip = await text(base);
    expect(roundTrip).toContain('Location');
    expect(roundTrip).not.toContain('Return to');
  });

  it('prints each vehicle’s check-out inspection, item by item (decision 034)', async () => {
    const pdf = await renderAgreementPdf(await agreement('Ada Okafor'));
    const strings = (await extractTextItems(new Uint8Array(pdf))).items.flat().map((i) => i.str);
    expect(strings).toEqual(
      expect.arrayContaining([
        'Inspection at check-out',
        'Tires: tread depth and no cuts or bulges: Pass',
        'Cleanliness: inside swept: Not applicable',
      ]),
    );
  });
});

describe('the rental agreement PDF in the renter’s language (decision 048)', () => {
  /** The PDF's text, its lines joined: a sentence wrapped over two lines reads as one. */
  const textOf = async (pdf: Buffer) =>
    (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(
      /\s+/g,
      ' ',
    );
  const cancellation = [
    'Si cancela con 3 días o más de anticipación: sin cargo.',
    'Si no recoge los vehículos ni cancela (no presentación): un día de la tarifa diaria de cada vehículo.',
  ];

  it('draws a Spanish booking’s agreement in Spanish, with the terms translated after the sentence that the English governs', async () => {
    const base = await agreement('Ana García');
    const doc = { ...base, translatedTerms: termsTranslated('es', cancellation) };
    const text = await textOf(await inLanguage('es', () => renderAgreementPdf(doc)));
    for (const words of [
      'Contrato de alquiler CNV-7K3M9Q',
      'Arrendatario y viaje',
      'Vehículos a su salida',
      'Conductores autorizados',
      'Cargos (según la reserva)',
      'Depósito de garantía (retenido, no cobrado) $500.00',
      '15 Passenger Van $537.00',
      'Términos y condiciones de alquiler',
      'Esta es una traducción para su comodidad; el texto en inglés de estos términos es el que rige y se le entrega si lo solicita.',
      // The published Spanish terms, numbered, brand filled in, links as their words.
      '1. Acerca de estos términos',
      'Estos términos se aplican a todo alquiler reservado bajo el nombre Convoy',
      'nuestra guía de alquiler, constituyen el acuerdo completo',
      '4. Requisitos de los conductores',
      '• tener al menos la edad mínima indicada',
      // The booking's cancellation policy in its place.
      'Si cancela con 3 días o más de anticipación: sin cargo.',
      'Con su firma, el arrendatario acepta este contrato',
      'Firmado por Ana García',
    ]) {
      expect(text).toContain(words);
    }
    expect(text.indexOf('el texto en inglés de estos términos es el que rige')).toBeLessThan(
      text.indexOf('1. Acerca de estos términos'),
    );
    for (const words of [
      'Renter and trip',
      'Vehicles as they go out',
      'Authorized drivers',
      'By signing',
      '{brand}',
      '](/',
    ])
      expect(text).not.toContain(words);
  });

  it('prints no translation in English, and knows of none for English', async () => {
    expect(termsTranslated('en', cancellation)).toBeNull();
    const text = await textOf(await renderAgreementPdf(await agreement('Ana García')));
    expect(text).toContain('Rental agreement CNV-7K3M9Q');
    expect(text).toContain('Security deposit (held, not charged) $500.00');
    expect(text).not.toContain('traducción');
  });
});
