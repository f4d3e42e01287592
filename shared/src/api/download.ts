import { apiClient } from './client';

/** The file name the server gave (Content-Disposition), else the caller's. */
function fileNameOf(disposition: unknown, fallback: string): string {
  const match = typeof disposition === 'string' ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/**
 * An api answer saved as a file. The api wants the session's token, which a plain link cannot carry, so
 * the file is fetched by the session's client and handed to the browser.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await apiClient.get<Blob>(path, { responseType: 'blob' });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers['content-disposition'], fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the object URL would otherwise live with the page.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
