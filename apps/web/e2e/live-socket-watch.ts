// Watches a tab's own live socket from the test: when it is connected, and which stock
// announcements it received, so a test can check the tab after the announcement of its own order.
import type { Page } from 'playwright-core';
import { eventually } from './eventually';
import assert from 'node:assert/strict';

export interface LiveSocketWatch {
  connected: () => Promise<void>;
  /** Resolves once the tab received `stock_update` for the product with this stock. */
  announced: (productId: number, stock: number) => Promise<void>;
}

/** Call before the page loads the storefront. */
export function watchLiveSocket(page: Page): LiveSocketWatch {
  const messages: unknown[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload !== 'string') return;
      try {
        messages.push(JSON.parse(payload));
      } catch {
        // Not a JSON message: not one the test waits for.
      }
    });
  });
  const seen = (check: (message: Record<string, unknown>) => boolean) =>
    messages.some(
      (message) =>
        typeof message === 'object' &&
        message !== null &&
        check(message as Record<string, unknown>),
    );
  return {
    connected: () =>
      eventually(() => {
        assert.ok(
          seen((message) => message.type === 'connection'),
          'the live socket is connected',
        );
        return Promise.resolve();
      }),
    announced: (productId, stock) =>
      eventually(() => {
        assert.ok(
          seen((message) => {
            const data = message.data as { product_id?: number; stock?: number } | undefined;
            return (
              message.type === 'stock_update' &&
              data?.product_id === productId &&
              data.stock === stock
            );
          }),
          `the tab received stock_update ${String(productId)} → ${String(stock)}`,
        );
        return Promise.resolve();
      }),
  };
}
