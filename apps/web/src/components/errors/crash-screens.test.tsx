import { render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, CHUNK_LOAD_TIMEOUT_MS, loadChunk } from '../../lib/chunk-loading';
import { setMobileViewport } from '../../test/media-queries';
import { AppErrorBoundary } from './app-error-boundary';
import { RouteErrors } from './route-error-boundary';

function Broken(): never {
  throw new Error('render failed');
}

function renderRoute(route: {
  Component?: () => never;
  lazy?: () => Promise<{ Component: () => null }>;
}) {
  const Screen: ComponentType =
    route.Component ??
    lazy(async () => {
      if (!route.lazy) throw new Error('renderRoute needs a Component or a lazy loader');
      return { default: (await route.lazy()).Component };
    });
  render(
    <MemoryRouter>
      <RouteErrors>
        <Suspense fallback={null}>
          <Screen />
        </Suspense>
      </RouteErrors>
    </MemoryRouter>,
  );
}

describe('crash screens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows 'Oops! Something went wrong' with Reload Page when a screen crashes", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute({ Component: Broken });
    expect(
      await screen.findByRole('heading', { name: 'Oops! Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });

  it("shows 'Loading Error' with Refresh Page on a phone", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setMobileViewport(true);
    renderRoute({ Component: Broken });
    expect(await screen.findByRole('heading', { name: 'Loading Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it('catches crashes outside the router too', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
  });

  it('shows the startup failure page when a chunk fails to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute({
      lazy: () =>
        loadChunk(() =>
          Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        ),
    });
    expect(await screen.findByRole('heading', { name: 'Loading Error' })).toBeInTheDocument();
    expect(screen.getByText(/Please refresh the page/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });
});

describe('chunk loading', () => {
  it('gives up on a chunk after 120 s', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const loading = loadChunk(() => never);
    const outcome = loading.then(
      () => 'loaded',
      (error: unknown) => error,
    );

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('passes a chunk through when it arrives in time', async () => {
    await expect(loadChunk(() => Promise.resolve({ Page: 'ok' }))).resolves.toEqual({ Page: 'ok' });
  });
});
