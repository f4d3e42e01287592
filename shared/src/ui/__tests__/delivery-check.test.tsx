import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DELIVERY_PINCODE_KEY, type DeliveryAnswer } from '../../domain/delivery';
import { useSessionStore } from '../../stores/session-store';
import type { Address } from '../../types/account';
import DeliveryCheck from '../delivery-check';
import { DeliveryCheckSlot } from '../delivery-check-slot';

const bengaluru: DeliveryAnswer = {
  pincode: '560001',
  serviceable: true,
  zone: 'metro',
  date: '2026-12-03',
  message: 'Delivery by Thu, 3 Dec',
  cod: true,
};
const islands: DeliveryAnswer = {
  pincode: '744101',
  serviceable: false,
  zone: null,
  date: null,
  message: 'Sorry, we do not deliver to 744101 yet',
  cod: false,
};
const guwahati: DeliveryAnswer = { ...bengaluru, pincode: '781001', zone: 'north-east-jk', cod: false };

/** The api as fetch sees it: an answer per pincode, 404 for the rest. */
const answers = new Map([bengaluru, islands, guwahati].map((answer) => [answer.pincode, answer]));
const fetchMock = jest.fn(async (url: string) => {
  const answer = answers.get(url.replace('/api/delivery/', ''));
  return answer
    ? { ok: true, status: 200, json: async () => answer }
    : {
        ok: false,
        status: 404,
        json: async () => ({ message: 'Sorry, we do not know the pincode 999999. Please check it.' }),
      };
});

beforeEach(() => {
  sessionStorage.clear();
  fetchMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  act(() => useSessionStore.setState({ token: null, user: null }));
});

const field = () => screen.getByRole('textbox', { name: 'Check delivery' });
const answer = () => screen.getByTestId('delivery-answer');

async function checkPincode(typed: string) {
  await userEvent.clear(field());
  await userEvent.type(field(), typed);
  await userEvent.click(screen.getByRole('button', { name: 'Check' }));
}

describe('Check delivery', () => {
  it('answers the date and Cash on Delivery for a pincode, and remembers it for the visit', async () => {
    render(<DeliveryCheck />);
    expect(field()).toHaveValue('');
    await checkPincode('560001');
    expect(await screen.findByText('Delivery by Thu, 3 Dec')).toBeInTheDocument();
    expect(answer()).toHaveTextContent('Cash on Delivery available');
    expect(fetchMock).toHaveBeenCalledWith('/api/delivery/560001', expect.anything());
    expect(sessionStorage.getItem(DELIVERY_PINCODE_KEY)).toBe('560001');
  });

  it('says where Cash on Delivery is not taken', async () => {
    render(<DeliveryCheck />);
    await checkPincode('781001');
    expect(await screen.findByText('Delivery by Thu, 3 Dec')).toBeInTheDocument();
    expect(answer()).toHaveTextContent('Cash on Delivery is not available for this pincode');
  });

  it('shows the refusal where the shop does not deliver, without a word on Cash on Delivery', async () => {
    render(<DeliveryCheck />);
    await checkPincode('744101');
    expect(await screen.findByText('Sorry, we do not deliver to 744101 yet')).toBeInTheDocument();
    expect(answer()).not.toHaveTextContent('Cash on Delivery');
  });

  it.each(['12345', '000000'])('%s gets the pincode rule without asking the api', async (typed) => {
    render(<DeliveryCheck />);
    await checkPincode(typed);
    expect(answer()).toHaveTextContent('Pincode must be 6 digits, not starting with 0.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("takes digits only, six at most, and shows the api's words for a code it does not know", async () => {
    render(<DeliveryCheck />);
    await userEvent.type(field(), '99a99-99 1');
    expect(field()).toHaveValue('999999');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      await screen.findByText('Sorry, we do not know the pincode 999999. Please check it.'),
    ).toBeInTheDocument();
  });

  it("a guest's pincode from earlier in the visit is filled in and checked at once", async () => {
    sessionStorage.setItem(DELIVERY_PINCODE_KEY, '744101');
    render(<DeliveryCheck />);
    expect(field()).toHaveValue('744101');
    expect(await screen.findByText('Sorry, we do not deliver to 744101 yet')).toBeInTheDocument();
  });

  it("a signed-in shopper starts from the default shipping address's pincode", async () => {
    sessionStorage.setItem(DELIVERY_PINCODE_KEY, '744101');
    const address = (id: number, pincode: string, is_default_shipping: boolean) =>
      ({ id, pincode, is_default_shipping, is_default_billing: false, type: 'shipping' }) as Address;
    act(() =>
      useSessionStore.setState({
        token: 'token',
        user: {
          id: 7,
          fullname: 'Asha Menon',
          email: 'asha@example.in',
          contact_number: '9876543210',
          pincode: '600001',
          addresses: [address(1, '600002', false), address(2, '560001', true)],
        },
      }),
    );
    render(<DeliveryCheck />);
    expect(field()).toHaveValue('560001');
    expect(await screen.findByText('Delivery by Thu, 3 Dec')).toBeInTheDocument();
  });

  it('the slot holds the place, then shows the check once its code has come', async () => {
    const { container } = render(<DeliveryCheckSlot />);
    expect(await screen.findByRole('textbox', { name: 'Check delivery' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass('check');
  });
});
