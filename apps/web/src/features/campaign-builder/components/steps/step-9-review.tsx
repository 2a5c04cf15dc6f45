import {
  BUILDER_STEPS,
  LAUNCH_MESSAGES,
  type LaunchFinding,
  launchFindings,
} from '@northstar/shared/campaign';
import { reviewCompliance } from '@northstar/shared/compliance';
import { Pencil } from 'lucide-react';
import { useMemo } from 'react';
import { Banner } from '../../../../components/ui/banner.tsx';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { groupFindings, mergeFindings, stepOfField } from '../../lib/launch-readiness.ts';
import { EmailField } from '../fields/email-field.tsx';
import { ComplianceStatusBadge } from './compliance-findings.tsx';
import { summaryRows } from './review-summary.tsx';
import type { StepProps } from './step-props.ts';
import { StepSection } from './step-section.tsx';

const PAYMENT_METHODS = [
  { value: 'card', label: 'Card on file' },
  { value: 'invoice', label: 'Invoice' },
  { value: 'credit_line', label: 'Credit line' },
];

const NO_FINDINGS: readonly LaunchFinding[] = [];

/** Everything the launch gate still finds, by step; each finding opens the field it is about. */
function LaunchFindings({
  findings,
  goToStep,
}: {
  findings: readonly LaunchFinding[];
  goToStep: StepProps['goToStep'];
}) {
  return (
    <Banner tone="error">
      <p className="font-semibold">{LAUNCH_MESSAGES.blocked}</p>
      <div className="mt-2 space-y-2" data-testid="launch-findings">
        {groupFindings(findings).map((group) => (
          <section key={group.step} aria-label={`Step ${group.step}: ${group.title}`}>
            <p className="font-medium">
              Step {group.step}: {group.title}
            </p>
            <ul className="mt-0.5 list-disc space-y-0.5 pl-5">
              {group.findings.map((finding) => (
                <li key={`${finding.field}|${finding.message}`}>
                  <button
                    type="button"
                    onClick={() => goToStep(stepOfField(finding), finding.field)}
                    className="text-left underline underline-offset-2 hover:no-underline"
                  >
                    {finding.message}
                  </button>
                  {finding.rule ? (
                    <span className="ml-1 text-xs opacity-80">(rule {finding.rule})</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Banner>
  );
}

export default function ReviewStep({ draft, update, goToStep, serverFindings = NO_FINDINGS }: StepProps) {
  const local = useMemo(() => launchFindings(draft), [draft]);
  const findings = useMemo(() => mergeFindings(local, serverFindings), [local, serverFindings]);
  const compliance = useMemo(() => reviewCompliance(draft), [draft]);
  const rows = summaryRows(draft);
  const { payment, launchOptions } = draft;
  const setPayment = (patch: Partial<typeof payment>) =>
    update((d) => ({ payment: { ...d.payment, ...patch } }));
  const setLaunch = (patch: Partial<typeof launchOptions>) =>
    update((d) => ({ launchOptions: { ...d.launchOptions, ...patch } }));

  return (
    <div className="space-y-5">
      {findings.length > 0 ? (
        <LaunchFindings findings={findings} goToStep={goToStep} />
      ) : (
        <Banner tone="success">{LAUNCH_MESSAGES.ready}</Banner>
      )}

      <ol className="grid gap-3 lg:grid-cols-2">
        {BUILDER_STEPS.slice(0, 8).map((step) => (
          <li key={step.number} className="rounded-xl border border-line bg-card p-4">
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold">
                {step.number}. {step.title}
              </h3>
              <button
                type="button"
                onClick={() => goToStep(step.number)}
                aria-label={`Edit ${step.title}`}
                className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-link hover:bg-raised"
              >
                <Pencil aria-hidden className="size-3.5" />
                Edit
              </button>
            </div>
            {step.number === 6 ? (
              <div className="mt-2 flex items-center gap-2 text-sm">
                <span className="text-muted">Status</span>
                <ComplianceStatusBadge status={compliance.status} />
              </div>
            ) : (
              <dl className="mt-2 space-y-1 text-sm">
                {(rows[step.number] ?? []).map((row) => (
                  <div key={row.label} className="flex gap-2">
                    <dt className="w-32 shrink-0 text-muted">{row.label}</dt>
                    <dd className="min-w-0 break-words">{row.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ol>

      <StepSection
        title="Payment"
        description="Card details stay with the payment provider; only the method is kept here."
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <Select
            label="Payment method"
            data-field="payment.method"
            options={PAYMENT_METHODS}
            placeholder="Choose a method"
            value={payment.method}
            onChange={(event) => setPayment({ method: event.target.value as typeof payment.method })}
          />
          <EmailField
            label="Billing e-mail"
            value={payment.billingEmail}
            onChange={(billingEmail) => setPayment({ billingEmail })}
          />
          <Input
            label="PO number"
            maxLength={64}
            value={payment.poNumber}
            onChange={(event) => setPayment({ poNumber: event.target.value })}
          />
        </div>
      </StepSection>

      <StepSection title="Launch options">
        <Select
          label="Launch"
          options={[
            { value: 'immediately', label: 'As soon as it is approved' },
            { value: 'scheduled', label: 'On the start date' },
          ]}
          value={launchOptions.launchMode}
          onChange={(event) =>
            setLaunch({ launchMode: event.target.value as typeof launchOptions.launchMode })
          }
        />
        <Checkbox
          label="E-mail me when the campaign goes live"
          checked={launchOptions.notifyOnLaunch}
          onChange={(event) => setLaunch({ notifyOnLaunch: event.target.checked })}
        />
        <Checkbox
          label="I accept the advertising terms and the platforms' policies"
          data-field="launchOptions.termsAccepted"
          checked={launchOptions.termsAccepted}
          onChange={(event) => setLaunch({ termsAccepted: event.target.checked })}
        />
      </StepSection>
    </div>
  );
}
