import { PRODUCT_NAME } from '@northstar/shared/brand';
import {
  BUILDER_STEPS,
  completionByStep,
  overallCompletion,
  stepKey,
  stepState,
  validateStepFields,
} from '@northstar/shared/campaign';
import type { CampaignType } from '@northstar/shared/campaign/schemas';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '../../../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useAutosave } from '../../hooks/use-autosave.ts';
import { useBuilderEntry } from '../../hooks/use-builder-entry.ts';
import { useBuilderLaunch } from '../../hooks/use-builder-launch.ts';
import { useBuilderSave } from '../../hooks/use-builder-save.ts';
import { builderPath, CAMPAIGN_LIST_PATH } from '../../lib/paths.ts';
import { useBuilderStore } from '../../stores/builder.store.ts';
import { BuilderHeader } from './builder-header.tsx';
import { type FocusRequest, StepContent } from './step-content.tsx';
import { OverallProgress, StepList, type StepView } from './step-list.tsx';
import { StepNav } from './step-nav.tsx';
import { VersionConflictBanner } from './version-conflict-banner.tsx';

export const BUILDER_TITLES: Record<CampaignType, string> = {
  universal: 'Universal Channels Campaign',
  regulated: 'Regulated Channels Campaign',
};

// Sidebar column on large screens; on small ones the steps become a strip above the form and the
// navigation moves below it. One DOM order, two grid layouts.
const LAYOUT =
  "grid grid-cols-[minmax(0,1fr)] gap-4 [grid-template-areas:'progress'_'steps'_'content'_'nav'] lg:grid-cols-[16.5rem_minmax(0,1fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-x-6 lg:[grid-template-areas:'progress_content'_'steps_content'_'nav_content']";

export function BuilderPage({ type }: { type: CampaignType }) {
  const [params] = useSearchParams();
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
  const origin = useBuilderStore((s) => s.origin);
  const revision = useBuilderStore((s) => s.revision);
  const launchBlock = useBuilderStore((s) => s.launchBlock);
  const { updateDraft, goToStep, goNext, goPrevious, startNew } = useBuilderStore.getState();
  const save = useBuilderSave();
  const { launch, launching } = useBuilderLaunch(type);
  // A finding's link opens its step and puts the cursor in its field.
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const openStep = useCallback((step: number, field?: string) => {
    if (useBuilderStore.getState().goToStep(step) && field) setFocus({ field, at: Date.now() });
  }, []);
  // The server's findings hold for the draft it checked: the next edit leaves step 9 to the local gate.
  const serverFindings = launchBlock && launchBlock.revision === revision ? launchBlock.findings : undefined;

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
        <h1 className="text-title">{title}</h1>
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
        draft={draft}
        campaignName={draft.campaignName}
        status={status}
        origin={origin}
        isSaving={isSaving}
        isDirty={isDirty}
        lastSaved={lastSaved}
        onSave={() => void save('manual')}
      />
      <VersionConflictBanner />
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
            goToStep={openStep}
            serverFindings={serverFindings}
            focus={focus}
          />
        </div>
        <div className="[grid-area:nav] lg:sticky lg:top-4 lg:self-start">
          <StepNav
            current={currentStep}
            completion={completion}
            busy={isSaving || launching}
            onPrevious={goPrevious}
            onNext={() => {
              if (currentStep === 9) return void launch();
              // A blocked move puts the cursor in the first field to fix, with its message beside it.
              if (goNext()) return;
              const [first] = validateStepFields(useBuilderStore.getState().draft, currentStep);
              if (first) setFocus({ field: first.field, at: Date.now() });
            }}
          />
        </div>
      </div>
    </div>
  );
}
