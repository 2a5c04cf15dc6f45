import { DESCRIPTION_MAX_LENGTH, TAG_MAX_LENGTH, TAGS_MAX } from './draft-limits.ts';

/** The tag input hides once the list is full. */
export const canAddTag = (tags: readonly string[]): boolean => tags.length < TAGS_MAX;

/**
 * Adds a trimmed tag. Blank input, a full list (10) and case-insensitive duplicates leave the list as
 * it was; over-long tags are cut to the schema's limit. Never mutates its input.
 */
export function addTag(tags: readonly string[], input: string): string[] {
  const tag = input.trim().slice(0, TAG_MAX_LENGTH).trim();
  if (!tag || !canAddTag(tags)) return [...tags];
  const lower = tag.toLowerCase();
  if (tags.some((t) => t.toLowerCase() === lower)) return [...tags];
  return [...tags, tag];
}

/** Removes one tag (matched case-insensitively, as duplicates are). */
export function removeTag(tags: readonly string[], tag: string): string[] {
  const lower = tag.toLowerCase();
  return tags.filter((t) => t.toLowerCase() !== lower);
}

/** Cuts text past 500 characters, never leaving half of a surrogate pair at the end. */
export function clampDescription(text: string, max: number = DESCRIPTION_MAX_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}
