import { PRODUCT_NAME } from '@northstar/shared/brand';
import { completionByStep, overallCompletion } from '@northstar/shared/campaign/completion';
import type { CampaignType } from '@northstar/shared/campaign/draft';
import { BUILDER_STEPS, type StepKey, stepKey } from '@northstar/shared/campaign/steps';
import { stepState, validateAll } from '@northstar/shared/campaign/validation';
import { useCallback, useEffect, useMemo } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Banner } from '../../../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useAutosave } from '../../hooks/use-autosave.ts';
import { useBuilderEntry } from '../../hooks/use-builder-entry.ts';
import { useBuilderSave } from '../../hooks/use-builder-save.ts';
import { builderPath, CAMPAIGN_LIST_PATH } from '../../lib/paths.ts';
import { useBuilderStore } from '../../stores/builder.store.ts';
import { BuilderHeader } from './builder-header.tsx';
import { StepContent } from './step-content.tsx';
import { OverallProgress, StepList, type StepView } from './step-list.tsx';
import { StepNav } from './step-nav.tsx';

export const BUILDER_TITLES: Record<CampaignType, string> = {
  universal: 'Universal Channels Campaign',
  regulated: 'Regulated Channels Campaign',
};

export const LAUNCH_MESSAGES = {
  blocked: (count: number) =>
    `This campaign cannot launch yet: ${count} ${count === 1 ? 'problem needs' : 'problems need'} fixing. See Review & Launch.`,
  launched: (name: string) => `"${name}" is ready to launch.`,
} as const;

// Sidebar column on large screens; on small ones the steps become a strip above the form and the
// navigation moves below it. One DOM order, two grid layouts.
const LAYOUT =
  "grid grid-cols-[minmax(0,1fr)] gap-4 [grid-template-areas:'progress'_'steps'_'content'_'nav'] lg:grid-cols-[16.5rem_minmax(0,1fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-x-6 lg:[grid-template-areas:'progress_content'_'steps_content'_'nav_content']";

export function BuilderPage({ type }: { type: CampaignType }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const entry = useBuilderEntry(
    type,
    params.get('edit'),
    params.get('template'),
    Number(params.get('step')) || 1,
  );
  const draft = useBuilderStore((s) => s.draft);
  const currentStep = useBuilderStore((s) => s.currentStep);
  const validationErrors = useBuilderStore((s) => s.validationErrors);
  const isSaving = useBuilderStore((s) => s.isSaving);
  const isDirty = useBuilderStore((s) => s.isDirty);
  const lastSaved = useBuilderStore((s) => s.lastSaved);
  const status = useBuilderStore((s) => s.status);
  const { updateDraft, goToStep, goNext, goPrevious, showErrors, startNew } = useBuilderStore.getState();
  const save = useBuilderSave();

  const autosave = useCallback(() => save('auto'), [save]);
  useAutosave(autosave);
  // Leaving the builder with unsaved edits saves them on the way out.
  useEffect(
    () => () => {
      const state = useBuilderStore.getState();
      if (state.isDirty && !state.isLoading && !state.isSaving) void save('auto');
    },
    [save],
  );

  const completion = useMemo(() => completionByStep(draft), [draft]);
  const steps: StepView[] = BUILDER_STEPS.map((s, i) => ({
    number: s.number,
    title: s.title,
    completion: completion[i] ?? 0,
    state: stepState(s.number, currentStep, completion[i] ?? 0),
    hasErrors: (validationErrors[s.key]?.length ?? 0) > 0,
  }));

  const launch = async () => {
    const current = useBuilderStore.getState().draft;
    // Loaded on launch: the compliance rules are not part of the builder's first paint.
    const { launchIssues } = await import('../../lib/launch-readiness.ts');
    const issues = launchIssues(current);
    if (issues.length > 0) {
      const errors = validateAll(current);
      showErrors(
        Object.fromEntries(Object.entries(errors).filter(([, list]) => list.length > 0)) as Partial<
          Record<StepKey, string[]>
        >,
      );
      toast.error(LAUNCH_MESSAGES.blocked(issues.length));
      return;
    }
    const campaign = await save('launch');
    if (!campaign) return;
    toast.success(LAUNCH_MESSAGES.launched(campaign.name || current.campaignName));
    startNew(type);
    navigate(CAMPAIGN_LIST_PATH);
  };

  const title = BUILDER_TITLES[type];
  const pageTitle = (
    <title>{`${draft.campaignName.trim() || 'New Campaign'} - ${title} - ${PRODUCT_NAME}`}</title>
  );

  if (entry.phase !== 'ready') {
    return (
      <div className="space-y-6">
        {pageTitle}
        <Link to={CAMPAIGN_LIST_PATH} className="text-sm font-semibold text-link hover:underline">
          Back to campaigns
        </Link>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {entry.phase === 'loading' ? (
          <div className="flex justify-center rounded-xl border border-line bg-card py-20">
            <Spinner size="lg" label="Loading campaign" />
          </div>
        ) : (
          <Banner tone="error">
            <p>{entry.message}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" onClick={entry.retry}>
                Try again
              </Button>
              <Link
                to={builderPath(type)}
                onClick={() => startNew(type)}
                className={buttonClasses('secondary', 'sm')}
              >
                Start a new campaign
              </Link>
            </div>
          </Banner>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      {pageTitle}
      <BuilderHeader
        title={title}
        campaignName={draft.campaignName}
        status={status}
        isSaving={isSaving}
        isDirty={isDirty}
        lastSaved={lastSaved}
        onSave={() => void save('manual')}
      />
      <div className={LAYOUT}>
        <div className="[grid-area:progress] rounded-xl border border-line bg-card p-4">
          <OverallProgress percent={overallCompletion(draft)} />
        </div>
        <div className="[grid-area:steps] min-w-0 lg:rounded-xl lg:border lg:border-line lg:bg-card lg:p-2">
          <StepList steps={steps} onOpen={(n) => goToStep(n)} />
        </div>
        <div className="[grid-area:content] min-w-0">
          <StepContent
            step={currentStep}
            draft={draft}
            update={updateDraft}
            errors={validationErrors[stepKey(currentStep)] ?? []}
            goToStep={(n) => goToStep(n)}
          />
        </div>
        <div className="[grid-area:nav] lg:sticky lg:top-4 lg:self-start">
          <StepNav
            current={currentStep}
            completion={completion}
            busy={isSaving}
            onPrevious={goPrevious}
            onNext={() => (currentStep === 9 ? void launch() : goNext())}
          />
        </div>
      </div>
    </div>
  );
}
