import { apiClient, type UserProfile } from '@harmony/shared';

export interface ProfileInput {
  fullname: string;
  email: string;
  contact_number: string;
  /** Sent only when the email changes. */
  current_password?: string;
}

/** PUT /api/users/{id} → { message, user } */
export async function updateProfile(
  id: number,
  input: ProfileInput,
): Promise<{ message?: string; user?: UserProfile }> {
  const { data } = await apiClient.put<{ message?: string; user?: UserProfile }>(`/api/users/${id}`, input);
  return data ?? {};
}

/** POST /api/users/upload-image (multipart: image, userId) → the stored image's path. */
export async function uploadProfileImage(file: File, userId: number): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  body.append('userId', String(userId));
  const { data } = await apiClient.post<{ message?: string; profileImage?: string }>(
    '/api/users/upload-image',
    body,
  );
  if (!data?.profileImage) throw new Error('No image path returned');
  return data.profileImage;
}

/** PUT /api/users/addresses/{id}/default with billing: true and/or shipping: true. */
export async function setDefaultAddress(
  id: number,
  kinds: { billing?: true; shipping?: true },
): Promise<void> {
  await apiClient.put(`/api/users/addresses/${id}/default`, kinds);
}
