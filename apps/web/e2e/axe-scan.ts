// Accessibility scans with axe-core (no serious or critical violation), and a failure
// message a person can act on: which rule, why, and which elements, instead of a JSON dump.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
export type AxeViolation = AxeResults['violations'][number];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/** Elements listed per rule: enough to find the pattern, short enough to read. */
const NODES_SHOWN = 3;

/** The serious and critical violations axe finds on the page as it is now. */
export async function blockingViolations(page: Page): Promise<AxeViolation[]> {
  // Legacy mode runs axe inside the page alone. The default mode opens a second page to merge
  // the results of cross-origin frames, which doubles each scan on two cores; the shop has none.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  // A scan that checked nothing (a blank page, a broken injection) must not pass as clean.
  if (results.passes.length === 0) throw new Error(`axe checked nothing on ${results.url}`);
  return results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
}

export function describeViolations(where: string, violations: readonly AxeViolation[]): string {
  const lines = [`${violations.length} serious or critical axe violation(s) on ${where}:`];
  for (const violation of violations) {
    lines.push(
      '',
      `• [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}`,
      `  ${violation.helpUrl}`,
    );
    for (const node of violation.nodes.slice(0, NODES_SHOWN)) {
      lines.push(`  - ${node.target.join(' ')}`, `    ${node.html.slice(0, 200)}`);
      for (const summaryLine of (node.failureSummary ?? '').split('\n')) {
        if (summaryLine.trim()) lines.push(`      ${summaryLine.trim()}`);
      }
    }
    const more = violation.nodes.length - NODES_SHOWN;
    if (more > 0) lines.push(`  … and ${more} more element(s)`);
  }
  return lines.join('\n');
}
