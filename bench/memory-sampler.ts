// The server's resident memory while it is under load, read from /proc/<pid>/status (Linux)
// a few times a second; elsewhere the figures are null and the report shows a dash.
import { readFileSync } from 'node:fs';

export interface MemoryFigures {
  peakMb: number | null;
  meanMb: number | null;
  samples: number;
}

export interface MemorySampler {
  stop(): MemoryFigures;
}

/** VmRSS of a process in bytes, or null when /proc is not there or the process is gone. */
export function readRssBytes(pid: number): number | null {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match?.[1] === undefined ? null : Number(match[1]) * 1024;
}

const toMb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

export function startMemorySampler(pid: number, intervalMs = 250): MemorySampler {
  const readings: number[] = [];
  const sample = () => {
    const bytes = readRssBytes(pid);
    if (bytes !== null) readings.push(bytes);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      if (readings.length === 0) return { peakMb: null, meanMb: null, samples: 0 };
      const total = readings.reduce((sum, bytes) => sum + bytes, 0);
      return {
        peakMb: toMb(Math.max(...readings)),
        meanMb: toMb(total / readings.length),
        samples: readings.length,
      };
    },
  };
}
