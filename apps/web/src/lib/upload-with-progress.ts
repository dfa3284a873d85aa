// Sends one file as multipart form data and reports its progress as {loaded, total, percentage}.
// XMLHttpRequest, because fetch cannot report upload progress. The
// answer comes back as its status and parsed JSON body; what it means is the caller's business.

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0–100, whole numbers. */
  percentage: number;
}

export interface UploadRequest {
  url: string;
  file: Blob;
  /** The multipart field name. */
  field: string;
  headers?: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export type UploadOutcome =
  | { kind: 'answered'; status: number; body: unknown }
  | { kind: 'network-error' }
  | { kind: 'aborted' };

export function uploadProgress(loaded: number, total: number): UploadProgress {
  const percentage = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
  return { loaded, total, percentage };
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function uploadWithProgress({
  url,
  file,
  field,
  headers = {},
  onProgress,
  signal,
}: UploadRequest): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve({ kind: 'aborted' });
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = (outcome: UploadOutcome) => {
      signal?.removeEventListener('abort', abort);
      resolve(outcome);
    };
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      onProgress?.(uploadProgress(event.loaded, event.lengthComputable ? event.total : 0));
    };
    xhr.onload = () => {
      settle({ kind: 'answered', status: xhr.status, body: parseBody(xhr.responseText) });
    };
    xhr.onerror = () => settle({ kind: 'network-error' });
    xhr.ontimeout = () => settle({ kind: 'network-error' });
    xhr.onabort = () => settle({ kind: 'aborted' });
    signal?.addEventListener('abort', abort);
    const form = new FormData();
    form.append(field, file);
    xhr.send(form);
  });
}
