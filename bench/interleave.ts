// Scenarios compared with each other (the checkout variants) are measured interleaved: the
// measured time is cut into rounds of a few seconds, each round runs every scenario of the group
// once, and each round starts with the next one of them. A drift over the run — the orders table
// growing, the stock rows' dead versions, the machine's other work — then weighs on each alike,
// where running them one after another gave the later ones the bigger table. The figures of a
// scenario's rounds are merged here: requests over seconds, and latencies from every response.
import type { LoadFigures } from './load-runner';
import type { MemoryFigures } from './memory-sampler';

/** Seconds each round gives each scenario of a group, at least. */
export const ROUND_SECONDS = 2;

/** Each round's order of the group's scenarios (indexes): round r starts with scenario r mod n. */
export function roundOrders(scenarios: number, rounds: number): number[][] {
  return Array.from({ length: rounds }, (_, round) =>
    Array.from({ length: scenarios }, (_, place) => (round + place) % scenarios),
  );
}

/**
 * The rounds' lengths in seconds for a measured duration: equal, ROUND_SECONDS or more (unless the
 * duration is shorter), summing to it.
 */
export function roundLengths(durationSeconds: number): number[] {
  const rounds = Math.max(1, Math.floor(durationSeconds / ROUND_SECONDS));
  const length = durationSeconds / rounds;
  return Array.from({ length: rounds }, () => length);
}

/** The value at percentile `p` (0–100) of ascending `sorted`, nearest rank; 0 when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

/** One scenario's rounds as one load: `latenciesMs` holds every response time of every round. */
export function mergeLoads(
  parts: readonly LoadFigures[],
  latenciesMs: readonly number[],
): LoadFigures {
  const sum = (pick: (part: LoadFigures) => number) =>
    parts.reduce((total, part) => total + pick(part), 0);
  const seconds = sum((part) => part.durationSeconds);
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const statusCodes: Record<string, number> = {};
  for (const part of parts) {
    for (const [code, count] of Object.entries(part.statusCodes)) {
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
    }
  }
  // Whole milliseconds, as autocannon reports them; the mean to a hundredth.
  const mean = sorted.reduce((total, ms) => total + ms, 0) / Math.max(sorted.length, 1);
  return {
    requestsPerSecond: seconds > 0 ? sum((part) => part.requestsTotal) / seconds : 0,
    latencyMs: {
      p50: Math.round(percentile(sorted, 50)),
      p99: Math.round(percentile(sorted, 99)),
      mean: Math.round(mean * 100) / 100,
      max: Math.round(sorted.at(-1) ?? 0),
    },
    requestsTotal: sum((part) => part.requestsTotal),
    errors: sum((part) => part.errors),
    timeouts: sum((part) => part.timeouts),
    non2xx: sum((part) => part.non2xx),
    statusCodes,
    bytesPerSecond:
      seconds > 0 ? sum((part) => part.bytesPerSecond * part.durationSeconds) / seconds : 0,
    durationSeconds: seconds,
  };
}

/** The server's memory over a scenario's rounds: the highest peak, the mean of every reading. */
export function mergeMemory(parts: readonly MemoryFigures[]): MemoryFigures {
  const measured = parts.filter(
    (part): part is MemoryFigures & { peakMb: number; meanMb: number } =>
      part.peakMb !== null && part.meanMb !== null && part.samples > 0,
  );
  const samples = measured.reduce((total, part) => total + part.samples, 0);
  if (samples === 0) return { peakMb: null, meanMb: null, samples: 0 };
  const mean = measured.reduce((total, part) => total + part.meanMb * part.samples, 0) / samples;
  return {
    peakMb: Math.max(...measured.map((part) => part.peakMb)),
    meanMb: Math.round(mean * 10) / 10,
    samples,
  };
}
