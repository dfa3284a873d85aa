// Set up before every file of the server's suites: the passwords they hash (hundreds of accounts
// made and signed in to) use scrypt at a cost of ~3 ms instead of the app's ~0.3 s, which was a
// quarter of the suites' CPU time (docs/decisions/0045-cheaper-password-hashes-in-unit-suites.md).
// Still scrypt, each hash still checked with its own parameters; password-hash.test.ts tests the
// app's own cost, and servers the suites start as processes use it.
import { setPasswordHashParams } from '../src/lib/password-hash';

export const SUITE_SCRYPT_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;

setPasswordHashParams(SUITE_SCRYPT_PARAMS);
