// Shared set-up of the admin product screen's tests: a signed-in admin (whose start-up check the
// fake server accepts), products and categories shaped by the contract, and an XMLHttpRequest
// stand-in at the browser-API boundary for the image upload (jsdom's own cannot upload).
import type { AdminCategory, AdminProduct, AdminProductListResponse } from '@canopy/contracts';
import { configure } from '@testing-library/react';
import { beforeAll, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { adminUser } from './factories';
import { installFakeFetch, json, type FakeRoute } from './fake-fetch';

/** Call at the top of a test file that drives the whole products screen. */
export function prepareProductScreenTests(): void {
  // The tests type into whole forms; on a busy machine that takes longer than the default waits,
  // which is not what they check.
  configure({ asyncUtilTimeout: 5000 });
  vi.setConfig({ testTimeout: 20_000 });
  // The admin chunk loads once up front, so no test spends its time-outs compiling it.
  beforeAll(async () => {
    await import('../app/admin/admin-chunk');
  }, 60_000);
}

/** A stored admin session and a server that knows it, plus the test's own routes. */
export function signedInAdmin(routes: Record<string, FakeRoute>) {
  window.localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
  window.localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(adminUser()));
  return installFakeFetch({ 'GET /auth/me': () => json(adminUser()), ...routes });
}

export function adminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 7,
    name: 'Blue Dream',
    sku: 'FL-BD-35',
    brand: 'Green Ridge',
    description: 'A balanced hybrid.',
    price: 34.99,
    sale_price: null,
    stock: 40,
    image: null,
    strain_type: 'hybrid',
    volume: '3.5g',
    thc_percent: 18.5,
    cbd_percent: null,
    minimum_age: null,
    limit_class: null,
    net_weight_g: null,
    thc_mg: null,
    category_id: 2,
    category: { id: 2, name: 'Flower' },
    is_active: true,
    created_at: '2025-03-14T15:00:00.000Z',
    updated_at: '2025-03-14T15:00:00.000Z',
    ...overrides,
  };
}

export function adminCategory(
  id: number,
  name: string,
  parentId: number | null = null,
  productCount = 0,
): AdminCategory {
  return {
    id,
    name,
    parent_id: parentId,
    product_count: productCount,
    created_at: '2025-01-15T10:00:00.000Z',
  };
}

export function productPage(
  items: AdminProduct[],
  paging: Partial<Omit<AdminProductListResponse, 'items'>> = {},
): AdminProductListResponse {
  return { items, page: 1, pages: 1, total: items.length, ...paging };
}

/** A request stand-in the test answers by hand: progress events, then the server's answer. */
export class FakeUploadRequest {
  static sent: FakeUploadRequest[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: FormData): void {
    this.body = body;
    FakeUploadRequest.sent.push(this);
  }

  abort(): void {
    this.onabort?.();
  }

  progress(loaded: number, total: number): void {
    this.upload.onprogress?.(
      new ProgressEvent('progress', { loaded, total, lengthComputable: true }),
    );
  }

  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  fail(): void {
    this.onerror?.();
  }
}

export function installFakeUploads(): void {
  FakeUploadRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
}

/** The upload the app sent last. */
export function lastUpload(): FakeUploadRequest {
  const upload = FakeUploadRequest.sent.at(-1);
  if (!upload) throw new Error('no image was uploaded');
  return upload;
}
