// One autocannon run against the server, reduced to the figures the report keeps. Stops early
// (with the figures so far) when the run is aborted: Ctrl+C or the harness's time limit.
import autocannon, { type AutocannonRequest } from 'autocannon';

export interface LoadSpec {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  requests: AutocannonRequest[];
  /** When given, every response's time (ms) is pushed here (rounds merged, interleave.ts). */
  latenciesMs?: number[];
}

export interface LoadFigures {
  /** Mean of the per-second request counts, as autocannon reports it. */
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; mean: number; max: number };
  requestsTotal: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  bytesPerSecond: number;
  durationSeconds: number;
}

/** A request that gets no answer within this many seconds counts as a timeout (an error). */
const REQUEST_TIMEOUT_S = 10;

export function runLoad(spec: LoadSpec, signal: AbortSignal): Promise<LoadFigures> {
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: spec.url,
        connections: spec.connections,
        duration: spec.duration,
        timeout: REQUEST_TIMEOUT_S,
        requests: spec.requests,
      },
      (error, result) => {
        signal.removeEventListener('abort', stop);
        if (error) {
          reject(error);
          return;
        }
        resolve({
          requestsPerSecond: result.requests.average,
          latencyMs: {
            p50: result.latency.p50,
            p99: result.latency.p99,
            mean: result.latency.mean,
            max: result.latency.max,
          },
          requestsTotal: result.requests.total,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          statusCodes: Object.fromEntries(
            Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
          ),
          bytesPerSecond: result.throughput.average,
          durationSeconds: result.duration,
        });
      },
    );
    const { latenciesMs } = spec;
    if (latenciesMs) {
      instance.on('response', (_client, _status, _bytes, responseTime: number) => {
        latenciesMs.push(responseTime);
      });
    }
    const stop = () => instance.stop();
    signal.addEventListener('abort', stop, { once: true });
  });
}
