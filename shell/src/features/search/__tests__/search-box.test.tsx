import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SearchBox } from '../components/search-box';
import { SUGGEST_DELAY_MS } from '../hooks/use-suggestions';

const SUGGESTIONS = [
  { id: 3, title: 'Harmony Cool Keeper F1 stabilizer', image: '/f1.svg', price: '3,499' },
  { id: 7, title: 'Harmony Copper Pro 5 kVA stabilizer', image: '/cp.svg', price: '9,999 11,999' },
];

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderBox(at = '/') {
  const onNavigate = jest.fn();
  render(
    <MemoryRouter initialEntries={[at]}>
      <SearchBox onNavigate={onNavigate} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return { onNavigate, input: screen.getByRole('combobox', { name: 'Search products' }) };
}

let fetchMock: jest.Mock;
beforeEach(() => {
  jest.useFakeTimers();
  // jsdom has no Response: the piece of it the catalogue reads use.
  fetchMock = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => ({ suggestions: SUGGESTIONS }),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

const typeInto = async (input: HTMLElement, text: string) => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.type(input, text);
  return user;
};
const settle = () => act(async () => void jest.advanceTimersByTime(SUGGEST_DELAY_MS));

describe('SearchBox', () => {
  it('asks once typing pauses, and lists suggestions with image and price', async () => {
    const { input } = renderBox();
    await typeInto(input, 'stab');
    expect(fetchMock).not.toHaveBeenCalled();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/products/suggest?q=stab');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[1]).toHaveTextContent('Harmony Copper Pro 5 kVA stabilizer₹9,999');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 suggestions');
  });

  it('does not ask for a single letter', async () => {
    const { input } = renderBox();
    await typeInto(input, 's');
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter opens the results page with the words in the address', async () => {
    const { input, onNavigate } = renderBox();
    await typeInto(input, '2 ton inverter{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/product?q=2%20ton%20inverter');
    expect(onNavigate).toHaveBeenCalled();
  });

  it('arrow keys choose a suggestion and Enter opens it; Escape closes the list', async () => {
    const { input } = renderBox();
    const user = await typeInto(input, 'cool');
    await settle();
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/description/3');
  });

  it('a click on a suggestion opens the product', async () => {
    const { input } = renderBox();
    const user = await typeInto(input, 'copper');
    await settle();
    await user.click((await screen.findAllByRole('option'))[1]!);
    expect(screen.getByTestId('where')).toHaveTextContent('/description/7');
  });

  it('shows the words of the results page it is on', () => {
    const { input } = renderBox('/product?q=mainline&sort=price_asc');
    expect(input).toHaveValue('mainline');
  });
});
