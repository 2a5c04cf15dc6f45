import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AiTab } from './ai-tab.tsx';

describe('settings: Northstar AI', () => {
  it('saves voice output, speech rate and tone, showing "Saving..." meanwhile', async () => {
    const user = userEvent.setup();
    let finish: (ok: boolean) => void = () => {};
    const onSave = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    render(<AiTab saved={{ tone: 'friendly' }} onSave={onSave} />);
    expect(screen.getByRole('combobox', { name: 'Assistant tone' })).toHaveValue('friendly');
    expect(screen.getByRole('slider', { name: 'Speech rate' })).toBeDisabled();

    await user.click(screen.getByRole('switch', { name: 'Voice output' }));
    expect(screen.getByRole('switch', { name: 'Voice output' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('slider', { name: 'Speech rate' })).toHaveValue('0.9');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assistant tone' }), 'concise');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(onSave).toHaveBeenCalledWith({ voiceOutput: true, speechRate: 0.9, tone: 'concise' });
    finish(false);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save to your account.');
  });
});
