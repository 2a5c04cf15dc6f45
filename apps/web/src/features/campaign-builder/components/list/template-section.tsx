import type { TemplateItem } from '@northstar/shared/campaign/schemas';
import { Copy, LayoutTemplate } from 'lucide-react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { SandboxNotice } from '../../../../components/ui/sandbox-notice.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useTemplates, useUseTemplate } from '../../../../resources/templates/templates.api.ts';
import { formatCount, formatDate, formatMoney } from '../../lib/format.ts';
import { builderPath } from '../../lib/paths.ts';
import { ChannelBadge, ExampleBadge, TemplateTypeBadge } from './badges.tsx';

const SANDBOX_NOTICE_ID = 'templates-sandbox-notice';

/** Whose figures a card shows: a built-in example's, or the user's own launched campaign's (sandbox). */
const hasSandboxResults = (template: TemplateItem) =>
  !template.builtIn && template.type === 'recently_launched' && template.performance !== null;

function TemplateCard({
  template,
  busy,
  onUse,
}: {
  template: TemplateItem;
  busy: boolean;
  onUse: (template: TemplateItem) => void;
}) {
  const nameId = `template-${template.id}-name`;
  const { performance } = template;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-card p-4 shadow-sm">
      <div className="space-y-2">
        <h3 id={nameId} className="font-semibold break-words">
          {template.name}
        </h3>
        <div className="flex flex-wrap gap-1.5">
          {template.builtIn ? <ExampleBadge /> : null}
          <ChannelBadge channelType={template.channelType} />
          <TemplateTypeBadge type={template.type} />
        </div>
      </div>
      {performance ? (
        <div className="rounded-lg bg-raised p-3">
          <p className="mb-2 text-xs font-medium text-muted">
            {template.builtIn ? (
              'Example figures, not from your campaigns'
            ) : hasSandboxResults(template) ? (
              <a href={`#${SANDBOX_NOTICE_ID}`} className="text-link underline">
                Sandbox results
              </a>
            ) : (
              'Results'
            )}
          </p>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-xs text-muted">Impressions</dt>
              <dd className="font-semibold tabular-nums">{formatCount(performance.impressions)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">CTR</dt>
              <dd className="font-semibold tabular-nums">{performance.ctr.toFixed(2)}%</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">Clicks</dt>
              <dd className="font-semibold tabular-nums">{formatCount(performance.clicks)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted">Conversions</dt>
              <dd className="font-semibold tabular-nums">{formatCount(performance.conversions)}</dd>
            </div>
          </dl>
        </div>
      ) : null}
      <dl className="flex-1 space-y-1 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-muted">Estimated budget</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(template.estimatedBudget)}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-muted">{template.launchedAt ? 'Launched' : 'Created'}</dt>
          <dd>{formatDate(template.launchedAt ?? template.createdAt)}</dd>
        </div>
        {template.platforms.length > 0 ? (
          <div className="flex justify-between gap-2">
            <dt className="text-muted">Platforms</dt>
            <dd className="text-right">{template.platforms.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      <Button variant="secondary" onClick={() => onUse(template)} disabled={busy} aria-describedby={nameId}>
        <Copy aria-hidden className="size-4" />
        {busy ? 'Creating...' : 'Use as Template'}
      </Button>
    </li>
  );
}

/** "Campaign Templates": built-in samples and the user's own, each usable as a starting point. */
export function TemplateSection() {
  const templates = useTemplates();
  const applyTemplate = useUseTemplate();
  const navigate = useNavigate();
  const items = templates.data ?? [];

  const onUse = (template: TemplateItem) =>
    applyTemplate.mutate(template.id, {
      onSuccess: (campaign) => {
        toast.success(`Created "${campaign.name}"`);
        navigate(builderPath(campaign.channelType, { edit: campaign.id, template: template.id }));
      },
      onError: () => toast.error('The template could not be used. Please try again.'),
    });

  return (
    <section aria-labelledby="templates-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="templates-heading" className="flex items-center gap-2 text-xl font-bold">
          <LayoutTemplate aria-hidden className="size-5 text-brand-500" />
          Campaign Templates
        </h2>
        {templates.data ? <p className="text-sm text-muted">{items.length} templates available</p> : null}
      </div>
      {templates.isLoading ? (
        <div className="flex justify-center py-10">
          <Spinner size="lg" label="Loading templates" />
        </div>
      ) : templates.isError ? (
        <LoadError onRetry={() => void templates.refetch()}>Templates could not be loaded.</LoadError>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-card p-6 text-center text-sm text-muted">
          No templates yet. Save a campaign as a template to reuse it here.
        </p>
      ) : (
        <>
          {items.some(hasSandboxResults) ? <SandboxNotice id={SANDBOX_NOTICE_ID} /> : null}
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {items.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                busy={applyTemplate.isPending && applyTemplate.variables === template.id}
                onUse={onUse}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
