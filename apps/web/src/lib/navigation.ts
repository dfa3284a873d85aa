// The page-level navigation the API client needs (docs/product.md#error-catalogue: redirect to
// /admin/login, reload on a revoked access code). Passed to the store as the thunk extra argument,
// so the client stays independent of the router and tests can watch what it asked for.
export interface AppNavigation {
  /** The path the browser shows now. */
  currentPath(): string;
  /** Client-side navigation to an app path. */
  redirect(path: string): void;
  /** Reloads the whole page (drops all in-memory state). */
  reload(): void;
}

/** Reload and location come from the browser; `redirect` is usually the router's navigate. */
export function browserNavigation(redirect: (path: string) => void): AppNavigation {
  return {
    currentPath: () => window.location.pathname,
    redirect,
    reload: () => window.location.reload(),
  };
}
