// The storefront's access-code gate (docs/product.md#access-gate): locked until a code is accepted,
// then the children render. A stored code opens the shop directly; if it has been revoked since,
// the next storefront call's 403 clears it and reloads (src/lib/api/base-query.ts).
import type { ReactNode } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectHasAccess } from '../access-code-slice';
import { AccessGateScreen } from './access-gate-screen';

interface AccessGateProps {
  children: ReactNode;
  /** Controls shown in the gate's corner (the app passes the theme toggle). */
  actions?: ReactNode;
}

export function AccessGate({ children, actions }: AccessGateProps) {
  const hasAccess = useAppSelector(selectHasAccess);
  if (hasAccess) return children;
  return <AccessGateScreen actions={actions} />;
}
