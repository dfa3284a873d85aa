// CPU time spent while a load runs, read from /proc (Linux): the server process's, and the local
// PostgreSQL's (every process named `postgres`: its backends, WAL writer, checkpointer and
// autovacuum). Divided by the requests answered it is a request's cost, which a machine whose
// speed comes and goes disturbs far less than a rate. Elsewhere, or for a PostgreSQL on another
// machine, the figures are null and the report shows a dash. PGlite runs inside the server, so
// there the server's time is the database's too.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (getconf CLK_TCK; 100 on Linux). */
function clockTicksPerSecond(): number {
  try {
    const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return ticks > 0 ? ticks : 100;
  } catch {
    return 100;
  }
}

const TICKS_PER_SECOND = clockTicksPerSecond();

interface ProcessTimes {
  command: string;
  cpuMs: number;
}

/** A process's command and its user + system CPU time so far; null when it is not there. */
export function parseProcStat(stat: string): ProcessTimes | null {
  // `pid (command) state ppid …`: the command may hold spaces and parentheses.
  const open = stat.indexOf('(');
  const close = stat.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const fields = stat.slice(close + 2).split(' ');
  // After the command: state is field 3 of the whole line, utime 14 and stime 15.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
  return {
    command: stat.slice(open + 1, close),
    cpuMs: ((utime + stime) * 1000) / TICKS_PER_SECOND,
  };
}

function processTimes(pid: string | number): ProcessTimes | null {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/** CPU milliseconds used so far by every process named `postgres`; null without /proc. */
function postgresCpuMs(): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let total = 0;
  let found = false;
  for (const pid of pids) {
    const times = processTimes(pid);
    if (times?.command !== 'postgres') continue;
    total += times.cpuMs;
    found = true;
  }
  return found ? total : null;
}

export interface CpuFigures {
  /** CPU milliseconds the server used during the load. */
  serverMs: number | null;
  /** CPU milliseconds the local PostgreSQL used during the load (null on PGlite). */
  databaseMs: number | null;
}

export interface CpuMeter {
  stop(): CpuFigures;
}

export function startCpuMeter(serverPid: number, localPostgres: boolean): CpuMeter {
  const server = processTimes(serverPid)?.cpuMs ?? null;
  const database = localPostgres ? postgresCpuMs() : null;
  return {
    stop() {
      const serverNow = processTimes(serverPid)?.cpuMs ?? null;
      const databaseNow = localPostgres ? postgresCpuMs() : null;
      return {
        serverMs: server === null || serverNow === null ? null : serverNow - server,
        databaseMs: database === null || databaseNow === null ? null : databaseNow - database,
      };
    },
  };
}

/** Rounds' CPU figures summed (null when any round had none). */
export function sumCpu(parts: readonly CpuFigures[]): CpuFigures {
  const sum = (pick: (part: CpuFigures) => number | null) =>
    parts.reduce<number | null>((total, part) => {
      const value = pick(part);
      return total === null || value === null ? null : total + value;
    }, 0);
  return { serverMs: sum((part) => part.serverMs), databaseMs: sum((part) => part.databaseMs) };
}
