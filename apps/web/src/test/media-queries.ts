// jsdom has no matchMedia. This stands in for the browser's, with media features the test sets:
// the system colour scheme and the viewport width class.
type Listener = (event: MediaQueryListEvent) => void;

const state = { prefersDark: false, mobile: false };
const lists = new Set<{ query: string; listeners: Set<Listener> }>();

function evaluate(query: string): boolean {
  if (query.includes('prefers-color-scheme: dark')) return state.prefersDark;
  if (query.includes('max-width')) return state.mobile;
  return false;
}

export function fakeMatchMedia(query: string): MediaQueryList {
  const entry = { query, listeners: new Set<Listener>() };
  lists.add(entry);
  const list = {
    get matches() {
      return evaluate(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
    addListener: (listener: Listener) => entry.listeners.add(listener),
    removeListener: (listener: Listener) => entry.listeners.delete(listener),
    dispatchEvent: () => true,
  };
  return list as unknown as MediaQueryList;
}

/** Changes the system colour scheme and tells every listener, as a browser would. */
export function setSystemPrefersDark(prefersDark: boolean): void {
  state.prefersDark = prefersDark;
  for (const entry of lists) {
    if (!entry.query.includes('prefers-color-scheme')) continue;
    const event = { matches: prefersDark, media: entry.query } as MediaQueryListEvent;
    entry.listeners.forEach((listener) => listener(event));
  }
}

/** Changes the viewport width class and tells every width listener, as a browser would. */
export function setMobileViewport(mobile: boolean): void {
  state.mobile = mobile;
  for (const entry of lists) {
    if (!entry.query.includes('max-width')) continue;
    const event = { matches: mobile, media: entry.query } as MediaQueryListEvent;
    entry.listeners.forEach((listener) => listener(event));
  }
}

export function resetMediaQueries(): void {
  state.prefersDark = false;
  state.mobile = false;
  lists.clear();
}
