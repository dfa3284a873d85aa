// Builds the web app into dist/, which the server serves at `/`. In development the Vite server
// forwards the API and the websocket to the Canopy server so the app always talks same-origin.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Logger, type Plugin } from 'vite';

// The storefront's download budget (issue 3): the JavaScript a shopper's browser must fetch
// before /products can render — the entry chunk, the storefront layout and catalogue chunks, and
// every chunk they import statically — measured gzipped at each build, printed, and fatal when
// over budget.
// Chunks loaded later on demand (the admin, the filter modal) do not count; admin screens in the
// counted chunks are an error of their own, whatever the size.

interface BudgetChunk {
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
}

interface BundleBudgetOptions {
  /** How the measured set is named in the build output. */
  label: string;
  /** The budget in kB (1000 bytes), gzipped. */
  budgetKb: number;
  /** The lazy route modules whose chunks the measured page loads at once. */
  routeModules: RegExp[];
  /** Modules that must never be part of the measured set. */
  forbiddenModules: RegExp[];
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** Every chunk reachable from the roots through static imports. */
function staticClosure(roots: BudgetChunk[], byFile: Map<string, BudgetChunk>): BudgetChunk[] {
  const seen = new Map<string, BudgetChunk>();
  const pending = [...roots];
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) pending.push(imported);
    }
  }
  return [...seen.values()];
}

function bundleBudget(options: BundleBudgetOptions): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'canopy:bundle-budget',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
    },
    // After the files are written: an over-budget build still leaves a working dist/ behind
    // (the browser tests can run), but it fails.
    writeBundle(_outputOptions, bundle) {
      const chunks: BudgetChunk[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [output] : [],
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entries = chunks.filter((chunk) => chunk.isEntry);
      const routes = chunks.filter((chunk) =>
        options.routeModules.some((pattern) => pattern.test(chunk.facadeModuleId ?? '')),
      );
      // Renaming a route module must not make the budget pass by measuring less.
      if (entries.length === 0 || routes.length < options.routeModules.length)
        this.error(`${options.label}: the entry or a route chunk was not found in the bundle`);

      const measured = staticClosure([...entries, ...routes], byFile);
      const forbidden = measured.flatMap((chunk) =>
        chunk.moduleIds.filter((id) =>
          options.forbiddenModules.some((pattern) => pattern.test(id)),
        ),
      );
      if (forbidden.length > 0)
        this.error(`${options.label} must not contain ${forbidden.join(', ')}`);

      const sizes = measured
        .map((chunk) => ({ file: chunk.fileName, bytes: gzipSync(chunk.code).length }))
        .sort((a, b) => b.bytes - a.bytes);
      const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
      const line = `${options.label}: ${kB(total)} kB gzipped (budget ${options.budgetKb} kB)`;
      (logger ?? console).info(line);
      if (total > options.budgetKb * 1000) {
        const detail = sizes.map(({ file, bytes }) => `  ${file}: ${kB(bytes)} kB`).join('\n');
        this.error(`${line}: over budget\n${detail}`);
      }
    },
  };
}

/** The text files the server sends pre-compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;

/** Every file below the directory, recursively. */
async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` and `file.gz` beside every text file of the build (the bundle and the copied
 * public files alike), for the server's pre-compressed static files (@fastify/static
 * `preCompressed`): browsers download the compressed size the budget measures, and the server
 * spends no CPU compressing per request. A variant that would not be smaller is not written, so
 * the original is sent instead.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'canopy:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesBelow(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const variants = [
            {
              suffix: '.br',
              bytes: brotliCompressSync(content, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
            },
            { suffix: '.gz', bytes: gzipSync(content, { level: 9 }) },
          ];
          for (const { suffix, bytes } of variants) {
            if (bytes.length < content.length) await writeFile(file + suffix, bytes);
          }
        }),
      );
    },
  };
}

/**
 * Asks for the Latin text font from the page's head, with the stylesheet, instead of when the
 * first text is laid out: the font is then in before the catalogue's first answer renders, so
 * the swap from the fallback font does not move the page under the shopper (CLS).
 */
function preloadTextFont(): Plugin {
  return {
    name: 'canopy:preload-text-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[^/]*\.woff2$/.test(file),
        );
        if (!font) throw new Error('the build has no Latin Inter font to preload');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Starts the app after the page's first paint (public/start-app.js): the entry's module script
 * and every module preload leave the head for one classic, deferred script, so the browser asks
 * for the stylesheet, the font and the first pictures (the server's first screen) before any
 * module. After that paint the script preloads the entry's modules and the /products screen's
 * chunks (the storefront layout, the catalogue page and what they import, as the preloads in
 * the head did) all at once, then runs the entry's modules one task each and the entry last, so
 * no single task evaluates them all.
 */
function startAfterFirstPaint(routeModules: readonly RegExp[]): Plugin {
  return {
    name: 'canopy:start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output) => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('the build has no entry chunk');
        const loadedWithEntry = new Set([entry.fileName, ...entry.imports]);
        const later = new Set<string>();
        const visit = (fileName: string) => {
          if (later.has(fileName) || loadedWithEntry.has(fileName)) return;
          later.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
        };
        for (const pattern of routeModules) {
          const route = chunks.find(
            (chunk) => chunk.facadeModuleId && pattern.test(chunk.facadeModuleId),
          );
          if (!route) throw new Error(`no chunk for the route module ${String(pattern)}`);
          visit(route.fileName);
        }
        const moduleScript = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
        if (!html.includes(moduleScript))
          throw new Error('index.html has no module script to replace');
        const paths = (files: Iterable<string>) => [...files].map((file) => `/${file}`).join(' ');
        const starter =
          `<script src="/start-app.js" data-entry="/${entry.fileName}"` +
          ` data-stages="${paths(entry.imports)}" data-preloads="${paths(later)}" defer></script>`;
        return html
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
          .replace(moduleScript, starter);
      },
    },
  };
}

/** The modules /products loads over the entry: the storefront layout's chunk and the catalogue's. */
const STOREFRONT_FIRST_SCREEN = [
  /[\\/]src[\\/]app[\\/]storefront[\\/]storefront-chunk\.tsx$/,
  /[\\/]src[\\/]features[\\/]catalog[\\/]components[\\/]products-page\.tsx$/,
];

const devServerOrigin = 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    bundleBudget({
      label: 'Storefront initial JS',
      budgetKb: 150,
      // /products loads the storefront layout's chunk and the catalogue's over the entry.
      routeModules: STOREFRONT_FIRST_SCREEN,
      // The admin's screens (its session state is one of the store's sections).
      forbiddenModules: [
        /[\\/]src[\\/]app[\\/]admin[\\/]/,
        /[\\/]features[\\/]admin-auth[\\/]components[\\/]/,
      ],
    }),
    preloadTextFont(),
    startAfterFirstPaint(STOREFRONT_FIRST_SCREEN),
    precompress(),
  ],
  server: {
    proxy: {
      '/api': { target: devServerOrigin },
      '/ws': { target: devServerOrigin, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps: served, they would publish the whole source, the back office's included.
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The libraries every page needs, in their own long-cached files: an app release then
        // re-downloads only the app's own code. Admin-only libraries stay in the admin chunk.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            {
              name: 'redux',
              test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
});
