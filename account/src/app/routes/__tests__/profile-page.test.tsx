import { apiClient, loadProfile, showAlert, useSessionStore, type UserProfile } from '@harmony/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAddress, makeProfile } from '../../../testing/account-fixtures';
import { httpError } from '@harmony/shared/testing/http-errors';
import { locationState, renderRoute } from '../../../testing/render-route';
import { ProfilePage } from '../profile-page';

jest.mock('@harmony/shared', () => ({
  ...jest.requireActual('@harmony/shared'),
  loadProfile: jest.fn(),
  showAlert: jest.fn(() => Promise.resolve()),
}));

const loadProfileMock = jest.mocked(loadProfile);
const showAlertMock = jest.mocked(showAlert);

function signIn(profile: UserProfile) {
  act(() => useSessionStore.setState({ token: 'token', user: profile }));
}

async function renderProfile(
  profile: UserProfile = makeProfile(),
  entry: Parameters<typeof renderRoute>[2] = '/profile',
) {
  signIn(profile);
  loadProfileMock.mockResolvedValue(profile);
  renderRoute(<ProfilePage />, '/profile', entry);
  await screen.findByRole('heading', { level: 1, name: 'My Account' });
}

const completion = () => screen.getByRole('progressbar', { name: 'Profile completion' });
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const optionTexts = (label: string) =>
  within(select(label))
    .getAllByRole('option')
    .map((o) => o.textContent);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  jest.restoreAllMocks();
  jest.resetAllMocks();
  act(() => useSessionStore.setState({ token: null, user: null }));
});

describe('access', () => {
  test('sends a signed-out visitor to /login', () => {
    renderRoute(<ProfilePage />, '/profile');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(loadProfileMock).not.toHaveBeenCalled();
  });

  test('goes to /login when the profile cannot be fetched', async () => {
    signIn(makeProfile());
    loadProfileMock.mockRejectedValue(httpError(500));
    renderRoute(<ProfilePage />, '/profile');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(locationState()).toEqual({ from: '/profile' });
  });
});

