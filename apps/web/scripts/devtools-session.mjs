// A minimal Chrome DevTools Protocol client for the Lighthouse script: opens a tab on the
// browser chrome-launcher started, sends commands, and closes the tab. Enough to pass the
// storefront's gate from inside a page before Lighthouse loads one (Lighthouse is told not to
// reset storage, so the cookie and local storage stay) and to empty the HTTP cache so each page is
// measured cold.
import WebSocket from 'ws';

/**
 * @typedef {object} DevtoolsTab
 * @property {(method: string, params?: Record<string, unknown>) => Promise<unknown>} send
 * @property {() => Promise<void>} close
 */

/**
 * Opens a new blank tab and connects to it.
 * @param {number} port the browser's remote debugging port
 * @returns {Promise<DevtoolsTab>}
 */
export async function openTab(port) {
  const response = await fetch(`http://127.0.0.1:${port}/json/new?about:blank`, {
    method: 'PUT',
  });
  if (!response.ok) throw new Error(`DevTools refused a new tab: ${response.status}`);
  const target = /** @type {{ id: string, webSocketDebuggerUrl: string }} */ (
    await response.json()
  );
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });

  let nextId = 0;
  /** @type {Map<number, { resolve: (value: unknown) => void, reject: (error: Error) => void }>} */
  const pending = new Map();
  socket.on('message', (data) => {
    const message = /** @type {{ id?: number, result?: unknown, error?: { message: string } }} */ (
      JSON.parse(String(data))
    );
    const waiter = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiter || message.id === undefined) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(message.error.message));
    else waiter.resolve(message.result);
  });

  return {
    send(method, params = {}) {
      nextId += 1;
      const id = nextId;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        socket.send(JSON.stringify({ id, method, params }));
      });
    },
    async close() {
      socket.close();
      await fetch(`http://127.0.0.1:${port}/json/close/${target.id}`);
    },
  };
}

/**
 * Loads the URL in the tab and evaluates the expression in it (a promise is awaited).
 * @param {DevtoolsTab} tab
 * @param {string} url a page of the origin (a light one: it is only a way in)
 * @param {string} expression
 * @returns {Promise<unknown>} the expression's value
 */
export async function evaluateInPage(tab, url, expression) {
  await tab.send('Page.navigate', { url });
  const origin = new URL(url).origin;
  const loaded = `document.readyState === 'complete' && location.origin === ${JSON.stringify(origin)}`;
  for (let attempt = 0; ; attempt += 1) {
    const answer = /** @type {{ result: { value?: unknown } }} */ (
      await tab.send('Runtime.evaluate', { expression: loaded })
    );
    if (answer.result.value === true) break;
    if (attempt === 100) throw new Error(`${url} did not load in the tab`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const answer =
    /** @type {{ result: { value?: unknown }, exceptionDetails?: { text: string } }} */ (
      await tab.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })
    );
  if (answer.exceptionDetails) throw new Error(answer.exceptionDetails.text);
  return answer.result.value;
}
