import { apiClient, showAlert } from '@harmony/shared';
import { GSTIN_MESSAGES } from '@harmony/shared/gstin';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLibrary from '@testing-library/user-event';
import {
  board,
  FakeRazorpay,
  home,
  makeAddress,
  makeConfirmationState,
  stabilizer,
} from '../../../testing/checkout-fixtures';
import { httpError } from '../../../testing/http-error';
import {
  answerGets,
  renderConfirmation,
  shopperAtCheckoutEachTest,
} from '../../../testing/render-confirmation';
import { taxRateForEachTest } from '../../../testing/tax-rate';

jest.mock('@harmony/shared', () => ({
  ...jest.requireActual('@harmony/shared'),
  showAlert: jest.fn(() => Promise.resolve()),
}));

// Keys without a pause between them: the fields take long GSTINs and names, many times over.
const userEvent = userEventLibrary.setup({ delay: null });

const created = { razorpayOrder: { id: 'order_sbx_9', amount: 1180988, currency: 'INR' }, localOrderId: 61 };
const office = makeAddress({ id: 8, address: '8 Office Park', city: 'Madurai', pincode: '625001' });

/** create-order answers `answer`; every POST is recorded. */
function answerCreateOrder(
  answer: { status: number; data: unknown } | Error = { status: 201, data: created },
) {
  return jest.spyOn(apiClient, 'post').mockImplementation((url: string) => {
    if (url === '/api/payment/create-order')
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    if (url === '/api/payment/abandon') return Promise.resolve({ status: 200, data: { released: true } });
    return Promise.reject(new Error(`Unexpected POST ${url}`));
  });
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Order Confirmation' }));
const box = () => dialog().getByRole('checkbox', { name: 'Business purchase: add my GSTIN to the invoice' });
const gstinField = () => dialog().getByRole('textbox', { name: 'GSTIN (for a business invoice)' });
const legalNameField = () => dialog().getByRole('textbox', { name: 'Legal name (as registered for GST)' });
const payButton = () => dialog().getByRole('button', { name: /^Pay ₹/ });
const creates = (post: jest.SpyInstance) =>
  post.mock.calls.filter(([url]) => url === '/api/payment/create-order');

/** Into the field as a paste: what is judged is the value, not each key on the way. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** The message a field points at (aria-describedby), as the shopper's screen reader reads it. */
function messageOf(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function arrive() {
  answerGets([home, office]);
  renderConfirmation(makeConfirmationState({ cartItems: [stabilizer, board] }));
  await waitFor(() =>
    expect(dialog().getByRole('combobox', { name: 'Select Shipping Address' })).toBeEnabled(),
  );
  await waitFor(() => expect(payButton()).toBeEnabled());
}

shopperAtCheckoutEachTest();
taxRateForEachTest();

test('closed by default: no GSTIN field, and create-order is sent without one', async () => {
  const post = answerCreateOrder();
  await arrive();
  expect(box()).not.toBeChecked();
  expect(dialog().queryByRole('textbox', { name: 'GSTIN (for a business invoice)' })).not.toBeInTheDocument();

  await userEvent.click(payButton());
  await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(1));
  const [[, request]] = creates(post);
  expect(request).not.toHaveProperty('buyer_gstin');
  expect(request).not.toHaveProperty('buyer_legal_name');
});

test('a wrong check character says why under the field, Pay waits, and the rest of the form stays', async () => {
  const post = answerCreateOrder();
  await arrive();
  // The rest of the form as the shopper set it: another shipping address.
  await userEvent.selectOptions(dialog().getByRole('combobox', { name: 'Select Shipping Address' }), '8');
  await userEvent.click(box());
  await fill(gstinField(), '29AAGCB7383J1Z5');
  await fill(legalNameField(), 'Bharat Traders Private Limited');
  // Leaving the GSTIN said it already.
  expect(gstinField()).toHaveAttribute('aria-invalid', 'true');
  expect(messageOf(gstinField())).toContain(GSTIN_MESSAGES.checkCharacter);

  await userEvent.click(payButton());
  expect(creates(post)).toHaveLength(0);
  expect(gstinField()).toHaveFocus();
  expect(messageOf(gstinField())).toContain(GSTIN_MESSAGES.checkCharacter);
  expect(gstinField()).toHaveValue('29AAGCB7383J1Z5');
  expect(legalNameField()).toHaveValue('Bharat Traders Private Limited');
  expect(legalNameField()).not.toHaveAttribute('aria-invalid');
  expect(dialog().getByRole('combobox', { name: 'Select Shipping Address' })).toHaveValue('8');
  expect(box()).toBeChecked();

  // Typed again: the message goes while the field is being put right.
  await userEvent.clear(gstinField());
  expect(gstinField()).not.toHaveAttribute('aria-invalid');
});

test('a good GSTIN typed in lower case goes with create-order as the register spells it', async () => {
  const post = answerCreateOrder();
  await arrive();
  await userEvent.click(box());
  await fill(gstinField(), '29aagcb7383j1z4');
  await fill(legalNameField(), ' Bharat Traders Private Limited ');
  await userEvent.click(payButton());
  await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(1));
  const [[, request]] = creates(post);
  expect(request).toEqual(
    expect.objectContaining({
      buyer_gstin: '29AAGCB7383J1Z4',
      buyer_legal_name: 'Bharat Traders Private Limited',
    }),
  );
});

