// "Data survives `kill -9` of an idle server" (issue 2, acceptance): kill the server the tests
// used without warning, start it again on the same data dir, and check that the admin can still
// sign in, the demo access code still opens the storefront and the demo catalogue is unchanged.
import assert from 'node:assert/strict';
import { killServer, startServer } from './server-process.mjs';

/**
 * The demo catalogue's category tree as the storefront sees it, with the access code.
 * @param {string} baseUrl
 * @param {string} accessCode
 * @returns {Promise<unknown[]>}
 */
async function storefrontCategories(baseUrl, accessCode) {
  const response = await fetch(`${baseUrl}/api/products/categories`, {
    headers: { 'X-Access-Code': accessCode },
  });
  assert.equal(response.status, 200, `GET /api/products/categories answered ${response.status}`);
  const categories = /** @type {unknown} */ (await response.json());
  assert.ok(Array.isArray(categories), 'GET /api/products/categories answers a list');
  return categories;
}

/**
 * How many products the storefront lists, sold-out ones included.
 * @param {string} baseUrl
 * @param {string} accessCode
 * @returns {Promise<number>}
 */
async function storefrontProductTotal(baseUrl, accessCode) {
  const response = await fetch(`${baseUrl}/api/products?in_stock_only=false`, {
    headers: { 'X-Access-Code': accessCode },
  });
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
  const categoriesBefore = await storefrontCategories(server.baseUrl, settings.accessCode);
  assert.ok(categoriesBefore.length > 0, 'the demo catalogue was seeded');
  const productsBefore = await storefrontProductTotal(server.baseUrl, settings.accessCode);
  assert.ok(productsBefore > 0, 'the demo products were seeded');

  await killServer(server);
  const restarted = await startServer(settings);

  await assertAdminCanSignIn(restarted.baseUrl, settings.adminUsername, settings.adminPassword);
  // The demo access code still opens the storefront, and the catalogue is exactly as it was.
  const categoriesAfter = await storefrontCategories(restarted.baseUrl, settings.accessCode);
  assert.deepEqual(categoriesAfter, categoriesBefore);
  const productsAfter = await storefrontProductTotal(restarted.baseUrl, settings.accessCode);
  assert.equal(productsAfter, productsBefore, 'the product total after the restart');
  return restarted;
}
