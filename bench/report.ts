// What a run leaves behind: a table on stdout and a JSON file in bench/results/ with the machine,
// the database, the load settings and each scenario's figures.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadFigures } from './load-runner';
import type { MemoryFigures } from './memory-sampler';
import type { AuditResult } from './stock-audit';

export interface ScenarioResult {
  name: string;
  /** http: autocannon's figures; custom: the scenario's own runner (no ratio to bare). */
  kind: 'http' | 'custom';
  measures: string;
  /** Method and path of each request autocannon cycled through. */
  requests: string[];
  load: LoadFigures;
  serverMemory: MemoryFigures;
  /** CPU milliseconds per request answered, the server's and the local PostgreSQL's (cpu-meter.ts). */
  cpuMsPerRequest?: { server: number | null; database: number | null };
  /** Figures only this scenario has (the fan-out's clients and order answer times). */
  details?: Record<string, unknown>;
  /** requests/s divided by the reference's requests/s; null without the reference or for a custom run. */
  ratioToBare: number | null;
}

export interface RunReport {
  timestamp: string;
  machine: {
    cores: number;
    cpu: string;
    memoryMb: number;
    platform: string;
    /** 1, 5 and 15 minute load averages when the run started and when it ended. */
    loadAverageBefore: number[];
    loadAverageAfter: number[];
  };
  node: string;
  database: { kind: 'pglite' | 'postgres'; version: string };
  products: number;
  orders: number;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** The server's resident memory once started, before any load. */
  serverIdleRssMb: number | null;
  scenarios: ScenarioResult[];
  /** Checks of the database after the server stopped (zero oversell). */
  audits: AuditResult[];
}

const round = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

export function machineLoad(): number[] {
  return os.loadavg().map((value) => round(value, 2));
}

export function describeMachine(loadAverageBefore: number[]): RunReport['machine'] {
  return {
    cores: os.availableParallelism(),
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryMb: Math.round(os.totalmem() / 1_048_576),
    platform: `${os.platform()} ${os.release()}`,
    loadAverageBefore,
    loadAverageAfter: machineLoad(),
  };
}

/** Adds each HTTP scenario's ratio to the reference's requests per second. */
export function withRatios(
  results: readonly Omit<ScenarioResult, 'ratioToBare'>[],
  referenceName: string,
): ScenarioResult[] {
  const reference = results.find((result) => result.name === referenceName);
  const base = reference?.load.requestsPerSecond ?? 0;
  return results.map((result) => ({
    ...result,
    ratioToBare:
      base > 0 && result.kind === 'http' ? round(result.load.requestsPerSecond / base, 3) : null,
  }));
}

const COLUMNS = [
  'scenario',
  'req/s',
  'p50 ms',
  'p99 ms',
  '× bare',
  'errors / non-2xx',
  'server RSS MB',
  'CPU ms/req server',
  'db',
] as const;

const cpuCell = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? '—' : ms.toFixed(2);

function row(result: ScenarioResult): string[] {
  const { load, serverMemory } = result;
  return [
    result.name,
    Math.round(load.requestsPerSecond).toLocaleString('en-US'),
    String(load.latencyMs.p50),
    String(load.latencyMs.p99),
    result.ratioToBare === null ? '—' : result.ratioToBare.toFixed(3),
    `${load.errors} / ${load.non2xx}`,
    serverMemory.peakMb === null ? '—' : `${Math.round(serverMemory.peakMb)} peak`,
    cpuCell(result.cpuMsPerRequest?.server),
    cpuCell(result.cpuMsPerRequest?.database),
  ];
}

/** The results as an aligned text table (scenario left-aligned, figures right-aligned). */
export function formatTable(results: readonly ScenarioResult[]): string {
  const lines = [[...COLUMNS], ...results.map(row)];
  const widths = COLUMNS.map((_, column) =>
    Math.max(...lines.map((line) => (line[column] ?? '').length)),
  );
  const render = (line: readonly string[]) =>
    line
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [render(lines[0] ?? []), rule, ...lines.slice(1).map(render)].join('\n');
}

/** One line per audit: PASS or FAIL, its name and what it found. */
export function formatAudits(audits: readonly AuditResult[]): string {
  return audits
    .map((audit) => `${audit.passed ? 'PASS' : 'FAIL'}  ${audit.name}: ${audit.detail}`)
    .join('\n');
}

/** Writes the report as bench/results/<timestamp>-<database>.json; returns its path. */
export function writeReport(resultsDir: string, report: RunReport): string {
  mkdirSync(resultsDir, { recursive: true });
  const stamp = report.timestamp.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z');
  const file = path.join(resultsDir, `${stamp}-${report.database.kind}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
