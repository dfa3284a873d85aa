// The browser router over the app's routes (tests use a memory router over the same routes).
import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes';

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
