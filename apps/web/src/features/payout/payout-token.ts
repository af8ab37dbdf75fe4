// The payout token of the password step-up: memory only, never stored (a reload asks for the
// password again), and used for one payout request at most.
let token: string | null = null;

export const payoutToken = {
  current: (): string | null => token,
  set(value: string): void {
    token = value;
  },
  /** Hands the token out once: the server accepts it for a single request. */
  take(): string | null {
    const value = token;
    token = null;
    return value;
  },
  clear(): void {
    token = null;
  },
};
