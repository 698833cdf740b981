// The console's insides: real MicroPython (WebAssembly) running the board's app, in a Web Worker,
// so the page never waits while a computer thinks.  The board is firmware/boards/web.py; this file
// only loads the .mpy bundle, registers `webhost` (the glass, the backlight, the beeper), moves
// the clock, hands over key presses, and mirrors /flash/ (the saves) to the page's storage.
//
// Page -> worker:  {type: "boot", profile, flash: {name: base64}, clock: null | origin ms}
//                  {type: "key", op}   {type: "export"}   {type: "check", data: Uint8Array | text}
//                  {type: "import", data: Uint8Array | text}
//                  {type: "profile", profile}  (a game being played continues on the new screen)
// Worker -> page:  {type: "frame", width, height, rgba}  {type: "beep", freq, ms}
//                  {type: "flash", files}  {type: "state", ...}  {type: "export"|"check"|"import", ...}
//                  {type: "fault", text}
import { loadMicroPython } from "./micropython.mjs";

const PRESS_MS = 50; // as host_sim/headless.py: a key moves the virtual clock 50 ms ...
const IDLE_STEP_MS = 100; // ... and a busy app is ticked in 100 ms steps
const FLASH = "/flash";

let mp = null;
let web = null; // the board module, firmware/boards/web.py (null until the app has started)
let profiles = null;
let profile = null;
let virtualClock = null; // a number: deterministic virtual time (?clock=N); null: wall clock
let t0 = 0;
let fb = null; // last frame: {data: Uint8Array, pal: number[]}
let light = 100;
let dirty = false;
let busy = false;
let timer = null;
let mirrored = {}; // name -> base64 as last sent to the page
// maxStepMs: the longest single step (one key, or one computer move on the wall clock)
const stats = { steps: 0, keys: 0, keyMs: 0, maxKeyMs: 0, lastKeyMs: 0, frames: 0, maxStepMs: 0 };
const queue = [];
const keyTimes = []; // ms per key press (with the computer moves it set off), the last 1000

function now() {
  return virtualClock !== null ? virtualClock : Math.round(performance.now() - t0);
}

// ---- the glass ----------------------------------------------------------------------------
function rgb565(c) {
  const r = (c >> 11) & 31, g = (c >> 5) & 63, b = c & 31;
  return [(r * 527 + 23) >> 6, (g * 259 + 33) >> 6, (b * 527 + 23) >> 6]; // host_sim/board.py
}

function render() {
  // palette indexes -> RGBA, dimmed by the backlight exactly as host_sim's Frame.colours()
  const { width: w, height: h, mono } = profile;
  const base = mono ? profiles.mono_rgb : fb.pal.map(rgb565);
  const cols = light >= 100 ? base : base.map((c) => c.map((v) => Math.floor((v * light) / 100)));
  const out = new Uint8ClampedArray(w * h * 4);
  const d = fb.data;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let i;
      if (mono) {
        i = (d[(y >> 3) * w + x] >> (y & 7)) & 1; // MONO_VLSB
      } else {
        const v = d[(x + y * w) >> 1]; // GS4_HMSB, as MicroPython's framebuf reads it (stride = w):
        i = x & 1 ? v & 15 : v >> 4; // even x in the high nibble
      }
      const c = cols[i], o = (y * w + x) * 4;
      out[o] = c[0];
      out[o + 1] = c[1];
      out[o + 2] = c[2];
      out[o + 3] = 255;
    }
  }
  stats.frames++;
  postMessage({ type: "frame", width: w, height: h, rgba: out }, [out.buffer]);
}

function hexdecode(s) {
  const out = new Uint8Array(s.length >> 1);
  for (let i = 0, j = 0; i < out.length; i++, j += 2) out[i] = parseInt(s.substr(j, 2), 16);
  return out;
}

function b64decode(s) {
  const bin = atob(s);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

function b64encode(bytes) {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  }
  return btoa(s);
}

const webhost = {
  profile: "",
  frame(data, pal) {
    fb = { data: hexdecode(data), pal: pal ? pal.split(",").map(Number) : [] };
    dirty = true;
  },
  backlight(level) {
    light = Math.max(0, Math.min(100, level | 0));
    dirty = fb !== null;
  },
  beep(freq, ms) {
    if (virtualClock === null) postMessage({ type: "beep", freq, ms });
  },
};

// ---- the flash --------------------------------------------------------------------------------
function ensureDir(path) {
  let cur = "";
  for (const part of path.split("/").filter(Boolean)) {
    cur += "/" + part;
    try {
      mp.FS.mkdir(cur);
    } catch (e) {
      // exists
    }
  }
}

function flashFiles() {
  const files = {};
  for (const name of mp.FS.readdir(FLASH)) {
    if (name === "." || name === "..") continue;
    const p = FLASH + "/" + name;
    if (!mp.FS.isFile(mp.FS.stat(p).mode)) continue;
    files[name] = b64encode(mp.FS.readFile(p));
  }
  return files;
}

function mirror() {
  // after every step: the whole of /flash/ to the page when anything in it changed
  const files = flashFiles();
  const names = Object.keys(files);
  const same = names.length === Object.keys(mirrored).length && names.every((n) => mirrored[n] === files[n]);
  if (!same) {
    mirrored = files;
    postMessage({ type: "flash", files });
  }
}

// ---- driving the app --------------------------------------------------------------------------
function py(code) {
  return mp.runPython(code);
}

function step(op) {
  const t = performance.now();
  busy = !!web.step(now(), op | 0);
  stats.steps++;
  if (dirty) {
    dirty = false;
    render();
  }
  mirror();
  const ms = performance.now() - t;
  stats.maxStepMs = Math.max(stats.maxStepMs, ms);
  return ms;
}

