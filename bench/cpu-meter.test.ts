import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseProcStat, startCpuMeter, sumCpu } from './cpu-meter';

describe('parseProcStat', () => {
  it('reads the command and user + system time, whatever the command holds', () => {
    const stat =
      '4242 (node (main) x) S 1 4242 4242 0 -1 4194304 900 0 0 0 250 50 0 0 20 0 11 0 99 0 0';
    const times = parseProcStat(stat);
    assert.ok(times);
    assert.equal(times.command, 'node (main) x');
    // 300 ticks of 1/100 s (CLK_TCK on Linux).
    assert.equal(times.cpuMs, 3000);
    assert.equal(parseProcStat('garbage'), null);
  });
});

describe('the CPU meter', () => {
  it('counts the CPU time a process spends while it runs', () => {
    const meter = startCpuMeter(process.pid, false);
    const until = Date.now() + 60;
    let spin = 0;
    while (Date.now() < until) spin += 1;
    const { serverMs, databaseMs } = meter.stop();
    assert.ok(spin > 0);
    assert.ok(serverMs !== null && serverMs >= 0);
    assert.equal(databaseMs, null);
  });

  it('sums rounds, and has no figure when a round had none', () => {
    assert.deepEqual(
      sumCpu([
        { serverMs: 10, databaseMs: 4 },
        { serverMs: 5, databaseMs: null },
      ]),
      { serverMs: 15, databaseMs: null },
    );
  });
});
