// Leaving the SPA for another page goes through here: one place to see every exit, and a seam tests
// can spy on (jsdom's window.location.assign cannot be replaced).
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
  /** Leaves with a form POST (a payment provider that expects its parameters posted). */
  post(url: string, params: Readonly<Record<string, string>>): void {
    const form = document.createElement('form');
    form.method = 'POST';
    form.action = url;
    form.style.display = 'none';
    for (const [name, value] of Object.entries(params)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  },
};
