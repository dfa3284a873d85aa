// Serves the built web app (WEB_DIST_DIR) at `/`, with the single-page-app fallback: a browser
// navigation to any non-API path gets index.html and the client router takes over. Without a
// build, such navigations get a plain 404 that says how to build it. A module may fill the page of
// some paths (`fillPages`: the storefront's first screen, modules/first-screen): those answers
// `Vary: Cookie`, and a filled page is `private, no-store`, never kept by a shared cache. The build writes brotli and
// gzip variants beside each text file (apps/web/vite.config.ts); they are sent to browsers that
// accept them, so nothing is compressed per request.
import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Fills the page of some paths for a request (e.g. with the data it shows first). */
export interface PageFiller {
  /** Whether the path's page may be filled (its answers then vary by cookie). */
  handles(pathname: string): boolean;
  /** The filled index.html for this request, or null for the plain one. */
  fill(request: FastifyRequest, indexHtml: string): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    webApp: {
      /** True when a built index.html exists. */
      available: boolean;
      /** A browser navigation (GET/HEAD accepting HTML) outside the API and the socket. */
      wantsPage(request: FastifyRequest): boolean;
      /** index.html (filled when a filler fills it), or a 404 saying the web app is not built. */
      sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
      /** Sets the one filler of pages. */
      fillPages(filler: PageFiller): void;
    };
  }
}

export const WEBSOCKET_PATH = '/ws';

const NOT_BUILT_MESSAGE =
  'The Canopy web app has not been built yet. Run `npm run build` (or `npm start`, which builds it) and reload.\n';

export default fp(
  async (app) => {
    const { webDistDir, apiPrefix } = app.config;
    const available = fs.existsSync(path.join(webDistDir, 'index.html'));

    if (available) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        // Files are looked up per request, so a rebuild is served without a restart.
        wildcard: true,
        // file.br / file.gz by the request's Accept-Encoding, with `Vary: Accept-Encoding`.
        preCompressed: true,
        // Source maps hold the whole source, the back office's included: never served, even if a
        // build left some in WEB_DIST_DIR.
        allowedPath: (pathName) => !/\.map(\.br|\.gz)?$/i.test(pathName),
        cacheControl: false,
        setHeaders(reply, filePath) {
          // Vite fingerprints everything in assets/; index.html must be revalidated each time.
          const immutable = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    const isApiPath = (url: string) => url === apiPrefix || url.startsWith(`${apiPrefix}/`);
    let filler: PageFiller | null = null;

    app.decorate('webApp', {
      available,
      wantsPage(request: FastifyRequest) {
        if (request.method !== 'GET' && request.method !== 'HEAD') return false;
        const pathname = request.url.split('?', 1)[0] ?? '/';
        if (isApiPath(pathname) || pathname === WEBSOCKET_PATH) return false;
        return (request.headers.accept ?? '').includes('text/html');
      },
      async sendPage(request: FastifyRequest, reply: FastifyReply) {
        if (!available) {
          return reply.code(404).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
        }
        const pathname = request.url.split('?', 1)[0] ?? '/';
        if (filler?.handles(pathname)) {
          void reply.header('vary', 'Cookie');
          const indexHtml = await readFile(path.join(webDistDir, 'index.html'), 'utf8');
          const filled = await filler.fill(request, indexHtml);
          if (filled !== null) {
            return reply
              .header('cache-control', 'private, no-store')
              .type('text/html; charset=utf-8')
              .send(filled);
          }
        }
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      },
      fillPages(pageFiller: PageFiller) {
        filler = pageFiller;
      },
    });
  },
  { name: 'web-app', dependencies: ['app-config'] },
);