describe('tabs', () => {
  test('offers My Profile, My Addresses and My Orders as tabs, by click and by arrow keys', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ status: 200, data: [] });
    await renderProfile();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['My Profile', 'My Addresses', 'My Orders']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('My Profile');
    expect(document.title).toBe('My Profile · Harmony');

    await userEvent.click(tabs[1]!);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('My Addresses');
    expect(await screen.findByText('No addresses found.')).toBeInTheDocument();

    await userEvent.keyboard('{ArrowDown}');
    expect(tabs[2]).toHaveFocus();
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('My Orders');
    await userEvent.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tabs[2]).toHaveFocus();
  });

  test('opens the tab named in navigation state (back from editing an address)', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue({ status: 200, data: [] });
    await renderProfile(makeProfile(), { pathname: '/profile', state: { tab: 'addresses' } });
    expect(screen.getByRole('tab', { name: 'My Addresses' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('My Profile', () => {
  test('reads 90% and asks for a picture when only the image is missing', async () => {
    await renderProfile(makeProfile({ profile_image: null }));
    expect(completion()).toHaveAttribute('aria-valuenow', '90');
    expect(completion()).toHaveTextContent('90%');
    expect(screen.getByText('Upload profile picture to complete your profile')).toBeInTheDocument();
    const ring = screen.getByTestId('completion-ring');
    expect(ring).toHaveAttribute('r', '45');
    const circumference = 2 * Math.PI * 45;
    expect(ring).toHaveAttribute('stroke-dasharray', `${circumference * 0.9} ${circumference}`);
  });

  test('reads 100% with a picture, shown from its path', async () => {
    await renderProfile(makeProfile({ profile_image: '/uploads/profile/asha.webp' }));
    expect(completion()).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByText('Upload profile picture to complete your profile')).not.toBeInTheDocument();
    const picker = screen.getByRole('button', { name: 'Change profile picture' });
    expect(picker.querySelector('img')).toHaveAttribute('src', '/uploads/profile/asha.webp');
  });

  test('shows the details with a read-only mobile number', async () => {
    await renderProfile();
    expect(screen.getByRole('heading', { level: 2, name: 'Hello, Asha Menon' })).toBeInTheDocument();
    expect(screen.getByLabelText('Customer Name')).toHaveValue('Asha Menon');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Mobile Number')).toHaveAttribute('readonly');
  });

  test('offers billing-capable addresses for billing and shipping-capable for shipping, defaults marked', async () => {
    const profile = makeProfile({
      addresses: [
        makeAddress({
          id: 1,
          type: 'billing',
          address: '1 Hill Road',
          city: 'Pune',
          state: 'Maharashtra',
          pincode: '411001',
          is_default_billing: true,
        }),
        makeAddress({
          id: 2,
          type: 'shipping',
          address: '2 Sea Face',
          city: 'Mumbai',
          state: 'Maharashtra',
          pincode: '400001',
        }),
        makeAddress({
          id: 3,
          type: 'billing+shipping',
          address: '3 Lake View',
          city: 'Mysuru',
          pincode: '570001',
          is_default_shipping: true,
        }),
      ],
      billing_address_id: 1,
      shipping_address_id: 3,
    });
    await renderProfile(profile);
    expect(optionTexts('Default Billing Address')).toEqual([
      'Select Billing Address',
      '1 Hill Road, Pune, Maharashtra - 411001 (Default)',
      '3 Lake View, Mysuru, Karnataka - 570001',
    ]);
    expect(optionTexts('Default Shipping Address')).toEqual([
      'Select Shipping Address',
      '2 Sea Face, Mumbai, Maharashtra - 400001',
      '3 Lake View, Mysuru, Karnataka - 570001 (Default)',
    ]);
    expect(select('Default Billing Address')).toHaveValue('1');
    expect(select('Default Shipping Address')).toHaveValue('3');
  });

  test('saves the details, both defaults together, then refetches the profile', async () => {
    const user = userEvent.setup();
    const profile = makeProfile({
      addresses: [
        makeAddress({ id: 1, type: 'billing+shipping', is_default_billing: true, is_default_shipping: true }),
        makeAddress({ id: 2, type: 'billing' }),
        makeAddress({ id: 3, type: 'shipping' }),
      ],
    });
    await renderProfile(profile);
    let finishUpdate!: (answer: unknown) => void;
    const put = jest
      .spyOn(apiClient, 'put')
      .mockImplementationOnce(() => new Promise((resolve) => (finishUpdate = resolve)))
      .mockResolvedValue({ status: 200, data: { message: 'Default address updated' } });
    const fresh = { ...profile, fullname: 'Asha M' };
    loadProfileMock.mockResolvedValue(fresh);

    await user.clear(screen.getByLabelText('Customer Name'));
    await user.type(screen.getByLabelText('Customer Name'), 'Asha M');
    await user.selectOptions(select('Default Billing Address'), '2');
    await user.selectOptions(select('Default Shipping Address'), '3');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(put).toHaveBeenCalledWith('/api/users/7', {
      fullname: 'Asha M',
      email: 'asha@example.in',
      contact_number: '9876543210',
    });
    await act(async () => finishUpdate({ status: 200, data: { message: 'Profile updated successfully' } }));
    await waitFor(() =>
      expect(showAlertMock).toHaveBeenCalledWith(
        'Profile and default addresses updated successfully!',
        'success',
      ),
    );
    expect(put).toHaveBeenCalledWith('/api/users/addresses/2/default', { billing: true });
    expect(put).toHaveBeenCalledWith('/api/users/addresses/3/default', { shipping: true });
    expect(loadProfileMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'Hello, Asha M' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  test('sends one default call when one address serves both', async () => {
    const user = userEvent.setup();
    await renderProfile();
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue({ status: 200, data: {} });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(showAlertMock).toHaveBeenCalled());
    expect(put).toHaveBeenCalledWith('/api/users/addresses/1/default', { billing: true, shipping: true });
    expect(put).toHaveBeenCalledTimes(2);
  });

  test.each([
    [
      "the server's message",
      httpError(409, 'An account with this email already exists.'),
      'An account with this email already exists.',
    ],
    ["'Update failed'", httpError(500), 'Update failed'],
  ])('alerts %s when saving fails', async (_case, failure, text) => {
    const user = userEvent.setup();
    await renderProfile();
    jest.spyOn(apiClient, 'put').mockRejectedValue(failure);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(showAlertMock).toHaveBeenCalledWith(text, 'error'));
  });

  test("asks for a name and email ('Please fill all fields')", async () => {
    const user = userEvent.setup();
    await renderProfile();
    const put = jest.spyOn(apiClient, 'put');
    await user.clear(screen.getByLabelText('Customer Name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all fields');
    expect(screen.getByLabelText('Customer Name')).toHaveFocus();
    expect(put).not.toHaveBeenCalled();
  });

  test('uploads a new picture, updates the stored user and says so', async () => {
    await renderProfile(makeProfile({ profile_image: null }));
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({
      status: 200,
      data: { message: 'Image uploaded successfully!', profileImage: '/uploads/profile/new.webp' },
    });
    const input = screen.getByLabelText('Profile picture file') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const file = new File(['image'], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });

    await waitFor(() =>
      expect(showAlertMock).toHaveBeenCalledWith('Image uploaded successfully!', 'success'),
    );
    const [url, body] = post.mock.calls[0]!;
    expect(url).toBe('/api/users/upload-image');
    expect((body as FormData).get('image')).toBe(file);
    expect((body as FormData).get('userId')).toBe('7');
    expect(useSessionStore.getState().user?.profile_image).toBe('/uploads/profile/new.webp');
    expect(completion()).toHaveAttribute('aria-valuenow', '100');
    expect(
      screen.getByRole('button', { name: 'Change profile picture' }).querySelector('img'),
    ).toHaveAttribute('src', '/uploads/profile/new.webp');
  });

  test("alerts 'Error uploading image' when the upload fails", async () => {
    await renderProfile(makeProfile({ profile_image: null }));
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(httpError(400, 'Please upload a JPEG, PNG or WebP image.'));
    const input = screen.getByLabelText('Profile picture file');
    fireEvent.change(input, { target: { files: [new File(['x'], 'x.gif', { type: 'image/gif' })] } });
    await waitFor(() =>
      expect(showAlertMock).toHaveBeenCalledWith(
        'Error uploading image',
        'error',
        'Please upload a JPEG, PNG or WebP image.',
      ),
    );
    expect(completion()).toHaveAttribute('aria-valuenow', '90');
  });

  test('the picture opens the file chooser from the keyboard', async () => {
    await renderProfile();
    const input = screen.getByLabelText('Profile picture file') as HTMLInputElement;
    const click = jest.spyOn(input, 'click');
    screen.getByRole('button', { name: 'Upload profile picture' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });
});
