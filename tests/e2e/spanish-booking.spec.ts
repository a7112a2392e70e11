import type { Locator, Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { expect, test } from './support/fixtures';
import { lastEmailTo } from './support/mail';
import { axeAtBothSizes, phone } from './support/phone';
import { isoDay, renter, testEmail, tripDates, unitsFree } from './support/reservation-flow';
import { signWithFinger } from './support/signature';

/** The MIME part of an e-mail whose headers name `filename`, its body decoded. */
function attachment(eml: string, filename: RegExp): Buffer {
  const part = eml.split(/\r?\n--[^\r\n]+\r?\n/).find((p) => filename.test(p.split(/\r?\n\r?\n/)[0] ?? ''));
  if (!part) throw new Error(`no attachment ${filename}`);
  const [head = '', ...body] = part.split(/\r?\n\r?\n/);
  const content = body.join('\n\n');
  return /Content-Transfer-Encoding: base64/i.test(head)
    ? Buffer.from(content.replace(/\s+/g, ''), 'base64')
    : Buffer.from(content, 'utf8');
}

/** Names the driver of one van on the confirm step, as a Spanish-speaking organizer sees it. */
async function nameDriver(page: Page, vehicle: string, name: string, number: string): Promise<Locator> {
  const group = page.getByRole('group', { name: vehicle, exact: true });
  await group.getByRole('button', { name: `Designar al conductor de ${vehicle}` }).click();
  await group.getByLabel('Nombre completo').fill(name);
  await group.getByRole('radio', { name: 'Ingresar su licencia ahora' }).check();
  await group.getByLabel('Fecha de nacimiento').fill('1984-05-02');
  await group.getByLabel(/Estado o provincia de la licencia/).fill('MD');
  await group.getByLabel('Número de licencia').fill(number);
  await group.getByLabel('Fecha de vencimiento de la licencia').fill(isoDay(2000));
  await group.getByLabel('Años con licencia').fill('10');
  return group;
}

// SPEC Part B §17 (decision 048): a church group's organizer books two vans on a phone, in Spanish.
test.describe('booking in Spanish on a phone @mobile-only', () => {
  test.use({ viewport: phone });

  test('search, choose, two drivers, book: the e-mail, calendar file and invoice are Spanish, the total the English one', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const trip = tripDates(451);
    const email = testEmail('iglesia');
    const found: string[] = [];
    expect(await unitsFree(request, trip, '15-passenger-van')).toBeGreaterThan(1);

    await test.step('search from the Spanish home page', async () => {
      await page.goto('/es');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await page.getByLabel('Sucursal de recogida').selectOption({ label: 'Baltimore Harbor' });
      await page.getByLabel('Fecha de recogida').fill(trip.pickupDate);
      await page.getByLabel('Hora de recogida').fill('10:00');
      await page.getByLabel('Fecha de devolución').fill(trip.returnDate);
      await page.getByLabel('Hora de devolución').fill('10:00');
      await page.getByLabel('Edad del conductor principal').fill('40');
      await page.getByRole('button', { name: 'Ver vehículos disponibles' }).click();
      await expect(page).toHaveURL(/\/es\/availability$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Vehículos disponibles' })).toBeVisible();
      found.push(...(await axeAtBothSizes(page, 'availability in Spanish')));
    });

    await test.step('choose two 15 passenger vans', async () => {
      const card = page.getByRole('article', { name: '15 Passenger Van', exact: true });
      await card.getByLabel('Cantidad de vehículos').selectOption('2');
      await card.getByRole('button', { name: 'Elegir 15 Passenger Van' }).click();
      await expect(page).toHaveURL(/\/es\/confirm$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Confirme su reserva' })).toBeVisible();
    });

    await test.step('name a driver for each van and give the organizer’s details', async () => {
      await page.getByRole('radio', { name: /^Collision damage waiver/ }).check();
      await nameDriver(page, '15 Passenger Van 1', 'María López', 'L12345678');
      await nameDriver(page, '15 Passenger Van 2', 'José Ramírez', 'R87654321');
      await page.getByLabel('Nombre', { exact: true }).fill(renter.firstName);
      await page.getByLabel('Apellido').fill(renter.lastName);
      await page.getByLabel('Correo electrónico', { exact: true }).fill(email);
      await page.getByLabel('Número de teléfono celular').fill(renter.phone);
      await page.getByRole('checkbox', { name: 'He leído y acepto los términos del alquiler.' }).check();
      found.push(...(await axeAtBothSizes(page, 'confirm in Spanish')));
      await page.getByRole('button', { name: 'Confirmar reserva' }).click();
      await expect(page).toHaveURL(/\/es\/success$/);
      found.push(...(await axeAtBothSizes(page, 'success in Spanish')));
    });

    const code = (await page.getByTestId('reservation-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z]{2,4}-[2-9A-HJKMNP-TV-Z]{6,10}$/);

    await test.step('the e-mail, its calendar file and its invoice are Spanish, with the English booking’s total', async () => {
      const booked = await request.get(`/api/reservations/${code}?email=${encodeURIComponent(email)}`);
      expect(booked.status()).toBe(200);
      const answer = await booked.json();
      expect(answer.reservation.locale).toBe('es');
      const total = answer.pricingBreakdown.totalCents as number;
      // The same trip priced in English: the same choices, the same total.
      const english = await request.post('/api/reservations/price', {
        data: {
          rentalType: 'daily',
          pickupLocationId: 'baltimore',
          pickupDate: trip.pickupDate,
          pickupTime: '10:00',
          returnDate: trip.returnDate,
          returnTime: '10:00',
          renterAge: 40,
          vehicleId: '15-passenger-van',
          quantity: 2,
          protection: answer.reservation.protection,
        },
      });
      expect(english.status(), await english.text()).toBe(200);
      expect((await english.json()).pricingBreakdown.totalCents).toBe(total);

      const money = `$${(total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
      const eml = await lastEmailTo(email, /está confirmada/);
      expect(eml).toContain('Hola, Grace:');
      expect(eml).toContain('Su reserva está confirmada.');
      expect(eml).toContain('María López');
      expect(eml).toContain(money);
      expect(eml).not.toContain('Your reservation is confirmed');

      const ics = attachment(eml, new RegExp(`reserva-${code}\\.ics`))
        .toString('utf8')
        .replace(/\r?\n /g, '');
      expect(ics).toContain(`Reserva ${code}.`);
      expect(ics).toContain('impuestos y cargos incluidos');
      expect(ics).toContain(money);

      const pdf = attachment(eml, /INV-\d{4}-\d{6}\.pdf/);
      const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
      expect(text).toMatch(/Factura/);
      expect(text).toContain(money);
    });

    await test.step('the organizer signs the rental agreement from the Spanish booking page; its PDF is Spanish', async () => {
      await page.goto(`/es/manage?code=${code}`);
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByRole('button', { name: 'Buscar mi reserva' }).click();
      await expect(page.getByRole('heading', { name: `Reserva ${code}` })).toBeFocused();
      const agreement = page.getByRole('region', { name: 'Contrato de alquiler' });
      await agreement.getByRole('button', { name: 'Leer y firmar el contrato' }).click();
      await agreement.getByRole('checkbox', { name: 'Acepto firmar electrónicamente' }).check();
      const pad = page.getByRole('img', { name: 'Recuadro de firma: firme con el dedo o el mouse' });
      await expect(page.getByText('Aún sin firmar.', { exact: true })).toBeVisible();
      await signWithFinger(page, pad);
      await expect(page.getByText('Firmado.', { exact: true })).toBeVisible();
      await agreement.getByRole('button', { name: 'Firmar el contrato' }).click();
      await expect(agreement.getByRole('status')).toBeFocused();
      found.push(...(await axeAtBothSizes(page, 'the agreement signed in Spanish')));
      const eml = await lastEmailTo(email, new RegExp(`contrato de alquiler de Convoy firmado para ${code}`));
      const pdf = attachment(eml, /Rental agreement [A-Z0-9-]+\.pdf/);
      const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
      expect(text).toContain('Contrato de alquiler');
      expect(text).toContain(code);
      expect(text).not.toContain('Signed by');
    });

    expect(found).toEqual([]);
  });
});
