// What the routes show when one of them failed: a chunk that failed to load is a startup
// failure; anything else thrown while rendering a route is a crash.
import { ChunkLoadError } from '../../lib/chunk-loading';
import { CrashScreen } from './crash-screen';
import { StartupFailurePage } from './startup-failure-page';

export function RouteErrorScreen({ error }: { error: unknown }) {
  if (error instanceof ChunkLoadError) return <StartupFailurePage />;
  return <CrashScreen />;
}
