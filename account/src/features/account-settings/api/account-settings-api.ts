import { apiClient, downloadFile } from '@harmony/shared';

/** POST /api/users/change-password → { message }; other sessions of the customer end, this one stays. */
export async function changePassword(
  currentPassword: string,
  newPassword: string,
): Promise<string | undefined> {
  const { data } = await apiClient.post<{ message?: string }>('/api/users/change-password', {
    currentPassword,
    newPassword,
  });
  return data?.message;
}

/** POST /api/users/delete-account → { message }; the api ends every session and clears the cookie. */
export async function deleteAccount(confirmation: string, password: string): Promise<string | undefined> {
  const { data } = await apiClient.post<{ message?: string }>('/api/users/delete-account', {
    confirmation,
    password,
  });
  return data?.message;
}

/** GET /api/users/my-data, saved as the JSON file the api names (harmony-my-data-<date>.json). */
export function downloadMyData(): Promise<void> {
  return downloadFile('/api/users/my-data', 'harmony-my-data.json');
}
