import { render, screen } from '@testing-library/react';
import { Card } from '../card';
import { Totals, withTaxRate } from '../totals';

const terms = () => Array.from(document.querySelectorAll('dt'), (term) => term.textContent);
const row = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

describe('Totals', () => {
  it('lists the rows in order, leaves out the ones that are false, and names the list', () => {
    const discount = 0;
    render(
      <Totals
        label="Order totals"
        rows={[
          { label: 'Subtotal', amount: 1124750, testId: 'subtotal' },
          discount > 0 && { label: 'Discount', amount: discount, deduction: true },
          null,
          { label: 'Tax (5%)', amount: 56238 },
          { label: 'Grand Total', amount: 1180988, emphasis: true, testId: 'grand' },
        ]}
      />,
    );
    expect(terms()).toEqual(['Subtotal', 'Tax (5%)', 'Grand Total']);
    expect(row('Subtotal').parentElement).toHaveAccessibleName('Order totals');
    expect(screen.getByTestId('subtotal')).toHaveTextContent('₹11,247.5');
    expect(screen.getByTestId('grand')).toHaveTextContent('₹11,809.88');
  });

  it('shows exactly two decimals on order screens, and a deduction with its minus sign', () => {
    render(
      <Totals
        exact
        rows={[
          { label: 'Subtotal', amount: 999800 },
          { label: 'Discount (WELCOME10)', amount: 50000, deduction: true, testId: 'discount' },
          { label: 'Tax (5%)', amount: 47490 },
        ]}
      />,
    );
    expect(row('Subtotal')).toHaveTextContent('₹9,998.00');
    expect(screen.getByTestId('discount').textContent).toBe('−₹500.00');
    expect(row('Tax (5%)')).toHaveTextContent('₹474.90');
  });

  it('sets the grand total apart and puts a note under its row', () => {
    render(
      <Totals
        rows={[
          { label: 'Subtotal', amount: 100, note: 'All 2 items of this order' },
          { label: 'Total Amount', amount: 105, emphasis: true },
        ]}
      />,
    );
    expect(row('Total Amount')).toHaveClass('grand');
    expect(row('Subtotal')).not.toHaveClass('grand');
    expect(row('Subtotal')).toHaveTextContent('All 2 items of this order');
    expect(screen.getByText('All 2 items of this order').tagName).toBe('DD');
  });
});

describe('Card', () => {
  it('is a section by default, or the element asked for, with the card look and the screen’s class', () => {
    render(
      <>
        <Card aria-label="Summary">Inside</Card>
        <Card as="article" padding="none" plainInPrint className="receipt" aria-label="Receipt" />
      </>,
    );
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary.tagName).toBe('SECTION');
    expect(summary).toHaveClass('card', 'md');
    expect(summary).toHaveTextContent('Inside');
    const receipt = screen.getByRole('article', { name: 'Receipt' });
    expect(receipt).toHaveClass('card', 'plainInPrint', 'receipt');
    expect(receipt).not.toHaveClass('md');
  });
});

describe('an amount not known yet', () => {
  it('holds its row without a figure, and says it is being worked out', () => {
    render(<Totals rows={[{ label: withTaxRate('Product Tax', null), amount: null, testId: 'tax' }]} />);
    expect(terms()).toEqual(['Product Tax']);
    expect(screen.getByTestId('tax')).toHaveTextContent('Calculating');
    expect(screen.getByTestId('tax')).not.toHaveTextContent('₹');
  });

  it("names the rate once it is known: 'Tax (18%)'", () => {
    expect(withTaxRate('Tax', 18)).toBe('Tax (18%)');
    expect(withTaxRate('Product Tax', 2.5)).toBe('Product Tax (2.5%)');
  });
});
