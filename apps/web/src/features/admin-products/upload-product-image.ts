// Uploads a product image (POST /admin/upload/image, multipart field `file`, at most 10 MB) with
// its progress. The one admin call that cannot go through RTK Query (fetch reports no upload
// progress), so it attaches the admin token and treats a 401 as the API client does: the session
// is gone and the admin goes back to the login screen.
import { imageUploadResponseSchema, type ImageUploadResponse } from '@canopy/contracts';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { adminSessionExpired, type ApiExtra } from '../../lib/api';
import { serverDetail } from '../../lib/api/api-error';
import { clearAdminCredentials, readAdminCredentials } from '../../lib/session-credentials';
import { uploadWithProgress, type UploadProgress } from '../../lib/upload-with-progress';

export const UPLOAD_FAILED = 'Failed to upload image';
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'The image must be 10 MB or smaller';
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

export type ImageUploadResult =
  | { ok: true; image: ImageUploadResponse }
  /** `message` is null when the upload was cancelled: nothing to tell. */
  | { ok: false; message: string | null };

function uploadUrl(apiUrl: string): string {
  const base = new URL(apiUrl, window.location.href).href.replace(/\/$/, '');
  return `${base}/admin/upload/image`;
}

export function uploadProductImage(
  file: File,
  options: { onProgress: (progress: UploadProgress) => void; signal: AbortSignal },
): ThunkAction<Promise<ImageUploadResult>, unknown, ApiExtra, UnknownAction> {
  return async (dispatch, _getState, extra) => {
    if (file.size > MAX_IMAGE_BYTES) return { ok: false, message: IMAGE_TOO_LARGE };
    const token = readAdminCredentials()?.token;
    const outcome = await uploadWithProgress({
      url: uploadUrl(extra.apiUrl),
      file,
      field: 'file',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      onProgress: options.onProgress,
      signal: options.signal,
    });
    if (outcome.kind === 'aborted') return { ok: false, message: null };
    if (outcome.kind === 'network-error') return { ok: false, message: UPLOAD_FAILED };
    if (outcome.status === 401) {
      clearAdminCredentials();
      dispatch(adminSessionExpired(serverDetail(outcome.body)));
      extra.navigation.redirect('/admin/login');
      return { ok: false, message: null };
    }
    if (outcome.status < 200 || outcome.status >= 300) {
      return { ok: false, message: serverDetail(outcome.body) ?? UPLOAD_FAILED };
    }
    const parsed = imageUploadResponseSchema.safeParse(outcome.body);
    return parsed.success
      ? { ok: true, image: parsed.data }
      : { ok: false, message: UPLOAD_FAILED };
  };
}
