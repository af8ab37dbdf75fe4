// Leaving the SPA for another page goes through here: one place to see every exit, and a seam tests
// can spy on (jsdom's window.location.assign cannot be replaced).
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
