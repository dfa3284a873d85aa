// Start-up: validate the client config (or show the startup failure page), then build the
// router and the store and render the app.
import '@fontsource-variable/inter';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { StartupFailurePage } from './components/errors/startup-failure-page';
import { loadClientConfig } from './config/client-config';
import { browserNavigation } from './lib/navigation';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

const loaded = loadClientConfig(import.meta.env, window.location);
if (loaded.ok) {
  const router = createAppRouter();
  const store = makeStore({
    config: loaded.config,
    navigation: browserNavigation((path) => void router.navigate(path)),
  });
  root.render(<App store={store} router={router} />);
} else {
  console.error('Invalid client configuration:', loaded.problems.join('; '));
  root.render(
    <StrictMode>
      <StartupFailurePage />
    </StrictMode>,
  );
}
