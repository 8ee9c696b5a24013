// The exported site as a judge sees it, in headless Chromium driven over the DevTools protocol
// (Node's built-in WebSocket; run with --experimental-websocket): a rule page at phone width has
// no sideways scrolling and tap targets of 44 px; the offline search box answers from file:// with
// no server; dark mode darkens the page; a page prints; scenario rule links carry their text.
// Screenshots are written beside the export.
//   usage: node --experimental-websocket browser_test.mjs ARBITER_EXE OUT_DIR
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, existsSync, rmSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [arbiter, out] = process.argv.slice(2);
if (!arbiter || !out) {
  console.error("usage: browser_test.mjs ARBITER_EXE OUT_DIR");
  process.exit(2);
}
const chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));
if (!chromium) {
  console.error("browser_test: Chromium is not installed (make test-deps installs it)");
  process.exit(2);
}
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const site = join(out, "site");
execFileSync(arbiter, ["export", "html", site], { stdio: "inherit" });

const profile = mkdtempSync(join(tmpdir(), "arbiter-chromium-"));
const browser = spawn(chromium, [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
  "--disable-dev-shm-usage", `--user-data-dir=${profile}`, "--remote-debugging-port=0",
  "about:blank"], { stdio: ["ignore", "ignore", "pipe"] });
let failures = 0, passes = 0;
const check = (name, ok, detail = "") => {
  if (ok) { passes++; console.log(`ok   ${name}`); }
  else { failures++; console.log(`FAIL ${name} ${detail}`); }
};
const finish = (code) => {
  console.log(`${passes} passed, ${failures} failed`);
  browser.once("exit", () => {
    try { rmSync(profile, { recursive: true, force: true, maxRetries: 5 }); } catch {}
    process.exit(code);
  });
  browser.kill("SIGKILL");
};
setTimeout(() => { console.log("FAIL timed out"); failures++; finish(1); }, 90000).unref();

