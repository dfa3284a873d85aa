// What e2e/run.mjs hands to the specs: where the server listens and the credentials it was
// started with. Specs only run through `npm run test:e2e`, which sets all of these.

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set: run the browser tests with \`npm run test:e2e\`.`);
  }
  return value;
}

export const e2e = {
  baseUrl: required('E2E_BASE_URL'),
  accessCode: required('E2E_ACCESS_CODE'),
  /** Where each test's fresh Chromium profile goes; run.mjs removes it afterwards. */
  browserProfilesDir: required('E2E_BROWSER_PROFILES_DIR'),
  /** The server's DATA_DIR: emails sent without SMTP_URL land in its outbox/. */
  dataDir: required('E2E_DATA_DIR'),
  admin: {
    username: required('E2E_ADMIN_USERNAME'),
    password: required('E2E_ADMIN_PASSWORD'),
  },
};
