// The email the shopper gave at checkout, for this tab only (session storage): the purchase-limit
// meter sends it so that the orders placed with it in this shopper session count towards what is
// left. Only a plausible address is kept; the checkout remembers it as it is typed and placed.
const KEY = 'canopy.limit_email';

/** Loose on purpose: the server decides; this only keeps half-typed text from being sent. */
const PLAUSIBLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function plausibleEmail(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed.length <= 254 && PLAUSIBLE_EMAIL.test(trimmed) ? trimmed : null;
}

export function readShopperEmail(): string | null {
  try {
    return plausibleEmail(window.sessionStorage.getItem(KEY));
  } catch {
    return null;
  }
}

export function rememberShopperEmail(text: string): void {
  const email = plausibleEmail(text);
  if (email === null) return;
  try {
    window.sessionStorage.setItem(KEY, email);
  } catch {
    // Storage is full or disabled: the meter then counts this cart alone.
  }
}
