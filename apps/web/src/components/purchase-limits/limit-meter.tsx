// The purchase-limit meter of the cart drawer, the cart page and the checkout, fed by
// POST /orders/limit-check with the cart's lines and the shopper's email (the one typed at
// checkout, settled for a moment; else the one remembered in this tab). It follows the cart: each
// change asks again, and the previous answer stays on screen until the new one arrives. A failed
// check shows nothing; checkout still enforces the limits.
import { useEffect, useState } from 'react';
import { readShopperEmail } from '../../lib/shopper-email';
import { useCheckPurchaseLimitsQuery } from './limit-check-api';
import { limitCheckRequest, type LimitCheckLine } from './limit-check-request';
import { LimitMeterView } from './limit-meter-view';

/** How long a typed email must rest before the meter asks with it. */
export const EMAIL_SETTLE_MS = 400;

interface LimitMeterProps {
  lines: readonly LimitCheckLine[];
  /** The email typed at checkout; when empty, the one this tab remembers. */
  email?: string | null;
  className?: string;
}

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), EMAIL_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

export function LimitMeter({ lines, email, className }: LimitMeterProps) {
  const typed = useSettled(email?.trim() ?? '');
  const request = limitCheckRequest(lines, typed === '' ? readShopperEmail() : typed);
  const { data, isFetching, isError } = useCheckPurchaseLimitsQuery(request, {
    skip: lines.length === 0,
  });
  if (!data || isError || lines.length === 0) return null;
  return <LimitMeterView check={data} stale={isFetching} className={className} />;
}
