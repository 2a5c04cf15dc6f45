import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CustomColorsForm } from './custom-colors-form.tsx';

const SOLARIZED = { background: '#fdf6e3', card: '#ffffff', content: '#eee8d5', text: '#073642' };

async function typeColor(level: string, value: string) {
  const field = screen.getByRole('textbox', { name: `${level} colour` });
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

describe('custom colours: text contrast', () => {
  it('shows the ratio on each surface and applies a readable set', async () => {
    const onApply = vi.fn();
    render(<CustomColorsForm initial={SOLARIZED} onApply={onApply} />);
    const ratios = screen.getByRole('list', { name: 'Text contrast' });
    expect(
      within(ratios)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Text on background: 12.05:1, readable',
      'Text on card: 13.00:1, readable',
      'Text on content: 10.60:1, readable',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Apply custom colours' }));
    expect(onApply).toHaveBeenCalledWith(SOLARIZED);
  });

  it('warns live and refuses to apply near-white text on a cream page', async () => {
    const onApply = vi.fn();
    render(<CustomColorsForm initial={SOLARIZED} onApply={onApply} />);
    await typeColor('Text', '#f5f5f5');

    expect(screen.getByText(/Text on background:/)).toHaveTextContent('Text on background: 1.01:1, too low');
    const apply = screen.getByRole('button', { name: 'Apply custom colours' });
    expect(apply).toBeDisabled();
    expect(apply).toHaveAccessibleDescription(
      /hard to read on the background, card and content colours\. Choose colours with a contrast of at least 4\.5:1/,
    );
    // Enter in a field submits the form: still refused.
    await userEvent.type(screen.getByRole('textbox', { name: 'Card colour' }), '{Enter}');
    expect(onApply).not.toHaveBeenCalled();

    // Fixing the text colour lifts the refusal.
    await typeColor('Text', '#1f2937');
    expect(apply).toBeEnabled();
    expect(screen.queryByText(/hard to read/)).not.toBeInTheDocument();
  });
});
