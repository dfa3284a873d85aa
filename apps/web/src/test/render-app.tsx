// Renders the real app (store, providers, routes) at a path, in a memory router. The browser's
// page reload is the one thing recorded instead of performed.
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { App } from '../app/app';
import { AppRoutes, RouterHandle } from '../app/router';
import { makeStore } from '../app/store';
import { loadClientConfig, type ClientConfig } from '../config/client-config';
import type { AppNavigation } from '../lib/navigation';

export function testClientConfig(): ClientConfig {
  const loaded = loadClientConfig({}, { protocol: 'http:', host: 'localhost:3000' });
  if (!loaded.ok) throw new Error(loaded.problems.join('; '));
  return loaded.config;
}

/** The real store, with a router handle and a recorded page reload for its navigation. */
export function makeTestStore() {
  const router = new RouterHandle();
  const reload = vi.fn<() => void>();
  const navigation: AppNavigation = {
    currentPath: () => router.location.pathname,
    redirect: (target) => router.navigate(target),
    reload,
  };
  const store = makeStore({ config: testClientConfig(), navigation });
  return { router, reload, navigation, store };
}
type TestStore = ReturnType<typeof makeTestStore>;

export function renderApp(
  path: string,
  options: {
    userEvent?: Parameters<typeof userEvent.setup>[0];
    /** A store made with `makeTestStore` beforehand (to act on it before the first render). */
    store?: TestStore;
  } = {},
) {
  const { router, reload, navigation, store } = options.store ?? makeTestStore();
  const user = userEvent.setup(options.userEvent);
  const view = render(
    <App store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes handle={router} />
      </MemoryRouter>
    </App>,
  );
  return { ...view, store, router, navigation, reload, user };
}
