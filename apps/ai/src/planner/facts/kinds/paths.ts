import type { CampaignDraft } from '@northstar/shared/campaign/schemas';
import type { DraftPatch } from '../../planner-types.ts';

// A slot names its draft field by path ("targeting.devices"); these read and write it.

export function valueAt(draft: CampaignDraft, path: string): unknown {
  let at: unknown = draft;
  for (const part of path.split('.')) at = (at as Record<string, unknown> | undefined)?.[part];
  return at;
}

/** The patch that sets the field at `path` to `value`. */
export function patchAt(path: string, value: unknown): DraftPatch {
  return path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, part) => ({ [part]: inner }), value) as DraftPatch;
}
