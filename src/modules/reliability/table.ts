// A reliability report as a plain-text table, for the `report` command.
import { RATE_NAMES } from '../../domain/reliability.js';
import type { CohortReliability } from './store.js';

const iso = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString());
const decimal = (value: number | null) => (value === null ? '-' : value.toFixed(4));

function columns(rows: string[][], alignRight: boolean[]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) =>
    row
      .map((cell, column) => (alignRight[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd(),
  );
}

export function reliabilityTable({ cohort, report, finality }: CohortReliability): string {
  const window =
    'lastDays' in report.window
      ? `last ${report.window.lastDays} days: finishedAt in (${iso(report.windowStart)}, ${iso(report.asOf)}]`
      : `last ${report.window.lastAttempts} attempts finished by ${iso(report.asOf)}`;
  const lines = [
    `Reliability of cohort ${cohort.id}`,
    `  project ${cohort.projectId}, capability ${cohort.capabilityKey}`,
    `  runtime ${String(cohort.provider)}/${cohort.model} ${String(cohort.runtimeVersion)}, harness ${String(cohort.harnessVersion)}, policy ${String(cohort.policyVersion)}`,
    `as of       ${iso(report.asOf)} (${finality.final ? 'final' : 'not final: rows may still appear'}; settled through ${finality.settledThrough.toISOString()})`,
    `window      ${window}`,
    `state       ${report.state} (${report.sampleSize} attempts in the window, minSamples ${report.minSamples})`,
    '',
    ...columns(
      [
        ['rate', 'numerator', 'denominator', 'value', '95% lower', '95% upper', 'by task: lower', 'upper', 'design effect', 'tasks'],
        ...RATE_NAMES.map((name) => {
          const rate = report.rates[name];
          const clustered = rate.clustered ?? null;
          return [
            name,
            String(rate.numerator),
            String(rate.denominator),
            decimal(rate.value),
            decimal(rate.lower),
            decimal(rate.upper),
            decimal(clustered?.lower ?? null),
            decimal(clustered?.upper ?? null),
            decimal(clustered?.designEffect ?? null),
            clustered ? String(clustered.tasks) : '-',
          ];
        }),
      ],
      [false, true, true, true, true, true, true, true, true, true],
    ),
    '',
    `consecutive verified passes  ${report.consecutiveVerifiedPasses}`,
    `last verified pass           ${iso(report.evidenceFreshness.lastVerifiedPassAt)}` +
      (report.evidenceFreshness.ageSeconds === null ? '' : ` (${report.evidenceFreshness.ageSeconds} s before asOf)`),
    `critical failures            ${report.criticalFailures.count}`,
  ];
  if (report.criticalFailures.count > 0)
    lines.push(
      ...columns(
        [
          ['  finishedAt', 'attempt', 'outcome', 'outcomeCode', 'stopReasonCode', 'severity', 'flagged', 'in window'],
          ...report.criticalFailures.attempts.map((failure) => [
            `  ${iso(failure.finishedAt)}`,
            failure.attemptId,
            failure.outcomeId,
            failure.outcomeCode,
            failure.stopReasonCode,
            failure.severity,
            failure.criticalFailureRecorded ? 'yes' : 'no',
            failure.inWindow ? 'yes' : 'no',
          ]),
        ],
        [false, false, false, false, false, false, false, false],
      ),
    );
  lines.push(
    `unresolved drift             ${report.unresolvedDriftAttemptIds.length ? report.unresolvedDriftAttemptIds.join(', ') : 'none'}`,
    `evidence digest              ${report.evidenceDigest} (${report.evidenceRowCount} rows)`,
  );
  return lines.join('\n');
}
