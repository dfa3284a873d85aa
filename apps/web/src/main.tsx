// Start-up: validate the client config (or show the startup failure page), then build the
// store, seed it with the first screen's data the document holds (app/first-screen-data.ts) or ask
// for it, and render the app in the browser's router.
import '@fontsource-variable/inter';
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import {
  firstScreenShown,
  readFirstScreenData,
  seedCatalogue,
  seedProduct,
} from './app/first-screen-data';
import { AppRoutes, RouterHandle } from './app/router';
import { preloadRouteChunks } from './app/routes';
import { makeStore } from './app/store';
import { StartupFailurePage } from './components/errors/startup-failure-page';
import { loadClientConfig } from './config/client-config';
import { prefetchProducts } from './features/catalog/prefetch-products';
import { selectPageSize } from './features/catalog/products-slice';
import { browserNavigation } from './lib/navigation';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

const loaded = loadClientConfig(import.meta.env, window.location);
if (loaded.ok) {
  preloadRouteChunks(window.location.pathname);
  const router = new RouterHandle();
  const store = makeStore({
    config: loaded.config,
    navigation: browserNavigation((path) => router.navigate(path)),
  });
  const firstScreen = readFirstScreenData();
  if (firstScreen) seedCatalogue(store.dispatch, firstScreen);
  prefetchProducts(store.dispatch, window.location, selectPageSize(store.getState()));
  // A transition: React renders the app in slices of a few milliseconds, so a slow phone stays
  // responsive (no long task) while the first screen is already on it.
  const render = () =>
    startTransition(() => {
      root.render(
        <App store={store}>
          <BrowserRouter>
            <AppRoutes handle={router} />
          </BrowserRouter>
        </App>,
      );
    });
  if (firstScreen === null) render();
  else {
    // The document's first screen is painted, with its first pictures, before the app's first
    // render replaces it (and the product page waits for its endpoint).
    const seeded = seedProduct(store.dispatch, firstScreen).catch(() => undefined);
    void Promise.all([seeded, firstScreenShown()]).then(render, render);
  }
} else {
  console.error('Invalid client configuration:', loaded.problems.join('; '));
  root.render(
    <StrictMode>
      <StartupFailurePage />
    </StrictMode>,
  );
}
