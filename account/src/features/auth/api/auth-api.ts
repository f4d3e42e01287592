import { apiClient } from '@harmony/shared';

/** What the api answers on success for the account calls that only report back. */
interface MessageAnswer {
  message?: string;
}

export interface RegistrationPayload {
  fullname: string;
  email: string;
  contact_number: string;
  password: string;
  address: string;
  state: string;
  city: string;
  pincode: string;
}

const messageOf = (data: unknown): string | undefined => {
  const message = (data as MessageAnswer | null | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : undefined;
};

/** POST /api/users/signup → the server's message, when it gave one. */
export async function registerCustomer(payload: RegistrationPayload): Promise<string | undefined> {
  const { data } = await apiClient.post<MessageAnswer>('/api/users/signup', payload);
  return messageOf(data);
}

/** POST /api/users/forget-password: mails an OTP (and a reset link) to the account, if there is one. */
export async function requestPasswordOtp(emailOrContact: string): Promise<string | undefined> {
  const { data } = await apiClient.post<MessageAnswer>('/api/users/forget-password', { emailOrContact });
  return messageOf(data);
}

/** POST /api/users/reset-password, OTP flow. */
export async function resetPasswordWithOtp(
  emailOrContact: string,
  otp: string,
  newPassword: string,
): Promise<string | undefined> {
  const { data } = await apiClient.post<MessageAnswer>('/api/users/reset-password', {
    emailOrContact,
    otp,
    newPassword,
  });
  return messageOf(data);
}

/** POST /api/users/reset-password, link flow (the token from the mailed link). */
export async function resetPasswordWithToken(
  token: string,
  newPassword: string,
): Promise<string | undefined> {
  const { data } = await apiClient.post<MessageAnswer>('/api/users/reset-password', { token, newPassword });
  return messageOf(data);
}
