// Lighthouse (mobile preset) on the built shop served by the real server: `/`, the card screen, the review and
// the payout start, each loaded with an empty HTTP cache like a first visit. The player's state (login cookie,
// the package and method chosen in this tab) is set up by clicking through, as a player would; each screen is
// then measured as a Lighthouse navigation of that same tab (storage kept, cache cleared). Chromium is the
// machine's (CHROME_PATH, default /usr/bin/chromium): nothing is downloaded.
import { writeFileSync } from 'node:fs';
import { startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Waits until `text` is the page's level-1 heading. */
async function heading(page, text) {
  await page.waitForFunction((wanted) => document.querySelector('h1')?.textContent?.trim() === wanted, {}, text);
}

async function click(page, selector) {
  await page.waitForSelector(selector, { visible: true });
  await page.$eval(selector, (element) => element.click());
}

/** Clicks the provider tile whose radio has the value `code` (the inputs are visually hidden: their label). */
async function chooseProvider(page, code) {
  const selector = `input[type="radio"][value="${code}"]`;
  await page.waitForSelector(selector);
  await page.evaluate((wanted) => document.querySelector(wanted)?.closest('label')?.click(), selector);
}

async function clickButton(page, name) {
  await page.waitForFunction(
    (wanted) => [...document.querySelectorAll('button, a')].some((item) => item.textContent?.trim() === wanted),
    {},
    name,
  );
  await page.evaluate((wanted) => {
    const button = [...document.querySelectorAll('button, a')].find((item) => item.textContent?.trim() === wanted);
    button?.click();
  }, name);
}

/** One navigation step of the flow: the current URL reloaded with an empty HTTP cache and the tab's storage. */
async function measure(flow, page, name) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await flow.navigate(page.url(), { name, disableStorageReset: true });
}

/** The LCP element and its phases (TTFB, load delay, load time, render delay), to see what LCP waits for. */
function lcpDetails(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = items[0]?.items?.[0]?.node?.snippet;
  const phases = Object.fromEntries((items[1]?.items ?? []).map((row) => [row.phase, Math.round(row.timing)]));
  return { element, phases };
}

function figures(step) {
  const lhr = step.lhr;
  return {
    lcp: lcpDetails(lhr),
    name: step.name,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    error: lhr.runtimeError?.message,
  };
}

/** Runs `use(browser)` in a headless Chromium of the machine's, closed afterwards. */
async function withBrowser(use) {
  const browser = await puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

/** Lighthouse mobile on one URL, a first visit with an empty cache (the bare web baseline). */
export function lighthousePage(url, name = url) {
  return withBrowser(async (browser) => {
    const page = await browser.newPage();
    const flow = await startFlow(page);
    await flow.navigate(url, { name });
    const [step] = (await flow.createFlowResult()).steps.map(figures);
    if (process.env.BENCH_LIGHTHOUSE_DETAILS) console.log(`  ${step.name} LCP ${JSON.stringify(step.lcp)}`);
    return step;
  });
}

/**
 * Runs the four screens for two players' logins (`cookies(kind)` gives a fresh player's `gd_session` cookie for
 * 'deposit' or 'payout') and returns perf score, LCP and CLS per screen.
 */
export function lighthouseScreens(baseUrl, cookies) {
  return withBrowser(async (browser) => {
    const page = await browser.newPage();
    // Lighthouse's default configuration is the mobile preset: a mid-range phone, simulated slow 4G and CPU.
    const flow = await startFlow(page);
    const host = new URL(baseUrl).hostname;
    await browser.setCookie({ ...(await cookies('deposit')), domain: host, path: '/' });
    await page.goto(`${baseUrl}/?lang=en`);
    await heading(page, 'Choose your amount');
    await measure(flow, page, '/');
    await heading(page, 'Choose your amount');
    await click(page, 'input[type="radio"]');
    await clickButton(page, 'Continue');
    await page.waitForFunction(() => location.pathname.startsWith('/provider/'));
    // The card screen (issue 27: the PayPal screen has no card form): its three hosted card frames and the
    // sandbox's card script are what a card payer waits for.
    await chooseProvider(page, 'adyen-cc');
    await page.waitForFunction(() => location.pathname === '/provider/adyen-cc');
    await measure(flow, page, '/provider/adyen-cc');
    await chooseProvider(page, 'paypal');
    await page.waitForFunction(() => location.pathname === '/provider/paypal');
    await clickButton(page, 'Continue');
    await heading(page, 'Review and pay');
    await measure(flow, page, '/review');
    await heading(page, 'Review and pay');
    await browser.setCookie({ ...(await cookies('payout')), domain: host, path: '/' });
    await page.goto(`${baseUrl}/payout?lang=en`);
    await heading(page, 'Withdraw money');
    await measure(flow, page, '/payout');
    const result = await flow.createFlowResult();
    // BENCH_LIGHTHOUSE_REPORT=file.html keeps Lighthouse's own report of the four screens.
    if (process.env.BENCH_LIGHTHOUSE_REPORT)
      writeFileSync(process.env.BENCH_LIGHTHOUSE_REPORT, await flow.generateReport());
    const steps = result.steps.map(figures);
    // BENCH_LIGHTHOUSE_DETAILS=1 prints each screen's LCP element and phases.
    if (process.env.BENCH_LIGHTHOUSE_DETAILS)
      for (const step of steps) console.log(`  ${step.name} LCP ${JSON.stringify(step.lcp)}`);
    return steps;
  });
}
