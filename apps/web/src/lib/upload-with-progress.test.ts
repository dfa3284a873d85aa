import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadProgress, uploadWithProgress, type UploadProgress } from './upload-with-progress';

/** XMLHttpRequest at the browser-API boundary: records the request, the test plays the rest. */
class ScriptedRequest {
  static last: ScriptedRequest | null = null;
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string): void {
    this.opened = [method, url];
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: FormData): void {
    this.body = body;
    ScriptedRequest.last = this;
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }
}

function sent(): ScriptedRequest {
  if (!ScriptedRequest.last) throw new Error('nothing was sent');
  return ScriptedRequest.last;
}

beforeEach(() => {
  ScriptedRequest.last = null;
  vi.stubGlobal('XMLHttpRequest', ScriptedRequest);
});

describe('uploadWithProgress', () => {
  it('posts the file as multipart and reports {loaded, total, percentage} as it goes', async () => {
    const progress: UploadProgress[] = [];
    const file = new File(['0123456789'], 'leaf.png', { type: 'image/png' });
    const answer = uploadWithProgress({
      url: 'https://shop.test/api/admin/upload/image',
      file,
      field: 'file',
      headers: { Authorization: 'Bearer t' },
      onProgress: (step) => progress.push(step),
    });
    const request = sent();
    expect(request.opened).toEqual(['POST', 'https://shop.test/api/admin/upload/image']);
    expect(request.headers).toEqual({ Authorization: 'Bearer t' });
    expect(request.body?.get('file')).toBe(file);

    request.upload.onprogress?.(
      new ProgressEvent('progress', { loaded: 1, total: 3, lengthComputable: true }),
    );
    request.upload.onprogress?.(
      new ProgressEvent('progress', { loaded: 5, lengthComputable: false }),
    );
    request.status = 201;
    request.responseText = '{"url":"/api/images/a.png","variants":[]}';
    request.onload?.();

    expect(progress).toEqual([
      { loaded: 1, total: 3, percentage: 33 },
      { loaded: 5, total: 0, percentage: 0 },
    ]);
    await expect(answer).resolves.toEqual({
      kind: 'answered',
      status: 201,
      body: { url: '/api/images/a.png', variants: [] },
    });
  });

  it('hands back a body that is not JSON as text, and an empty one as null', async () => {
    const first = uploadWithProgress({ url: '/u', file: new Blob(['x']), field: 'file' });
    Object.assign(sent(), { status: 413, responseText: '<html>Too large</html>' }).onload?.();
    await expect(first).resolves.toEqual({
      kind: 'answered',
      status: 413,
      body: '<html>Too large</html>',
    });

    const second = uploadWithProgress({ url: '/u', file: new Blob(['x']), field: 'file' });
    Object.assign(sent(), { status: 204, responseText: '' }).onload?.();
    await expect(second).resolves.toEqual({ kind: 'answered', status: 204, body: null });
  });

  it('tells a dropped connection and a time-out from an answer', async () => {
    const dropped = uploadWithProgress({ url: '/u', file: new Blob(['x']), field: 'file' });
    sent().onerror?.();
    await expect(dropped).resolves.toEqual({ kind: 'network-error' });

    const timedOut = uploadWithProgress({ url: '/u', file: new Blob(['x']), field: 'file' });
    sent().ontimeout?.();
    await expect(timedOut).resolves.toEqual({ kind: 'network-error' });
  });

  it('stops when its signal aborts, and never starts with an aborted one', async () => {
    const controller = new AbortController();
    const upload = uploadWithProgress({
      url: '/u',
      file: new Blob(['x']),
      field: 'file',
      signal: controller.signal,
    });
    controller.abort();
    expect(sent().aborted).toBe(true);
    await expect(upload).resolves.toEqual({ kind: 'aborted' });

    ScriptedRequest.last = null;
    await expect(
      uploadWithProgress({
        url: '/u',
        file: new Blob(['x']),
        field: 'file',
        signal: controller.signal,
      }),
    ).resolves.toEqual({ kind: 'aborted' });
    expect(ScriptedRequest.last).toBeNull();
  });
});

describe('uploadProgress', () => {
  it('rounds to whole percent and never passes 100', () => {
    expect(uploadProgress(2, 3)).toEqual({ loaded: 2, total: 3, percentage: 67 });
    expect(uploadProgress(12, 10).percentage).toBe(100);
  });
});
