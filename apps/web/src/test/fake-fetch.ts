// A fake `fetch` installed on the global object: the app's real API client sends real Request
// objects, and each test answers them like the server would. Nothing of the app is replaced.
import { vi } from 'vitest';

export type FakeRoute = (request: Request) => Response | Promise<Response>;

export interface FakeServer {
  /** Every request the app sent, in order. */
  requests: Request[];
  /** The last request sent to `METHOD /path` (path below /api, without the query). */
  last(route: string): Request | undefined;
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function routeKey(request: Request): string {
  const { pathname } = new URL(request.url);
  return `${request.method} ${pathname.replace(/^\/api/, '')}`;
}

/** Answers `METHOD /path` with the matching route; anything else is a 404 like the server's. */
export function installFakeFetch(routes: Record<string, FakeRoute>): FakeServer {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const route = routes[routeKey(request)];
    return route ? route(request) : json({ detail: 'Not Found', error: 'not_found' }, 404);
  });
  return {
    requests,
    last: (route) => requests.findLast((request) => routeKey(request) === route),
  };
}

/** A fetch that never reaches a server, like a dropped connection. */
export function installOfflineFetch(): void {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
}
