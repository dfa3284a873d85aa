// The storefront's age step as a shopper sees it after the access code
// (docs/product.md#age-verification): "Confirm your age", then Month, Day and Year and Continue.
// The e2e server runs the demo shop in its default mode, date of birth.
import type { Page } from 'playwright-core';

/** An adult's date of birth: old enough for any minimum age the store may set (18–25). */
export const ADULT_BIRTH = { month: '1', day: '2', year: '1990' } as const;
export const ADULT_DATE_OF_BIRTH = '1990-01-02';

export const AGE_STEP_TITLE = 'Confirm your age';

export function ageStepTitle(page: Page) {
  return page.getByRole('heading', { name: AGE_STEP_TITLE, level: 1 });
}

/** Types a date of birth into the three fields and sends it. */
export async function enterDateOfBirth(
  page: Page,
  birth: { month: string; day: string; year: string },
): Promise<void> {
  await page.getByLabel('Month', { exact: true }).fill(birth.month);
  await page.getByLabel('Day', { exact: true }).fill(birth.day);
  await page.getByLabel('Year', { exact: true }).fill(birth.year);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** Waits for the age step, passes it as an adult and waits until it has gone. */
export async function passAgeStep(page: Page): Promise<void> {
  await ageStepTitle(page).waitFor();
  await enterDateOfBirth(page, ADULT_BIRTH);
  await ageStepTitle(page).waitFor({ state: 'detached' });
}
