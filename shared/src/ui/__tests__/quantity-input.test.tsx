import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MAX_QUANTITY } from '../../domain';
import { QuantityInput } from '../quantity-input';

function Harness({ start = 1, onChange }: { start?: number; onChange?: (q: number) => void }) {
  const [value, setValue] = useState(start);
  return (
    <QuantityInput
      itemName="Harmony M1"
      value={value}
      onChange={(q) => {
        onChange?.(q);
        setValue(q);
      }}
    />
  );
}

const box = () => screen.getByLabelText('Quantity of Harmony M1');

describe('QuantityInput', () => {
  it('steps with the buttons and the arrow keys, never below 1 nor above the cap', async () => {
    render(<Harness start={2} />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Harmony M1' });
    await userEvent.click(minus);
    expect(box()).toHaveValue('1');
    expect(minus).toBeDisabled();
    await userEvent.click(box());
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(box()).toHaveValue('2');
    fireEvent.change(box(), { target: { value: String(MAX_QUANTITY) } });
    expect(screen.getByRole('button', { name: 'Increase quantity of Harmony M1' })).toBeDisabled();
  });

  it('applies a typed whole number at once and turns anything else into 1 when left', async () => {
    const changes: number[] = [];
    render(<Harness onChange={(q) => changes.push(q)} />);
    fireEvent.change(box(), { target: { value: '12' } });
    expect(changes).toEqual([12]);
    fireEvent.change(box(), { target: { value: '-5' } });
    expect(box()).toHaveValue('-5');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(box()).toHaveValue('1');
    fireEvent.change(box(), { target: { value: '500' } });
    expect(box()).toHaveValue(String(MAX_QUANTITY));
    expect(changes).toEqual([12, 1, MAX_QUANTITY]);
  });
});
