import { DEFAULT_SITE_CONFIG, apiClient, useSiteStore } from '@harmony/shared';
import { CONTACT_MESSAGES } from '@harmony/shared/contact';
import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { MemoryRouter } from 'react-router-dom';
import { ContactPage } from '../components/contact-page';

const entry = {
  name: 'Karthik Subramanian',
  email: 'karthik@example.in',
  phone: '9876543210',
  subject: 'Stabilizer for a 2 ton AC',
  message: 'Which model suits a 2 ton inverter AC in a flat with frequent low voltage?',
};

function renderPage() {
  return render(
    <MemoryRouter>
      <ContactPage />
    </MemoryRouter>,
  );
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, values = entry) {
  await user.type(screen.getByLabelText('Your name'), values.name);
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('Mobile number'), values.phone);
  await user.type(screen.getByLabelText('Subject'), values.subject);
  await user.type(screen.getByLabelText('Message'), values.message);
}

function axiosFailure(status: number, data: unknown): AxiosError {
  const response = {
    status,
    statusText: 'Bad Request',
    data,
    headers: {},
    config: { headers: new AxiosHeaders() },
  };
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', undefined, undefined, response as AxiosResponse);
}

afterEach(() => {
  jest.restoreAllMocks();
  useSiteStore.setState(DEFAULT_SITE_CONFIG);
});

test('shows the banner, contact cards from the site config, the map and the form', async () => {
  useSiteStore.setState({ contactEmail: 'care@harmony.test', contactPhone: '+91 44 1234 5678' });
  renderPage();
  expect(document.title).toBe('Contact Us · Harmony');
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.getByText(/Chennai 600 032/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'care@harmony.test' })).toHaveAttribute(
    'href',
    'mailto:care@harmony.test',
  );
  expect(screen.getByRole('link', { name: '+91 44 1234 5678' })).toHaveAttribute('href', 'tel:+914412345678');
  expect(screen.queryByTitle(/Map showing Harmony/)).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Show map of our Chennai office' }));
  const map = screen.getByTitle(/Map showing Harmony/);
  expect(map.tagName).toBe('IFRAME');
  expect(map.getAttribute('src')).toContain(encodeURIComponent('Guindy Industrial Estate'));
  expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('names the grievance officer from the site config', () => {
  useSiteStore.setState({
    grievanceOfficer: {
      name: 'R. Sundar',
      designation: 'Nodal Officer',
      email: 'nodal@harmony.test',
      phone: '+91 44 5555 0101',
    },
  });
  renderPage();
  const card = screen.getByRole('heading', { name: 'Grievance officer' }).closest('li')!;
  expect(card).toHaveTextContent('R. Sundar, Nodal Officer');
  expect(within(card).getByRole('link', { name: 'nodal@harmony.test' })).toHaveAttribute(
    'href',
    'mailto:nodal@harmony.test',
  );
  expect(within(card).getByRole('link', { name: '+91 44 5555 0101' })).toHaveAttribute(
    'href',
    'tel:+914455550101',
  );
});

test('submitting an empty form shows each message beside its field and sends nothing', async () => {
  const user = userEvent.setup();
  const post = jest.spyOn(apiClient, 'post');
  renderPage();
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  const cases = [
    ['Your name', CONTACT_MESSAGES.name],
    ['Email', CONTACT_MESSAGES.email],
    ['Mobile number', CONTACT_MESSAGES.phone],
    ['Subject', CONTACT_MESSAGES.subject],
    ['Message', CONTACT_MESSAGES.message],
  ] as const;
  for (const [label, message] of cases) {
    const field = screen.getByLabelText(label);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  }
  expect(screen.getByLabelText('Your name')).toHaveFocus();
  expect(post).not.toHaveBeenCalled();
});

test('a bad email or phone is flagged, and the message clears once fixed', async () => {
  const user = userEvent.setup();
  renderPage();
  await fillForm(user, { ...entry, email: 'karthik@', phone: '12345' });
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  expect(screen.getByText(CONTACT_MESSAGES.email)).toBeInTheDocument();
  expect(screen.getByText(CONTACT_MESSAGES.phone)).toBeInTheDocument();
  expect(screen.queryByText(CONTACT_MESSAGES.name)).not.toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveFocus();

  await user.type(screen.getByLabelText('Email'), 'example.in');
  expect(screen.queryByText(CONTACT_MESSAGES.email)).not.toBeInTheDocument();
  expect(screen.getByText(CONTACT_MESSAGES.phone)).toBeInTheDocument();
});

test('a valid message is posted to /api/contact, shows the server text and clears the form', async () => {
  const user = userEvent.setup();
  let answer: (value: unknown) => void = () => undefined;
  const post = jest
    .spyOn(apiClient, 'post')
    .mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  renderPage();
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  const sending = screen.getByRole('button', { name: 'Sending...' });
  expect(sending).toBeDisabled();
  expect(post).toHaveBeenCalledTimes(1);
  expect(post).toHaveBeenCalledWith('/api/contact', entry);

  answer({ status: 201, data: { message: 'Thanks, Karthik! We will write back within a day.' } });
  expect(await screen.findByText('Thanks, Karthik! We will write back within a day.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  expect(screen.getByLabelText('Your name')).toHaveValue('');
  expect(screen.getByLabelText('Message')).toHaveValue('');
});

test('without a server message the standard thank-you text is shown', async () => {
  const user = userEvent.setup();
  jest.spyOn(apiClient, 'post').mockResolvedValue({ status: 201, data: {} });
  renderPage();
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText(CONTACT_MESSAGES.sent)).toBeInTheDocument();
});

test('a server refusal shows its message, marks the named field and keeps the input', async () => {
  const user = userEvent.setup();
  jest.spyOn(apiClient, 'post').mockRejectedValue(
    axiosFailure(400, {
      message: 'Please check the form.',
      fields: { email: 'This email domain is not accepted.' },
    }),
  );
  renderPage();
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Please check the form.');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email domain is not accepted.');
  expect(screen.getByLabelText('Your name')).toHaveValue(entry.name);
  expect(screen.getByLabelText('Message')).toHaveValue(entry.message);
  expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('a network failure shows the standard failure text', async () => {
  const user = userEvent.setup();
  jest.spyOn(apiClient, 'post').mockRejectedValue(new Error('Network Error'));
  renderPage();
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.failed));
  expect(screen.getByLabelText('Subject')).toHaveValue(entry.subject);
});
