// The storefront's access-code gate (docs/product.md#access-gate): locked until a code is accepted,
// then the children render. A stored code opens the shop directly; if it has been revoked since,
// the next storefront call's 403 clears it and reloads (src/lib/api/base-query.ts). The code form
// is a chunk of its own: a shopper who already holds a code never downloads it.
import { lazy, Suspense, type ReactNode } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { PageLoading } from '../../../components/ui/page-loading';
import { loadChunk } from '../../../lib/chunk-loading';
import { selectHasAccess } from '../access-code-slice';

const AccessGateScreen = lazy(() =>
  loadChunk(() => import('./access-gate-screen')).then((chunk) => ({
    default: chunk.AccessGateScreen,
  })),
);

interface AccessGateProps {
  children: ReactNode;
  /** Controls shown in the gate's corner (the app passes the theme toggle). */
  actions?: ReactNode;
}

export function AccessGate({ children, actions }: AccessGateProps) {
  const hasAccess = useAppSelector(selectHasAccess);
  if (hasAccess) return children;
  return (
    <Suspense fallback={<PageLoading />}>
      <AccessGateScreen actions={actions} />
    </Suspense>
  );
}
