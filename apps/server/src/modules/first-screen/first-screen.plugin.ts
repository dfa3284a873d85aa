// The storefront's first screen in the document (docs/decisions/0041-first-screen-in-the-document.md):
// fills the web app's page for /products and /products/{id} (plugins/web-app.ts) with the first
// screen of a shopper whose page cookie admits their session now (first-screen.service.ts).
import fp from 'fastify-plugin';
import { documentWithFirstScreen } from './first-screen-document';
import { firstScreenFor, isFirstScreenPath } from './first-screen.service';

export default fp(
  (app, _options, done) => {
    app.webApp.fillPages({
      handles: isFirstScreenPath,
      async fill(request, indexHtml) {
        const screen = await firstScreenFor(app, request);
        return screen === null ? null : documentWithFirstScreen(indexHtml, screen);
      },
    });
    done();
  },
  {
    name: 'first-screen',
    dependencies: ['web-app', 'auth', 'access-codes', 'age-verification', 'catalog'],
  },
);
