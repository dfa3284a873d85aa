// The storefront gate as a customer sees it: six boxes labelled by position and a Submit button.
import type { Locator, Page } from 'playwright-core';

export const ACCESS_CODE_HINT =
  'Access codes are case-insensitive and may contain letters and numbers';

export function accessCodeBox(page: Page, position: number): Locator {
  return page.getByLabel(`Access code character ${position}`, { exact: true });
}

export function accessCodeBoxes(page: Page): Locator[] {
  return [1, 2, 3, 4, 5, 6].map((position) => accessCodeBox(page, position));
}

export async function boxValues(page: Page): Promise<string> {
  const values = await Promise.all(accessCodeBoxes(page).map((box) => box.inputValue()));
  return values.join('');
}

/** Types one character per box, the way a customer fills the gate. */
export async function typeAccessCode(page: Page, code: string): Promise<void> {
  const boxes = accessCodeBoxes(page);
  if (code.length > boxes.length) throw new Error(`"${code}" is longer than the six boxes`);
  for (const [index, box] of boxes.slice(0, code.length).entries()) {
    await box.fill(code.charAt(index));
  }
}

export function submitButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Submit', exact: true });
}
