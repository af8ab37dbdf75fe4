// The scrypt cost of the passwords of the tests' players and operators (the demo seed of the test templates, the
// players and operators the tests add): 2^10 instead of the server's 2^14 (PASSWORD_COST). Logging in checks a
// password at the cost it was stored with, and the server's test run logs in about 2,000 times: at 2^14 each check
// took 37 ms of CPU on the 2-core machine, about 80 s of every run (counted 2026-11-29). Hashing, storing and
// checking go through the same code either way; password.test.ts and the seed tests check the server's own cost.
export const TEST_PASSWORD_COST = 1024;
