import { apiClient, confirmAction, showAlert } from '@harmony/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { httpError } from '@harmony/shared/testing/http-errors';
import { makeAddress } from '../../../../testing/account-fixtures';
import { answerPincodes } from '../../../../testing/pincode-places';
import { AddressList } from '../address-list';

jest.mock('@harmony/shared', () => ({
  ...jest.requireActual('@harmony/shared'),
  confirmAction: jest.fn(),
  showAlert: jest.fn(() => Promise.resolve()),
}));

const confirmMock = jest.mocked(confirmAction);
const showAlertMock = jest.mocked(showAlert);

function renderList(onChange = jest.fn()) {
  render(
    <MemoryRouter>
      <AddressList onChange={onChange} />
    </MemoryRouter>,
  );
  return onChange;
}

const cards = () => screen.queryAllByRole('article');

// The inline form looks its pincode up; this list's calls are the ones counted here.
jest.mock('../../../../api/pincodes-api');

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  answerPincodes();
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.resetAllMocks();
});

test("says 'Loading...' then 'No addresses found.', keeping the Add New Address card", async () => {
  jest.spyOn(apiClient, 'get').mockResolvedValue({ status: 200, data: [] });
  renderList();
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(await screen.findByText('No addresses found.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Add New Address/ })).toBeInTheDocument();
});

test("shows the server's message, or 'Failed to fetch addresses'", async () => {
  jest.spyOn(apiClient, 'get').mockRejectedValueOnce(httpError(500));
  renderList();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch addresses');
});

test('shows each address, defaults first then oldest first, with tags and the Default badge', async () => {
  jest.spyOn(apiClient, 'get').mockResolvedValue({
    status: 200,
    data: [
      makeAddress({ id: 1, fullname: 'Old', created_at: '2026-01-01T00:00:00Z', type: 'billing' }),
      makeAddress({ id: 2, fullname: 'Newer', created_at: '2026-02-01T00:00:00Z', type: 'shipping' }),
      makeAddress({
        id: 3,
        fullname: 'Home',
        created_at: '2026-03-01T00:00:00Z',
        type: 'billing+shipping',
        is_default_shipping: true,
        contact_number: '9123456780',
        email: 'home@example.in',
        address: '3 Lake View',
        city: 'Mysuru',
        pincode: '570001',
      }),
    ],
  });
  renderList();
  await waitFor(() => expect(cards()).toHaveLength(3));
  expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
    'Home',
    'Old',
    'Newer',
  ]);

  const home = cards()[0]!;
  expect(within(home).getByText('Billing')).toBeInTheDocument();
  expect(within(home).getByText('Shipping')).toBeInTheDocument();
  expect(within(home).getByText('Default')).toBeInTheDocument();
  for (const text of ['9123456780', 'home@example.in', '3 Lake View', 'Mysuru, Karnataka - 570001']) {
    expect(home).toHaveTextContent(text);
  }
  expect(within(home).getByRole('link', { name: /Edit/ })).toHaveAttribute('href', '/edit-address/3');
  expect(within(cards()[1]!).queryByText('Default')).not.toBeInTheDocument();
  expect(within(cards()[1]!).queryByText('Shipping')).not.toBeInTheDocument();
});

test("removes an address after 'Delete this address?'", async () => {
  const user = userEvent.setup();
  jest
    .spyOn(apiClient, 'get')
    .mockResolvedValue({ status: 200, data: [makeAddress({ id: 1 }), makeAddress({ id: 2 })] });
  const del = jest
    .spyOn(apiClient, 'delete')
    .mockResolvedValue({ status: 200, data: { message: 'Address deleted' } });
  const onChange = renderList();
  await waitFor(() => expect(cards()).toHaveLength(2));

  confirmMock.mockResolvedValueOnce(false);
  await user.click(within(cards()[0]!).getByRole('button', { name: /Remove/ }));
  expect(confirmMock).toHaveBeenCalledWith('Delete this address?', expect.any(String), expect.any(String));
  expect(del).not.toHaveBeenCalled();

  confirmMock.mockResolvedValueOnce(true);
  await user.click(within(cards()[0]!).getByRole('button', { name: /Remove/ }));
  expect(del).toHaveBeenCalledWith('/api/users/addresses/1');
  await waitFor(() => expect(cards()).toHaveLength(1));
  expect(onChange).toHaveBeenCalled();
});

test("alerts the server's message, or 'Failed to delete address'", async () => {
  const user = userEvent.setup();
  jest.spyOn(apiClient, 'get').mockResolvedValue({ status: 200, data: [makeAddress({ id: 1 })] });
  jest
    .spyOn(apiClient, 'delete')
    .mockRejectedValueOnce(httpError(404, 'Address not found.'))
    .mockRejectedValueOnce(httpError(500));
  confirmMock.mockResolvedValue(true);
  renderList();
  await waitFor(() => expect(cards()).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: /Remove/ }));
  await waitFor(() => expect(showAlertMock).toHaveBeenCalledWith('Address not found.', 'error'));
  await user.click(screen.getByRole('button', { name: /Remove/ }));
  await waitFor(() => expect(showAlertMock).toHaveBeenLastCalledWith('Failed to delete address', 'error'));
  expect(cards()).toHaveLength(1);
});

test('opens the address form in place and reloads the list once it is saved', async () => {
  const user = userEvent.setup();
  const get = jest
    .spyOn(apiClient, 'get')
    .mockResolvedValueOnce({ status: 200, data: [] })
    .mockResolvedValueOnce({ status: 200, data: [makeAddress({ id: 5, fullname: 'New Place' })] });
  jest.spyOn(apiClient, 'post').mockResolvedValue({ status: 201, data: makeAddress({ id: 5 }) });
  const onChange = renderList();
  await screen.findByText('No addresses found.');
  await user.click(screen.getByRole('button', { name: /Add New Address/ }));
  const form = screen.getByRole('region', { name: 'Add New Address' });
  await user.type(within(form).getByLabelText('Full Name'), 'New Place');
  await user.type(within(form).getByLabelText('Email'), 'new@example.in');
  await user.type(within(form).getByLabelText('Mobile Number'), '9876543210');
  await user.type(within(form).getByLabelText('Address'), '8 Ring Road');
  await user.selectOptions(within(form).getByLabelText('State'), 'Delhi');
  await user.selectOptions(within(form).getByLabelText('City'), 'Dwarka');
  await user.type(within(form).getByLabelText('Pincode'), '110075');
  await user.click(within(form).getByRole('checkbox', { name: 'Shipping' }));
  await user.click(within(form).getByRole('button', { name: 'Save Address' }));

  await waitFor(() => expect(cards()).toHaveLength(1));
  expect(screen.queryByRole('region', { name: 'Add New Address' })).not.toBeInTheDocument();
  expect(get).toHaveBeenCalledTimes(2);
  expect(onChange).toHaveBeenCalled();
});
