import { signIn } from './support/admin';
import { expect, test } from './support/fixtures';
import { fillApplication } from './support/organisation';
import { expectNoSidewaysScroll, phone, phoneViolations } from './support/phone';
import { testEmail } from './support/reservation-flow';
import { gotoHydrated } from './support/site';

/**
 * A school opens an account on a phone: from the schools page's answer on
 * purchase orders to the application, where it says it pays by purchase order
 * (SPEC Part B §15); staff see that on its page, their approval starts from it,
 * and the school's account page then says each invoice booking needs a PO.
 */
test.describe('a school on a phone @mobile-only', () => {
  test.use({ viewport: phone, hasTouch: true, isMobile: true });

  test('a school opens an account on a phone, saying it pays by purchase order @phone', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    const email = testEmail('school-po');
    const school = `Lakeside Middle School ${Date.now().toString(36)}`;

    await test.step('the answer on purchase orders leads to organization accounts', async () => {
      await gotoHydrated(page, '/schools-colleges');
      const answer = page
        .getByRole('heading', { name: 'Do you accept purchase orders?' })
        .locator('xpath=following-sibling::p[1]');
      await expect(answer).toContainText('Tell us you pay by purchase order when you apply');
      await answer.getByRole('link', { name: 'organization account' }).click();
      await expect(page).toHaveURL(/\/organisations$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Organization accounts and invoice terms' }),
      ).toBeVisible();
    });

    let code = '';
    await test.step('the application says it pays by purchase order', async () => {
      await page.getByRole('link', { name: 'Apply for an organization account' }).first().click();
      await page.getByLabel('Organization name').fill(school);
      await fillApplication(page, {
        kind: 'School or college',
        contact: 'Ana Ortiz',
        email,
        phone: '+1 410 555 0147',
        street: '400 Lake Road',
        postalCode: '21210',
      });
      await page.getByRole('radio', { name: 'Net 30 days' }).check();
      const po = page.getByRole('checkbox', { name: 'We pay by purchase order' });
      await po.check();
      await expect(po).toBeInViewport();
      found.push(...(await phoneViolations(page, 'the application filled in')));
      await expectNoSidewaysScroll(page);
      await page.getByRole('button', { name: 'Apply for an account' }).click();

      const created = page.getByRole('status').filter({ hasText: `${school} has an account` });
      await expect(created).toBeFocused();
      await expect(created).toContainText('You told us your organization pays by purchase order');
      code = ((await created.getByTestId('organisation-code').textContent()) ?? '').trim();
      expect(code).toMatch(/^ORG-[2-9A-HJKMNP-TV-Z]{6,10}$/);
      found.push(...(await phoneViolations(page, 'the account opened')));
      await expectNoSidewaysScroll(page);
    });

    await test.step('staff see it pays by purchase order; approving requires a PO', async () => {
      const staffContext = await browser.newContext({ viewport: phone, hasTouch: true, isMobile: true });
      const staff = await staffContext.newPage();
      await signIn(staff, `/admin?view=organisations&q=${code}`);
      await staff.getByRole('button', { name: `View organisation ${school}` }).click();
      const dialog = staff.getByRole('dialog', { name: school });
      const terms = dialog.getByRole('region', { name: 'Invoice terms' });
      await expect(terms).toContainText('Pays by purchase orderYes, as it said when applying');
      await expect(terms.getByLabel('Net 30 days')).toBeChecked();
      await expect(terms.getByLabel('Purchase order number required')).toBeChecked();
      found.push(...(await phoneViolations(staff, 'staff’s view of the organization')));
      await terms.getByRole('button', { name: 'Approve terms' }).click();
      await expect(dialog.getByRole('status').first()).toHaveText(
        `${school}: invoice terms approved, net 30 days. The billing contact is e-mailed.`,
      );
      await expect(terms).toContainText('Purchase order number requiredYes');
      await staffContext.close();
    });

    await test.step('the school’s account page says each invoice booking needs a PO', async () => {
      await gotoHydrated(page, '/organisation');
      await expect(page.getByRole('region', { name: 'Invoice terms' })).toContainText(
        'Each booking paid by invoice needs a purchase order number.',
      );
    });

    expect(found).toEqual([]);
  });
});
