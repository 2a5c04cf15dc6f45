import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AGE_MESSAGES, AgeRangeField, ageRangeError } from './age-range-field.tsx';

function Harness() {
  const [range, setRange] = useState({ min: 18, max: 65 });
  return (
    <>
      <AgeRangeField min={range.min} max={range.max} onChange={(min, max) => setRange({ min, max })} />
      <output data-testid="range">{`${range.min}-${range.max}`}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

const minimum = () => screen.getByRole('spinbutton', { name: 'Minimum age' });
const maximum = () => screen.getByRole('spinbutton', { name: 'Maximum age' });
const stored = () => screen.getByTestId('range').textContent;

describe('Age range field', () => {
  it('checks a range: whole years, inside 13 to 65, minimum not above maximum', () => {
    expect(ageRangeError('18', '65')).toBeNull();
    expect(ageRangeError('13', '13')).toBeNull();
    expect(ageRangeError('12', '30')).toEqual({ end: 'min', message: AGE_MESSAGES.bounds });
    expect(ageRangeError('18', '66')).toEqual({ end: 'max', message: AGE_MESSAGES.bounds });
    expect(ageRangeError('', '30')).toEqual({ end: 'min', message: AGE_MESSAGES.whole });
    expect(ageRangeError('18', '20.5')).toEqual({ end: 'max', message: AGE_MESSAGES.whole });
    expect(ageRangeError('40', '30')).toEqual({ end: 'min', message: AGE_MESSAGES.order });
  });

  it('keeps a valid range as it is typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Age range' })).toBeInTheDocument();
    await user.clear(minimum());
    await user.type(minimum(), '25');
    await user.clear(maximum());
    await user.type(maximum(), '54');
    expect(stored()).toBe('25-54');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a minimum above the maximum, says so when the field is left, and clears once fixed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.clear(maximum());
    await user.type(maximum(), '30');
    await user.clear(minimum());
    await user.type(minimum(), '40');
    // Not while typing: only once the user moves on.
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByRole('alert')).toHaveTextContent(AGE_MESSAGES.order);
    expect(minimum()).toHaveAttribute('aria-invalid', 'true');
    expect(minimum()).toHaveAccessibleDescription(expect.stringContaining(AGE_MESSAGES.order));
    expect(maximum()).not.toHaveAttribute('aria-invalid');
    expect(stored()).toBe('18-30');

    await user.clear(minimum());
    await user.type(minimum(), '21');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(minimum()).not.toHaveAttribute('aria-invalid');
    expect(stored()).toBe('21-30');
  });

  it('refuses ages outside 13 to 65 and keeps the last valid range', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.clear(maximum());
    await user.type(maximum(), '70');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(AGE_MESSAGES.bounds);
    expect(maximum()).toHaveAttribute('aria-invalid', 'true');
    expect(stored()).toBe('18-65');
  });
});
