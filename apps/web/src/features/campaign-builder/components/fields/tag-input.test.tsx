import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TagInput } from './tag-input.tsx';

function Harness({ initial = [] }: { initial?: string[] }) {
  const [tags, setTags] = useState<string[]>(initial);
  return (
    <>
      <TagInput tags={tags} onChange={setTags} />
      <output data-testid="tags">{JSON.stringify(tags)}</output>
    </>
  );
}

const tags = () => JSON.parse(screen.getByTestId('tags').textContent ?? '[]') as string[];

describe('TagInput', () => {
  it('adds a trimmed tag with Enter and with the + button, and ignores blank input', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Tags' });

    await user.type(input, '  spring sale  {Enter}');
    expect(tags()).toEqual(['spring sale']);
    expect(input).toHaveValue('');

    await user.type(input, 'outdoor');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(tags()).toEqual(['spring sale', 'outdoor']);

    await user.type(input, '    {Enter}');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(tags()).toEqual(['spring sale', 'outdoor']);
  });

  it('removes a single tag with its own button', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['one', 'two', 'three']} />);
    await user.click(screen.getByRole('button', { name: 'Remove tag two' }));
    expect(tags()).toEqual(['one', 'three']);
    const list = screen.getByRole('list', { name: 'Selected tags' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['one', 'three']);
  });

  it('hides the input at ten tags and brings it back after a removal', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']} />);
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'j{Enter}');
    expect(tags()).toHaveLength(10);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add tag' })).not.toBeInTheDocument();
    expect(screen.getByText('10/10')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove tag a' }));
    expect(screen.getByRole('textbox', { name: 'Tags' })).toBeInTheDocument();
  });
});