test.each([
  ['an unknown state code', '99AAGCB7383J1ZX', GSTIN_MESSAGES.stateCode('99')],
  ['a malformed one', '29AAGCB7383', GSTIN_MESSAGES.format],
])('%s says so', async (_, gstin, message) => {
  const post = answerCreateOrder();
  await arrive();
  await userEvent.click(box());
  await fill(gstinField(), gstin);
  await fill(legalNameField(), 'Bharat Traders');
  await userEvent.click(payButton());
  expect(messageOf(gstinField())).toContain(message);
  expect(gstinField()).toHaveFocus();
  expect(creates(post)).toHaveLength(0);
});

test('ticked: the GSTIN is needed, and with it the legal name', async () => {
  const post = answerCreateOrder();
  await arrive();
  await userEvent.click(box());
  await userEvent.click(payButton());
  expect(messageOf(gstinField())).toContain(GSTIN_MESSAGES.required);

  await fill(gstinField(), '29AAGCB7383J1Z4');
  await userEvent.click(payButton());
  expect(gstinField()).not.toHaveAttribute('aria-invalid');
  expect(legalNameField()).toHaveFocus();
  expect(messageOf(legalNameField())).toContain(GSTIN_MESSAGES.legalNameRequired);
  expect(creates(post)).toHaveLength(0);

  // Unticked: nothing of it is sent, and nothing stops Pay.
  await userEvent.click(box());
  await userEvent.click(payButton());
  await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(1));
  expect(creates(post)[0]![1]).not.toHaveProperty('buyer_gstin');
});

test("the api's refusal of the GSTIN goes under the field, not into an alert", async () => {
  const message = 'A GSTIN starts with a state code, and 98 is not one. Please check it.';
  answerCreateOrder(
    httpError(400, { statusCode: 400, error: 'Bad Request', message, fields: { buyer_gstin: message } }),
  );
  await arrive();
  await userEvent.click(box());
  await fill(gstinField(), '29AAGCB7383J1Z4');
  await fill(legalNameField(), 'Bharat Traders');
  await userEvent.click(payButton());

  await waitFor(() => expect(messageOf(gstinField())).toContain(message));
  expect(gstinField()).toHaveFocus();
  expect(showAlert).not.toHaveBeenCalled();
  expect(FakeRazorpay.instances).toHaveLength(0);
  await waitFor(() => expect(payButton()).toBeEnabled());
});
