// The checkout as the browser tests drive it: from the drawer to /checkout, the details form
// and Place order, and the test provider's card form.
import type { Page } from 'playwright-core';
import { cartButton, cartDrawer } from './cart-screen';

export async function checkoutFromDrawer(page: Page): Promise<void> {
  await cartButton(page).click();
  await cartDrawer(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL('**/checkout');
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
}

/** Fills the details form and presses Place order, whatever the answer. */
export async function submitDetails(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Full name', { exact: true }).fill('Ada Lovelace');
  await page.getByLabel('Address line 1', { exact: true }).fill('12 Analytical Way');
  await page.getByLabel('City', { exact: true }).fill('Portland');
  await page.getByLabel('State', { exact: true }).fill('OR');
  await page.getByLabel('ZIP / Postal code', { exact: true }).fill('97201');
  await page.getByRole('button', { name: 'Place order' }).click();
}

export async function placeOrder(page: Page, email: string): Promise<void> {
  await submitDetails(page, email);
  await page.getByRole('heading', { name: 'Payment' }).waitFor();
  await page.getByText('Test mode', { exact: true }).waitFor();
}

export async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number', { exact: true }).fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/34');
  await page.getByLabel('CVC', { exact: true }).fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}
