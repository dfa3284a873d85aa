// A shipping address as a postal label: the name, the street lines, city, state and ZIP, country;
// a pickup order (no address) says it is collected at the store.
import type { Order } from '@canopy/contracts';
import { SHIPPING_COUNTRIES } from '../checkout-details';

function countryName(code: string): string {
  return SHIPPING_COUNTRIES.find((country) => country.code === code)?.name ?? code;
}

export function ShippingAddress({
  name,
  address,
}: {
  name: string;
  address: Order['shipping_address'];
}) {
  // A pickup order goes nowhere: the shopper collects it at the store.
  if (address === null) {
    return (
      <p className="text-sm leading-6 text-zinc-700 dark:text-zinc-300">
        {name}, collected at the store
      </p>
    );
  }
  const lines = [
    name,
    address.line1,
    address.line2,
    `${address.city}, ${address.state} ${address.postal_code}`,
    countryName(address.country),
  ].filter((line): line is string => Boolean(line));
  return (
    <address className="text-sm leading-6 text-zinc-700 not-italic dark:text-zinc-300">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
