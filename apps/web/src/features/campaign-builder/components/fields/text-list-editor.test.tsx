import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextListEditor } from './text-list-editor.tsx';

function Harness({ initial = [] }: { initial?: string[] }) {
  const [values, setValues] = useState<string[]>(initial);
  return (
    <>
      <TextListEditor
        label="Headlines"
        itemName="headline"
        values={values}
        onChange={setValues}
        max={3}
        maxLength={10}
      />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </>
  );
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '[]') as string[];

describe('TextListEditor', () => {
  it('turns typing into the first blank row into the first item', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Headline 1'), 'Hello');
    expect(values()).toEqual(['Hello']);
  });

  it('adds rows up to the maximum, cuts long text and removes a row', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['One']} />);
    await user.click(screen.getByRole('button', { name: 'Add headline' }));
    await user.type(screen.getByLabelText('Headline 2'), 'A very long headline');
    expect(values()).toEqual(['One', 'A very lon']);
    await user.click(screen.getByRole('button', { name: 'Add headline' }));
    expect(screen.queryByRole('button', { name: 'Add headline' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove headline 1' }));
    expect(values()).toEqual(['A very lon', '']);
  });
});