function report() {
  const sorted = keyTimes.slice().sort((a, b) => a - b);
  const medianKeyMs = sorted.length ? sorted[sorted.length >> 1] : 0;
  postMessage({ type: "state", busy, pending: queue.length, medianKeyMs, inGame: !!web.in_game(), botBudgetMs: web.bot_budget(), ...stats });
}

function fault(e) {
  clearTimeout(timer);
  postMessage({ type: "fault", text: String((e && e.message) || e) });
}

function pump() {
  // keys in order; in virtual time each one is followed by the computer's moves at once
  if (web === null) return; // pressed while the console boots: handled once it has started
  try {
    while (queue.length) {
      const op = queue.shift();
      let ms = 0;
      if (virtualClock !== null) {
        virtualClock += PRESS_MS;
        ms = step(op);
        while (busy) {
          virtualClock += IDLE_STEP_MS;
          ms += step(0); // the computer moves this key set off count with it
        }
      } else {
        ms = step(op);
      }
      stats.keys++;
      stats.keyMs += ms;
      stats.lastKeyMs = ms;
      stats.maxKeyMs = Math.max(stats.maxKeyMs, ms);
      if (keyTimes.push(ms) > 1000) keyTimes.shift();
    }
  } catch (e) {
    fault(e);
    return;
  }
  report();
  schedule();
}

function schedule() {
  // wall clock: tick while a computer move is due (and now and then for the screen's dimming)
  clearTimeout(timer);
  if (virtualClock !== null) return;
  timer = setTimeout(() => {
    try {
      step(0);
    } catch (e) {
      fault(e);
      return;
    }
    if (!busy) report();
    schedule();
  }, busy ? IDLE_STEP_MS / 2 : 1000);
}

function startApp(resume = false) {
  webhost.profile = [profile.name, profile.width, profile.height, profile.mono ? 1 : 0].join(",");
  fb = null;
  light = 100;
  busy = !!web.start(resume);
  if (dirty) {
    dirty = false;
    render();
  }
  mirror();
  report();
  schedule();
}

async function boot(msg) {
  const started = performance.now();
  const [bundle, prof] = await Promise.all([
    fetch("app.bundle").then((r) => r.arrayBuffer()),
    fetch("profiles.json").then((r) => r.json()),
  ]);
  profiles = prof;
  profile = profiles.profiles.find((p) => p.name === msg.profile) ||
    profiles.profiles.find((p) => p.name === profiles.default);
  virtualClock = msg.clock;
  // a hard computer's time budget runs on the wall clock only (firmware/boards/web.py)
  webhost.wallclock = virtualClock === null ? 1 : 0;
  t0 = performance.now();
  mp = await loadMicroPython({
    url: new URL("micropython.wasm", import.meta.url).href,
    stdout: (line) => postMessage({ type: "print", line }),
    stderr: (line) => postMessage({ type: "print", line }),
  });
  mp.registerJsModule("webhost", webhost);
  // the .mpy files, as tools/build.py made them, into /app
  const bytes = new Uint8Array(bundle);
  const nl = bytes.indexOf(10);
  const index = JSON.parse(new TextDecoder().decode(bytes.subarray(0, nl)));
  let off = nl + 1;
  for (const [path, size] of index) {
    const full = "/app/" + path;
    ensureDir(full.slice(0, full.lastIndexOf("/")));
    mp.FS.writeFile(full, bytes.subarray(off, off + size));
    off += size;
  }
  // the saves the page kept, back onto the flash
  ensureDir(FLASH);
  for (const [name, data] of Object.entries(msg.flash || {})) {
    mp.FS.writeFile(FLASH + "/" + name, b64decode(data));
  }
  mirrored = msg.flash || {};
  py("import sys\nsys.path.insert(0, '/app')");
  web = mp.pyimport("firmware.boards.web");
  startApp();
  postMessage({ type: "ready", profile: profile.name, bootMs: performance.now() - started });
  pump();
}

onmessage = async (e) => {
  const msg = e.data;
  try {
    if (msg.type === "boot") {
      await boot(msg);
    } else if (msg.type === "key") {
      queue.push(msg.op);
      pump();
    } else if (msg.type === "profile") {
      profile = profiles.profiles.find((p) => p.name === msg.profile) || profile;
      startApp(!!web.in_game()); // a game on: it goes on from its save on the new screen
      postMessage({ type: "ready", profile: profile.name, bootMs: 0 });
    } else if (msg.type === "export") {
      postMessage({ type: "export", text: web.export_record() });
    } else if (msg.type === "check") {
      // read before anything is asked or replaced: what the record holds, or what is wrong
      // the file's bytes, decoded by the record's one rule in Python (engine_core/record_bytes.py:
      // UTF-8, a leading byte-order mark allowed), as tools/replay.py does
      const info = msg.data !== undefined ? web.check_record(b64encode(msg.data), true) : web.check_record(msg.text);
      postMessage({ type: "check", ok: true, info: JSON.parse(info) });
    } else if (msg.type === "import") {
      // the file's bytes, decoded as for "check"
      if (msg.data !== undefined) web.import_record(b64encode(msg.data), true);
      else web.import_record(msg.text);
      // the imported game, entered at once by the app's own resume
      startApp(true);
      postMessage({ type: "import", ok: true });
    }
  } catch (err) {
    const text = String((err && err.message) || err);
    if (msg.type === "export" || msg.type === "check" || msg.type === "import") {
      // a refused record or no save: the message for the person, nothing lost
      const last = text.trim().split("\n").pop();
      postMessage({ type: msg.type, ok: false, error: last });
    } else {
      fault(err);
    }
  }
};
