// Formatting of the test card form as the customer types: the card number in groups of four and
// the expiry as MM/YY (only digits are kept; the schema checks the rest).

const MAX_CARD_DIGITS = 19;

function digitsOf(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** '4242424242424242' → '4242 4242 4242 4242'. */
export function formatCardNumber(value: string): string {
  return digitsOf(value, MAX_CARD_DIGITS).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1228' → '12/28'; two digits or fewer stay as they are, so deleting the slash works. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
