// "Data survives `kill -9` of an idle server" (issue 2, acceptance): kill the server the tests
// used without warning, start it again on the same data dir, and check that the admin can still
// sign in, the demo access code still opens the storefront and the demo catalogue is unchanged.
import assert from 'node:assert/strict';
import { killServer, startServer } from './server-process.mjs';

/** An adult's date of birth, for the storefront's age step (as in age-step-screen.ts). */
const ADULT_DATE_OF_BIRTH = '1990-01-02';

/**
 * @param {string} url
 * @param {unknown} body
 * @param {Record<string, string>} headers
 * @returns {Promise<Record<string, unknown>>}
 */
async function postJson(url, body, headers) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  assert.equal(response.ok, true, `POST ${url} answered ${response.status}`);
  return /** @type {Record<string, unknown>} */ (await response.json());
}

/**
 * A shopper's headers: the access code validated, and the age step passed as an adult when the
 * store asks it (docs/product.md#age-verification).
 * @param {string} baseUrl
 * @param {string} accessCode
 * @returns {Promise<Record<string, string>>}
 */
async function shopperHeaders(baseUrl, accessCode) {
  const codeHeader = { 'X-Access-Code': accessCode };
  const admitted = await postJson(`${baseUrl}/api/validate-access-code`, { code: accessCode }, {});
  assert.equal(admitted.valid, true, `the access code ${accessCode} opens the storefront`);
  let token = String(admitted.token);
  const config = await (await fetch(`${baseUrl}/api/payments/config`)).json();
  const mode = /** @type {{ age_verification?: string }} */ (config).age_verification;
  if (mode === 'date_of_birth' || mode === 'attest') {
    const body = mode === 'attest' ? { attest: true } : { date_of_birth: ADULT_DATE_OF_BIRTH };
    const verified = await postJson(`${baseUrl}/api/age-verification`, body, {
      ...codeHeader,
      Authorization: `Bearer ${token}`,
    });
    token = String(verified.token);
  }
  return { ...codeHeader, Authorization: `Bearer ${token}` };
}

/**
 * The demo catalogue's category tree as the storefront sees it, with a shopper's headers.
 * @param {string} baseUrl
 * @param {Record<string, string>} headers
 * @returns {Promise<unknown[]>}
 */
async function storefrontCategories(baseUrl, headers) {
  const response = await fetch(`${baseUrl}/api/products/categories`, { headers });
  assert.equal(response.status, 200, `GET /api/products/categories answered ${response.status}`);
  const categories = /** @type {unknown} */ (await response.json());
  assert.ok(Array.isArray(categories), 'GET /api/products/categories answers a list');
  return categories;
}

/**
 * How many products the storefront lists, sold-out ones included.
 * @param {string} baseUrl
 * @param {Record<string, string>} headers
 * @returns {Promise<number>}
 */
async function storefrontProductTotal(baseUrl, headers) {
  const response = await fetch(`${baseUrl}/api/products?in_stock_only=false`, { headers });
  assert.equal(response.status, 200, `GET /api/products answered ${response.status}`);
  const { total } = /** @type {{ total: unknown }} */ (await response.json());
  assert.equal(typeof total, 'number', 'GET /api/products answers a numeric total');
  return /** @type {number} */ (total);
}

/**
 * @param {string} baseUrl
 * @param {string} username
 * @param {string} password
 */
async function assertAdminCanSignIn(baseUrl, username, password) {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  assert.equal(login.status, 200, `POST /api/admin/login answered ${login.status}`);
  const { access_token: token } = /** @type {{ access_token: string }} */ (await login.json());
  const me = await fetch(`${baseUrl}/api/auth/me`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  assert.equal(me.status, 200, `GET /api/auth/me answered ${me.status}`);
  const user = /** @type {{ username: string }} */ (await me.json());
  assert.equal(user.username, username);
}

/**
 * @param {import('./server-process.mjs').RunningServer} server the server the tests used
 * @param {import('./server-process.mjs').ServerSettings} settings what it was started with
 * @returns {Promise<import('./server-process.mjs').RunningServer>} the restarted server
 */
export async function checkDataSurvivesKill(server, settings) {
  const shopper = await shopperHeaders(server.baseUrl, settings.accessCode);
  const categoriesBefore = await storefrontCategories(server.baseUrl, shopper);
  assert.ok(categoriesBefore.length > 0, 'the demo catalogue was seeded');
  const productsBefore = await storefrontProductTotal(server.baseUrl, shopper);
  assert.ok(productsBefore > 0, 'the demo products were seeded');

  await killServer(server);
  const restarted = await startServer(settings);

  await assertAdminCanSignIn(restarted.baseUrl, settings.adminUsername, settings.adminPassword);
  // The demo access code still opens the storefront, and the catalogue is exactly as it was.
  const shopperAfter = await shopperHeaders(restarted.baseUrl, settings.accessCode);
  const categoriesAfter = await storefrontCategories(restarted.baseUrl, shopperAfter);
  assert.deepEqual(categoriesAfter, categoriesBefore);
  const productsAfter = await storefrontProductTotal(restarted.baseUrl, shopperAfter);
  assert.equal(productsAfter, productsBefore, 'the product total after the restart');
  return restarted;
}
