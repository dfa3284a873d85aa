// The router's error element: a chunk that failed to load is a startup failure; anything else
// thrown while rendering a route is a crash.
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ChunkLoadError } from '../../lib/chunk-loading';
import { CrashScreen } from './crash-screen';
import { StartupFailurePage } from './startup-failure-page';

export function RouteErrorScreen() {
  const error = useRouteError();

  useEffect(() => {
    console.error('A route failed', error);
  }, [error]);

  if (error instanceof ChunkLoadError) return <StartupFailurePage />;
  return <CrashScreen />;
}
