import type { CampaignType } from '@northstar/shared/campaign/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { campaignQueryOptions } from '../../../resources/campaigns/campaign-queries.ts';
import { templateQueryOptions } from '../../../resources/templates/templates.api.ts';
import { builderPath } from '../lib/paths.ts';
import { useBuilderStore } from '../stores/builder.store.ts';

export type BuilderEntry =
  | { phase: 'loading' }
  | { phase: 'ready' }
  | { phase: 'error'; message: string; retry: () => void };

export const ENTRY_MESSAGES = {
  campaignNotFound: 'This campaign could not be found. It may have been deleted.',
  templateNotFound: 'This template could not be found.',
  failed: 'The campaign could not be loaded. Check your connection and try again.',
} as const;

const loadError = (error: unknown, notFound: string) =>
  isApiError(error) && (error.status === 404 || error.status === 400) ? notFound : ENTRY_MESSAGES.failed;

/**
 * Decides what the builder opens: ?edit= loads that campaign (unless this browser holds unsaved edits
 * of it), ?template= starts from a template, otherwise the stored draft continues when it is this
 * builder's kind and was saved or edited; anything else starts a fresh draft.
 */
export function useBuilderEntry(
  type: CampaignType,
  editId: string | null,
  templateId: string | null,
  step = 1,
): BuilderEntry {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const restore = useStoredDraftRestore(attempt);
  const [entry, setEntry] = useState<BuilderEntry>(() =>
    editId || templateId || restore !== 'done' ? { phase: 'loading' } : { phase: 'ready' },
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on "Try again"
  useEffect(() => {
    const retry = () => setAttempt((n) => n + 1);
    // What this browser stored decides what opens (unsaved edits win), so nothing starts before it is in.
    if (restore === 'failed') setEntry({ phase: 'error', message: ENTRY_MESSAGES.failed, retry });
    if (restore !== 'done') return;
    let cancelled = false;
    const store = useBuilderStore.getState();
    const finish = () => {
      if (!cancelled) useBuilderStore.getState().setLoading(false);
    };

    if (editId) {
      if (store.draft.campaignId === editId && store.isDirty) {
        setEntry({ phase: 'ready' });
        return;
      }
      setEntry({ phase: 'loading' });
      store.setLoading(true);
      queryClient
        .fetchQuery(campaignQueryOptions(editId))
        .then((campaign) => {
          if (cancelled) return;
          useBuilderStore.getState().loadCampaign(campaign, step);
          setEntry({ phase: 'ready' });
          // A regulated campaign opened in the universal builder (or the reverse) moves to its own.
          if (campaign.channelType !== type) {
            navigate(builderPath(campaign.channelType, { edit: editId, template: templateId ?? undefined }), {
              replace: true,
            });
          }
        })
        .catch((error: unknown) => {
          if (!cancelled)
            setEntry({ phase: 'error', message: loadError(error, ENTRY_MESSAGES.campaignNotFound), retry });
        })
        .finally(finish);
    } else if (templateId) {
      setEntry({ phase: 'loading' });
      store.setLoading(true);
      queryClient
        .fetchQuery(templateQueryOptions(templateId))
        .then((template) => {
          if (cancelled) return;
          useBuilderStore.getState().loadTemplate(template);
          setEntry({ phase: 'ready' });
        })
        .catch((error: unknown) => {
          if (!cancelled)
            setEntry({ phase: 'error', message: loadError(error, ENTRY_MESSAGES.templateNotFound), retry });
        })
        .finally(finish);
    } else {
      const { draft, isDirty } = store;
      const keep = draft.campaignType === type && (draft.campaignId !== '' || isDirty);
      if (!keep) store.startNew(type);
      setEntry({ phase: 'ready' });
    }
    return () => {
      cancelled = true;
    };
  }, [restore, type, editId, templateId, step, attempt, queryClient, navigate]);

  return entry;
}

/**
 * Whether the builder store holds what this browser stored yet (checked on arrival, see builder-storage.ts).
 * 'failed' when the check's code could not be loaded (offline, or a new release replaced it); each new
 * `attempt` tries again. The stored draft stays in storage until then.
 */
function useStoredDraftRestore(attempt: number): 'pending' | 'done' | 'failed' {
  const { persist } = useBuilderStore;
  const [restore, setRestore] = useState<'pending' | 'done' | 'failed'>(() =>
    persist.hasHydrated() ? 'done' : 'pending',
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the restore on "Try again"
  useEffect(() => {
    if (persist.hasHydrated()) {
      setRestore('done');
      return;
    }
    let cancelled = false;
    setRestore('pending');
    // Resolves either way; a failed restore leaves the store un-hydrated.
    void persist.rehydrate().then(() => {
      if (!cancelled) setRestore(persist.hasHydrated() ? 'done' : 'failed');
    });
    return () => {
      cancelled = true;
    };
  }, [attempt, persist]);
  return restore;
}
