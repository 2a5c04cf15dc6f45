import { platformName, platformPolicy, regulatedCategoryOf } from '@northstar/shared/campaign';
import { reviewCompliance } from '@northstar/shared/compliance';
import { useMemo } from 'react';
import { Banner } from '../../../../components/ui/banner.tsx';
import { countryName } from '../../lib/countries.ts';
import { CheckboxGroup } from '../fields/checkbox-group.tsx';
import { ComplianceFindings, ComplianceStatusBadge } from './compliance-findings.tsx';
import type { StepProps } from './step-props.ts';
import { StepSection } from './step-section.tsx';

export default function ComplianceStep({ draft, update }: StepProps) {
  const review = useMemo(() => reviewCompliance(draft), [draft]);
  const selected = draft.platforms.selected;
  const category = regulatedCategoryOf(draft);
  const certifiable = category
    ? selected.filter((p) => platformPolicy(category, p).access === 'certification')
    : [];
  const blockers = review.findings.filter((f) => f.severity === 'blocker').length;
  const acknowledged = selected.filter((p) => draft.compliance.platformPolicies[p]);

  return (
    <div className="space-y-5">
      <StepSection
        title="Review result"
        description="Rules applied to your platforms, countries, audience and copy."
      >
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm font-medium">Compliance status</span>
          <ComplianceStatusBadge status={review.status} />
        </div>
        {blockers > 0 ? (
          <Banner tone="error">
            {blockers === 1 ? '1 blocker' : `${blockers} blockers`} must be fixed before this campaign can
            launch.
          </Banner>
        ) : review.status === 'approved' ? (
          <Banner tone="success">No compliance problems found.</Banner>
        ) : null}
        {review.findings.length > 0 ? <ComplianceFindings findings={review.findings} /> : null}
        {blockers > 0 &&
        (review.alternatives.platforms.length > 0 || review.alternatives.countries.length > 0) ? (
          <div className="rounded-lg border border-line bg-raised p-3 text-sm">
            <p className="font-semibold">Where this campaign can run instead</p>
            {review.alternatives.platforms.length > 0 ? (
              <p className="mt-1 text-muted">
                Networks: {review.alternatives.platforms.map(platformName).join(', ')}
              </p>
            ) : null}
            {review.alternatives.countries.length > 0 ? (
              <p className="mt-1 text-muted">
                Countries: {review.alternatives.countries.map(countryName).join(', ')}
              </p>
            ) : null}
          </div>
        ) : null}
      </StepSection>

      {selected.length > 0 ? (
        <StepSection
          title="Platform policies"
          description="Confirm you follow each platform's advertising policy."
        >
          <div data-field="compliance.platformPolicies">
            <CheckboxGroup
              legend="I follow the advertising policy of"
              options={selected.map((id) => ({ value: id, label: platformName(id) }))}
              selected={acknowledged}
              columns={2}
              onChange={(ids) =>
                update((d) => ({
                  compliance: {
                    ...d.compliance,
                    platformPolicies: Object.fromEntries(
                      d.platforms.selected.map((p) => [p, ids.includes(p)]),
                    ),
                  },
                }))
              }
            />
          </div>
          {certifiable.length > 0 ? (
            <div data-field="compliance.certifications">
              <CheckboxGroup
                legend="Certifications on file"
                hint="These networks take the category only from certified advertisers."
                options={certifiable.map((id) => ({ value: id, label: `${platformName(id)} certification` }))}
                selected={draft.compliance.certifications.filter((p) => certifiable.includes(p))}
                columns={2}
                onChange={(certifications) =>
                  update((d) => ({ compliance: { ...d.compliance, certifications } }))
                }
              />
            </div>
          ) : null}
        </StepSection>
      ) : null}
    </div>
  );
}
