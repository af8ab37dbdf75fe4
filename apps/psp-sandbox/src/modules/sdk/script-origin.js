// Where a sandbox client script came from (encrypt.js, adyen-web.js): their frames and calls go to that origin.
// document.currentScript is set only while the script first runs; else the first script whose src matches `selector`
// tells. Plain browser JavaScript, filled into those scripts by the sandbox where they say so (script-origin.ts).
// biome-ignore lint/correctness/noUnusedVariables: called by the scripts it is filled into
function scriptOrigin(selector) {
  const sources = [];
  if (document.currentScript instanceof HTMLScriptElement) sources.push(document.currentScript.src);
  for (const element of document.querySelectorAll(selector)) sources.push(element.src);
  for (const source of sources) {
    try {
      if (source) return new URL(source, document.baseURI).origin;
    } catch {
      // not a URL: the next one
    }
  }
  return null;
}
