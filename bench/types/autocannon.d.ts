// Types for the part of autocannon's programmatic API the harness uses (the package ships none).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each send of this request; answers the request to send (fresh ids, bodies). */
    setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  }

  export interface AutocannonOptions {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds without an answer before a request counts as a timeout. */
    timeout?: number;
    headers?: Record<string, string>;
    /** Each connection cycles through these in order. */
    requests?: AutocannonRequest[];
  }

  /** Percentiles and moments of one histogram (latency in ms, requests and bytes per second). */
  export interface AutocannonHistogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total?: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface AutocannonResult {
    /** Seconds the run really lasted. */
    duration: number;
    requests: AutocannonHistogram & { total: number; sent: number };
    latency: AutocannonHistogram;
    throughput: AutocannonHistogram;
    /** Connection errors, timeouts included. */
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export interface AutocannonInstance extends EventEmitter {
    /** Ends the run early; the callback still receives the figures so far. */
    stop(): void;
  }

  export default function autocannon(
    options: AutocannonOptions,
    callback: (error: Error | null, result: AutocannonResult) => void,
  ): AutocannonInstance;
}