// The DevTools port, from the file Chromium writes into its profile.
async function devtoolsPort() {
  for (let i = 0; i < 300; i++) {
    const f = join(profile, "DevToolsActivePort");
    if (existsSync(f)) return readFileSync(f, "utf8").split("\n")[0];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("Chromium did not start");
}

class Page {
  constructor(ws) { this.ws = ws; this.next = 1; this.waiting = new Map(); this.events = [];
    this.errors = [];  // console errors, uncaught exceptions, failed loads
    ws.onmessage = (m) => {
      const msg = JSON.parse(m.data);
      if (msg.id && this.waiting.has(msg.id)) {
        const { resolve, reject } = this.waiting.get(msg.id);
        this.waiting.delete(msg.id);
        msg.error ? reject(new Error(JSON.stringify(msg.error))) : resolve(msg.result);
      } else if (msg.method) {
        this.events.push(msg.method);
        const p = msg.params || {};
        if (msg.method === "Runtime.exceptionThrown") this.errors.push(p.exceptionDetails.text);
        if (msg.method === "Runtime.consoleAPICalled" && p.type === "error") this.errors.push("console.error");
        if (msg.method === "Log.entryAdded" && p.entry.level === "error") this.errors.push(p.entry.text);
      }
    };
  }
  send(method, params = {}) {
    const id = this.next++;
    this.ws.send(JSON.stringify({ id, method, params }));
    return new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject }));
  }
  async eval(expr) {
    const r = await this.send("Runtime.evaluate", { expression: expr, returnByValue: true,
                                                     awaitPromise: true });
    return r.result.value;
  }
  async go(url) {
    this.events = [];
    await this.send("Page.navigate", { url });
    for (let i = 0; i < 200 && !this.events.includes("Page.loadEventFired"); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  async shot(file) {
    const r = await this.send("Page.captureScreenshot", { format: "png" });
    writeFileSync(join(out, file), Buffer.from(r.data, "base64"));
    return Buffer.from(r.data, "base64").length;
  }
}

try {
  const port = await devtoolsPort();
  const targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const target = targets.find((t) => t.type === "page");
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => { ws.onopen = resolve; ws.onerror = reject; });
  const page = new Page(ws);
  await page.send("Page.enable");
  await page.send("Runtime.enable");
  await page.send("Log.enable");
  await page.send("Emulation.setDeviceMetricsOverride",
                  { width: 390, height: 844, deviceScaleFactor: 1, mobile: true });
  const file = (p) => "file://" + join(site, p);

  // A rule page at phone width.
  await page.go(file("doc-riftbound-1.2/700.html#r718.5.b"));
  check("rule page loads with its rule", await page.eval("!!document.getElementById('r718.5.b')"));
  // Nothing reaches past the right edge (scrollWidth alone misses clipped children).
  const past = "[...document.querySelectorAll('body *')].filter(e => " +
      "e.getBoundingClientRect().right > window.innerWidth + 1).map(e => e.tagName).slice(0, 5)";
  const sideways = await page.eval(past);
  check("nothing wider than 390 px", sideways.length === 0, `(${sideways.join(" ")})`);
  const tappable = "header a, header button, header input, details.beside summary";
  const small = await page.eval(`[...document.querySelectorAll('${tappable}')]
      .filter(e => e.getBoundingClientRect().height < 44).length`);
  check("tap targets at least 44 px high", small === 0, `(${small} smaller)`);
  const fontPx = await page.eval("parseFloat(getComputedStyle(document.body).fontSize)");
  check("body text at least 16 px", fontPx >= 16, `(${fontPx})`);
  check("phone screenshot", (await page.shot("rule-phone.png")) > 5000);

  // The offline search box, from file:// with no server.
  await page.go(file("search.html?q=attached%20might"));
  const hits = await page.eval("document.querySelectorAll('#results li a').length");
  check("offline search answers", hits > 0, `(${hits} results)`);
  const first = await page.eval("document.querySelector('#results li a')?.getAttribute('href')");
  check("a search result links into the site", !!first && existsSync(join(site,
        first.split("#")[0])), `(${first})`);
  check("search screenshot", (await page.shot("search-phone.png")) > 5000);

  // Dark mode.
  await page.send("Emulation.setEmulatedMedia",
                  { features: [{ name: "prefers-color-scheme", value: "dark" }] });
  await page.go(file("index.html"));
  const bg = await page.eval("getComputedStyle(document.body).backgroundColor");
  const lum = bg.match(/\d+/g).slice(0, 3).map(Number).reduce((a, b) => a + b, 0);
  check("dark mode darkens the page", lum < 150, `(${bg})`);
  check("dark screenshot", (await page.shot("index-dark.png")) > 5000);
  await page.send("Emulation.setEmulatedMedia", { features: [] });

  // A scenario page: rule ids are links with their text on hover.
  await page.go(file("scenarios/riftbound-attach-attached-card-can-be-targeted-718-5-b.html"));
  const hover = await page.eval(
      "document.querySelector('ol.trace a[title]')?.getAttribute('title') || ''");
  check("trace rule links carry the rule's text", hover.length > 20, `(${hover})`);

  // A link from the trace lands on its rule's anchor.
  await page.eval("document.querySelector('ol.trace a[href*=\"#r\"]').click()");
  // The new page may still be loading when its address changes: wait for it (up to 10 s on a
  // loaded machine) before asking which element is the target.
  const onTarget = "location.pathname.includes('doc-') && document.readyState === 'complete' && " +
                   "!!location.hash && document.querySelector(':target')?.id === " +
                   "decodeURIComponent(location.hash.slice(1))";
  let landed = false;
  for (let i = 0; i < 200 && !(landed = (await page.eval(onTarget)) === true); i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  check("a trace link lands on the rule's anchor", landed === true,
        `(${await page.eval("location.href")})`);

  // The search box finds 718.5.b typed as a number and asked as a question.
  for (const q of ["718.5.b", "can attached cards be targeted"]) {
    await page.go(file("search.html?q=" + encodeURIComponent(q)));
    const top = await page.eval("[...document.querySelectorAll('#results li a')].slice(0, 5)" +
                                ".map(a => a.textContent)");
    check(`search "${q}" finds 718.5.b`, top.some((t) => t.startsWith("riftbound:718.5.b")),
          `(${top.join(" | ")})`);
  }

  // A Dimensional Rift scenario page at phone width, with its field drawn.
  await page.go(file("scenarios/dimrift-targeting-lancer-double-arrow.html"));
  check("Dimensional Rift field drawn", await page.eval("!!document.querySelector('svg.field')"));
  const wide = await page.eval(past);
  check("Dimensional Rift page fits 390 px", wide.length === 0, `(${wide.join(" ")})`);
  check("Dimensional Rift screenshot", (await page.shot("dimrift-phone.png")) > 5000);

  check("no console errors on any page", page.errors.length === 0, `(${page.errors.join("; ")})`);

  // Printable.
  await page.send("Emulation.setEmulatedMedia", { media: "print" });
  const pdf = await page.send("Page.printToPDF", {});
  check("prints to PDF", Buffer.from(pdf.data, "base64").subarray(0, 4).toString() === "%PDF");
  ws.close();
  finish(failures === 0 ? 0 : 1);
} catch (e) {
  console.log("FAIL " + e.message);
  failures++;
  finish(1);
}
