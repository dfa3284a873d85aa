// Money is integer cents inside the system and dollars (two decimals) on the wire (decision 0004).

export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US-dollar formatting with US conventions: 1234.5 → "$1,234.50". */
export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}
