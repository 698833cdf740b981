// Plays the browser edition in headless Chromium (Debian's /usr/bin/chromium, driven by the pinned
// playwright-core): node tests/web/drive.mjs PLAN.json  ->  one JSON object on stdout.
// tests/web/test_web.py writes the plan and checks the results against the CPython simulator.
//
// plan: {chromium, url, sessions: [{query, viewport?, steps: [...]}]}; each session is a fresh
// browser profile (cold start).  Steps:
//   {keys: [op, ...]}   pressed through the page: every 4th on the on-screen button, the others on
//                       the keyboard (Left/Right/Up/Down, Enter and Space, Esc and Backspace)
//   {snap: label}       wait until the console has handled every key, then read the canvas (RGB)
//   {reload: true}      reload the page (the saves must come back from browser storage)
//   {offline: true}     cut the network (the service worker must serve the whole site)
//   {profile: name}     choose another board profile in the page's Screen list
//   {export: label}     click Export game, keep the downloaded record's text
//   {import: text, label}  choose a record file with the page's Import (the dialog accepted)
//   {shot: path}        a screenshot of the page
//   {tab: k}            play on in tab k of the same browser profile (opened, at the session's
//                       query, the first time: two tabs sharing one storage)
//   {eval: "js expression", label}  its value (JSON) in evals[label]
//   {press: "Escape"}   one key on the keyboard, as it is (no settling)
//   {click: "selector"} a click on the page
//   {viewport: {width, height}}  resize the window
//   {wait: "js expression"}  wait until it is true (60 s)
//   {importBig: bytes, label}  Import a file of that many bytes (a record's start, then spaces)
//   {download: "selector", label}  click it, keep the downloaded file's name, size (PNG: width, height)
//   {select: name}      choose it in the Screen list, no waiting for a new screen (the page may ask)
//   {throttle: rate}    run the CPU that many times slower (a phone on a desktop)
//   {dialogs: "accept" | "dismiss"}  how the next dialogs are answered (accept by default)
// Every dialog's text is kept in the session's `dialogs`, in order.
import fs from "fs";
import os from "os";
import path from "path";
import { fileURLToPath } from "url";

const here = path.dirname(fileURLToPath(import.meta.url));
const { chromium } = await import(path.join(here, "..", "..", "web", "node_modules", "playwright-core", "index.mjs"));

const plan = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const KEYS = { 1: ["ArrowLeft"], 2: ["ArrowRight"], 3: ["Enter", " "], 4: ["Escape", "Backspace"], 5: ["ArrowUp"], 6: ["ArrowDown"] };
const out = { sessions: [], errors: [] };

async function settle(page, timeout = 120000) {
  try {
    await waitIdle(page, timeout);
  } catch (e) {
    const st = await page.evaluate(() => JSON.stringify([window.hc.sent, window.hc.state, window.hc.faults]));
    throw new Error("the console did not finish the keys: [sent, state, faults] = " + st);
  }
}

async function waitIdle(page, timeout) {
  await page.waitForFunction(() => window.hc && window.hc.ready && window.hc.state &&
    window.hc.state.keys === window.hc.sent && window.hc.state.pending === 0, null, { timeout, polling: 20 });
}

async function canvasRGB(page) {
  return page.evaluate(() => {
    const c = document.getElementById("screen");
    const d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data;
    let s = "";
    for (let i = 0; i < d.length; i += 4) s += String.fromCharCode(d[i], d[i + 1], d[i + 2]);
    return { width: c.width, height: c.height, rgb: btoa(s) };
  });
}

