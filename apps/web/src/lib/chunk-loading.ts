// Loads a lazy route chunk with a time-out of 120 s (docs/product.md#business-constants). A chunk
// that fails or takes too long becomes a ChunkLoadError, which the route error screen shows as the
// startup failure page.
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export function loadChunk<T>(
  importChunk: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`A part of the app did not load within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    importChunk().then(
      (chunk) => {
        clearTimeout(timer);
        resolve(chunk);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('A part of the app failed to load', { cause: error }));
      },
    );
  });
}
