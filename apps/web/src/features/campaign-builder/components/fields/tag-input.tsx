import { addTag, removeTag, TAG_MAX_LENGTH, TAGS_MAX } from '@northstar/shared/campaign';
import { ChipListInput } from './chip-list-input.tsx';

interface TagInputProps {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
}

/** Up to ten trimmed tags (shared rules); Enter or + adds, each chip removes itself. */
export function TagInput({ tags, onChange }: TagInputProps) {
  return (
    <ChipListInput
      label="Tags"
      itemName="tag"
      values={tags}
      onAdd={addTag}
      onRemove={removeTag}
      onChange={onChange}
      max={TAGS_MAX}
      placeholder="Type a tag and press Enter"
      hint={`Up to ${TAGS_MAX} tags, ${TAG_MAX_LENGTH} characters each.`}
    />
  );
}
