// Loads a provider script (SPEC §7 "provider scripts are loaded from urls given by the server") once per
// page. `scriptLoader` is the seam tests replace, as jsdom runs no scripts.

const loading = new Map<string, Promise<void>>();

function appendScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`Script failed to load: ${url}`));
    });
    document.head.append(script);
  });
}

export const scriptLoader = {
  load(url: string): Promise<void> {
    const existing = loading.get(url);
    if (existing !== undefined) return existing;
    const promise = appendScript(url);
    loading.set(url, promise);
    // A failed script may be tried again on the next visit.
    promise.catch(() => loading.delete(url));
    return promise;
  },
};
