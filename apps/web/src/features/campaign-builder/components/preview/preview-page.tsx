import { PRODUCT_NAME } from '@northstar/shared/brand';
import { BUILDER_STEPS } from '@northstar/shared/campaign';
import { ArrowLeft, ChevronLeft, ChevronRight, FileDown, LayoutTemplate } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useSaveCampaign } from '../../../../resources/campaigns/campaign-queries.ts';
import { useSaveTemplate } from '../../../../resources/templates/templates.api.ts';
import { saveErrorMessage } from '../../hooks/use-builder-save.ts';
import { CAMPAIGN_LIST_PATH } from '../../lib/paths.ts';
import { doneSteps, previewCampaignCode, usePreviewStore } from '../../stores/preview.store.ts';
import { STEP_COMPONENTS } from '../builder/step-content.tsx';
import { LiveIndicators } from './live-indicators.tsx';
import { PreviewSetupStep } from './preview-setup-step.tsx';
import { PreviewStepBar } from './preview-step-bar.tsx';

export const PREVIEW_MESSAGES = {
  nameRequired: 'Enter a campaign name first.',
  draftSaved: 'Draft saved',
  templateSaved: 'Saved as a template',
  templateFailed: 'The template could not be saved. Please try again.',
} as const;

/** /dashboard/campaign-builder/universal-test: the experimental nine-step interface. */
export function PreviewPage() {
  const state = usePreviewStore();
  const { draft, currentStep, stepErrors } = state;
  // Ticks only for steps that still hold up; the ID is the draft's own, the same on every visit.
  const completed = doneSteps(draft, state.completed);
  const campaignCode = previewCampaignCode(draft);
  const saveCampaign = useSaveCampaign();
  const saveTemplate = useSaveTemplate();
  const nameRef = useRef<HTMLInputElement>(null);
  const [savingKind, setSavingKind] = useState<'draft' | 'template' | null>(null);
  const meta = BUILDER_STEPS[currentStep - 1];
  const Step = STEP_COMPONENTS[currentStep];

  const named = () => {
    if (draft.campaignName.trim()) return true;
    toast.error(PREVIEW_MESSAGES.nameRequired);
    if (currentStep === 1) nameRef.current?.focus();
    else state.goTo(1);
    return false;
  };

  const onSaveDraft = async () => {
    if (!named()) return;
    setSavingKind('draft');
    try {
      const campaign = await saveCampaign.mutateAsync({
        id: state.savedCampaignId,
        draft: { ...draft, campaignId: state.savedCampaignId ?? '' },
        status: 'draft',
      });
      usePreviewStore.getState().setSavedCampaignId(campaign.id);
      toast.success(PREVIEW_MESSAGES.draftSaved);
    } catch (error) {
      toast.error(saveErrorMessage(error));
    } finally {
      setSavingKind(null);
    }
  };

  const onSaveTemplate = async () => {
    if (!named()) return;
    setSavingKind('template');
    try {
      await saveTemplate.mutateAsync({
        draft: { ...draft, campaignId: '' },
        name: draft.campaignName.trim(),
      });
      toast.success(PREVIEW_MESSAGES.templateSaved);
    } catch {
      toast.error(PREVIEW_MESSAGES.templateFailed);
    } finally {
      setSavingKind(null);
    }
  };

  return (
    <div className="space-y-5">
      <title>{`Professional Builder - ${PRODUCT_NAME}`}</title>
      <header className="space-y-4">
        <Link
          to={CAMPAIGN_LIST_PATH}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-link hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Back to campaigns
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-title">Professional Builder</h1>
          <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">PREVIEW</span>
        </div>
        <LiveIndicators draft={draft} />
      </header>

      <PreviewStepBar current={currentStep} completed={completed} onOpen={state.goTo} />

      <section aria-labelledby="preview-step-title" className="space-y-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">Step {currentStep} of 9</p>
          <h2 id="preview-step-title" className="text-xl font-bold">
            {meta?.title}
          </h2>
        </div>
        {currentStep === 1 ? (
          <PreviewSetupStep draft={draft} update={state.update} code={campaignCode} nameRef={nameRef} />
        ) : (
          <Suspense
            fallback={
              <div className="flex justify-center rounded-xl border border-line bg-card py-16">
                <Spinner size="lg" label="Loading step" />
              </div>
            }
          >
            <Step draft={draft} update={state.update} errors={stepErrors} goToStep={state.goTo} />
          </Suspense>
        )}
        {stepErrors.length > 0 ? (
          <div
            role="alert"
            className="rounded-lg border border-red-600/40 bg-red-50 px-4 py-3 text-sm text-red-900 dark:bg-red-950/60 dark:text-red-200"
          >
            <p className="font-semibold">This step is not complete yet:</p>
            <ul className="mt-1 list-disc pl-6">
              {stepErrors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      <div className="flex flex-col-reverse gap-2 rounded-xl border border-line bg-card p-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="secondary" onClick={state.previous} disabled={currentStep === 1}>
          <ChevronLeft aria-hidden className="size-4" />
          Previous
        </Button>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" onClick={() => void onSaveDraft()} disabled={savingKind !== null}>
            <FileDown aria-hidden className="size-4" />
            {savingKind === 'draft' ? 'Saving...' : 'Save as Draft'}
          </Button>
          <Button variant="secondary" onClick={() => void onSaveTemplate()} disabled={savingKind !== null}>
            <LayoutTemplate aria-hidden className="size-4" />
            {savingKind === 'template' ? 'Saving...' : 'Save as Template'}
          </Button>
          <Button onClick={() => state.next()} disabled={currentStep === 9 && completed.includes(9)}>
            Next Step
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
    </div>
  );
}