for (const sess of plan.sessions) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hc-web-"));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: plan.chromium, headless: true, args: FLAGS, acceptDownloads: true,
    viewport: sess.viewport || { width: 1024, height: 700 },
  });
  const res = { query: sess.query, snaps: {}, exports: {}, imports: {}, loads: [], games: [], evals: {}, dialogs: [],
    downloads: {} };
  let answer = "accept";
  const watch = (pg) => {
    pg.on("console", (m) => {
      if (m.type() === "error") out.errors.push(`${sess.query}: console: ${m.text()}`);
    });
    pg.on("pageerror", (e) => out.errors.push(`${sess.query}: page: ${e.message}`));
    pg.on("dialog", (d) => {
      res.dialogs.push(d.message());
      return answer === "accept" ? d.accept() : d.dismiss();
    });
    return pg;
  };
  const tabs = [watch(ctx.pages()[0] || (await ctx.newPage()))];
  let page = tabs[0];
  const load = async (reload) => {
    const t = Date.now();
    if (reload) await page.reload();
    else await page.goto(plan.url + sess.query);
    await page.waitForFunction(() => window.hc && window.hc.ready, null, { timeout: 60000 });
    const readyMs = await page.evaluate(() => window.hc.readyMs);
    res.loads.push({ reload, readyMs, wallMs: Date.now() - t });
    await page.evaluate(() => navigator.serviceWorker && navigator.serviceWorker.ready);
  };
  await load(false);
  let n = 0;
  for (const st of sess.steps) {
    if (st.tab !== undefined) {
      if (!tabs[st.tab]) {
        tabs[st.tab] = watch(await ctx.newPage());
        page = tabs[st.tab];
        await load(false);
      }
      page = tabs[st.tab];
      await page.bringToFront();
    } else if (st.eval) {
      res.evals[st.label] = await page.evaluate(st.eval);
    } else if (st.press) {
      await page.keyboard.press(st.press);
    } else if (st.click) {
      await page.click(st.click);
    } else if (st.viewport) {
      await page.setViewportSize(st.viewport);
      await page.waitForTimeout(100);
    } else if (st.wait) {
      await page.waitForFunction(st.wait, null, { timeout: 60000, polling: 50 });
    } else if (st.download) {
      // click something that downloads a file: its name, size and (a PNG) its width and height
      const [dl] = await Promise.all([page.waitForEvent("download"), page.click(st.download)]);
      const data = fs.readFileSync(await dl.path());
      const png = data.subarray(0, 8).toString("hex") === "89504e470d0a1a0a";
      res.downloads[st.label] = { name: dl.suggestedFilename(), size: data.length, png,
        width: png ? data.readUInt32BE(16) : null, height: png ? data.readUInt32BE(20) : null };
    } else if (st.select) {
      await settle(page); // choose in the Screen list, whatever the page then does (it may ask)
      await page.selectOption("#profile", st.select);
      await page.waitForTimeout(300);
    } else if (st.throttle) {
      // a slower device: Chromium's CPU throttling (the page and its worker)
      const cdp = await ctx.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: st.throttle });
    } else if (st.dialogs) {
      answer = st.dialogs;
    } else if (st.keys) {
      const t = Date.now();
      for (const op of st.keys) {
        if (n % 4 === 0) {
          await page.click(`.btn[data-op="${op}"]`);
        } else {
          const k = KEYS[op];
          await page.keyboard.press(k[n % k.length]);
        }
        n++;
      }
      await settle(page);
      res.games.push({ keys: st.keys.length, ms: Date.now() - t, state: await page.evaluate(() => window.hc.state) });
    } else if (st.snap) {
      await settle(page);
      res.snaps[st.snap] = await canvasRGB(page);
    } else if (st.profile) {
      await settle(page);
      await page.selectOption("#profile", st.profile);
      await page.waitForFunction((name) => window.hc.profile === name && !document.getElementById("profile").disabled,
        st.profile, { timeout: 30000 });
    } else if (st.offline) {
      await ctx.setOffline(true);
    } else if (st.reload) {
      await load(true);
    } else if (st.export) {
      await settle(page);
      const [dl] = await Promise.all([page.waitForEvent("download"), page.click("#export")]);
      res.exports[st.export] = { name: dl.suggestedFilename(), text: fs.readFileSync(await dl.path(), "utf8") };
    } else if (st.import !== undefined || st.importBig !== undefined) {
      await settle(page);
      const t = Date.now();
      const before = await page.evaluate(() => window.hc.frames);
      // an earlier step's toast (an export's "Saved ...") must not pass for this import's answer
      await page.evaluate(() => { document.getElementById("toast").textContent = ""; });
      const buffer = st.importBig !== undefined
        ? Buffer.concat([Buffer.from('{"format": 1, "game": "auf_der_hut", '), Buffer.alloc(st.importBig, 32)])
        : Buffer.from(st.import);
      await page.setInputFiles("#import", { name: "record.json", mimeType: "application/json", buffer });
      // the page's own answer is timed from here: handing Chromium the file over the DevTools
      // protocol (8 MB base64-encoded) is the test's cost, not the console's, and moves with load
      const given = Date.now();
      await page.waitForFunction(() => document.getElementById("toast").textContent !== "", null, { timeout: 30000 });
      res.imports[st.label] = {
        toast: await page.evaluate(() => document.getElementById("toast").textContent),
        newFrames: (await page.evaluate(() => window.hc.frames)) - before,
        ms: Date.now() - given,
        withTransferMs: Date.now() - t,
      };
      await page.evaluate(() => { document.getElementById("toast").textContent = ""; });
    } else if (st.shot) {
      await settle(page);
      await page.screenshot({ path: st.shot });
    }
  }
  res.faults = await page.evaluate(() => window.hc.faults);
  out.sessions.push(res);
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
process.stdout.write(JSON.stringify(out));
