import type { ComplianceStatus } from '@northstar/shared/campaign/schemas';
import type { ComplianceFinding, Severity } from '@northstar/shared/compliance';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { cn } from '../../../../lib/cn.ts';

const SEVERITY: Record<Severity, { label: string; Icon: typeof Info; className: string }> = {
  blocker: {
    label: 'Blocker',
    Icon: CircleAlert,
    className: 'border-red-600/40 bg-red-50 text-red-900 dark:bg-red-950/50 dark:text-red-100',
  },
  warning: {
    label: 'Warning',
    Icon: TriangleAlert,
    className: 'border-amber-600/40 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100',
  },
  info: {
    label: 'Note',
    Icon: Info,
    className: 'border-brand-500/40 bg-brand-50 text-brand-800 dark:bg-brand-800/25 dark:text-brand-100',
  },
};
const ORDER: Severity[] = ['blocker', 'warning', 'info'];

const STATUS: Record<ComplianceStatus, { label: string; className: string }> = {
  approved: {
    label: 'Approved',
    className: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
  },
  pending: {
    label: 'Pending',
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-200',
  },
  rejected: { label: 'Blocked', className: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200' },
};

export function ComplianceStatusBadge({ status }: { status: ComplianceStatus }) {
  const look = STATUS[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        look.className,
      )}
    >
      {status === 'approved' ? <CircleCheck aria-hidden className="size-3.5" /> : null}
      {look.label}
    </span>
  );
}

/** Each finding with its severity, the fix and the rule it applied (id and citation). */
export function ComplianceFindings({ findings }: { findings: readonly ComplianceFinding[] }) {
  const sorted = [...findings].sort((a, b) => ORDER.indexOf(a.severity) - ORDER.indexOf(b.severity));
  return (
    <ul className="space-y-3" aria-label="Compliance findings">
      {sorted.map((finding, index) => {
        const look = SEVERITY[finding.severity];
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: rule ids repeat across countries and platforms
            key={`${finding.ruleId}-${index}`}
            className={cn('rounded-lg border p-3 text-sm', look.className)}
          >
            <div className="flex items-start gap-2.5">
              <look.Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
              <div className="min-w-0 space-y-1">
                <p className="font-medium">
                  <span className="mr-1.5 inline-flex rounded bg-current/10 px-1.5 text-xs font-bold uppercase tracking-wide">
                    {look.label}
                  </span>
                  {finding.message}
                </p>
                <p>
                  <span className="font-semibold">Fix:</span> {finding.fix}
                </p>
                <p className="text-xs opacity-90">
                  <span className="font-semibold">Rule {finding.ruleId}:</span> {finding.citation}
                </p>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
