// Where a shopper under the store's minimum age ends (docs/product.md#age-verification): a clear
// message and nothing of the shop — no search, no cart, no product. The outcome is kept for the
// shopper session, so a reload comes back here (docs/decisions/0031-storefront-age-step.md).
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { GateFrame } from './gate-frame';

export const UNDERAGE_TITLE = 'Sorry, you can’t enter this shop';

export function UnderageExitPage({
  minimumAge,
  actions,
}: {
  minimumAge: number;
  actions?: ReactNode;
}) {
  useDocumentTitle(UNDERAGE_TITLE);
  return (
    <GateFrame
      titleId="age-exit-title"
      title={UNDERAGE_TITLE}
      actions={actions}
      intro={
        <>
          <p>
            Canopy sells age-restricted products, and you must be {minimumAge} or older to browse or
            buy them.
          </p>
          <p className="mt-3">Thank you for your honesty. You can close this page.</p>
        </>
      }
    />
  );
}
