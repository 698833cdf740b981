// The page: the glass (a canvas, scaled by whole numbers so every board pixel stays sharp), the
// buttons and keys, the board profile choice, the saves kept in localStorage, record export and
// import.  Everything the console does happens in worker.js (the board's MicroPython app).
//
// URL options: ?profile=NAME (a board profile), ?clock=N (a virtual clock starting at N ms, as
// the desktop simulator's scripted runs: the same keys give the same game, for tests and demos).
const OPS = { PREV: 1, NEXT: 2, OK: 3, BACK: 4, UP: 5, DOWN: 6 };
const STORE = "handheld-cards.flash"; // {filename: base64} of the board's /flash/
const STORE_REV = "handheld-cards.rev"; // "<count>.<tab>": changed by every write of STORE
const STORE_PROFILE = "handheld-cards.profile";
const MAX_FILE = 128 * 1024; // bytes: a game's record is a few KB; anything far larger is refused unread

const params = new URLSearchParams(location.search);
const clockParam = params.get("clock");
const $ = (id) => document.getElementById(id);
const canvas = $("screen");
const ctx = canvas.getContext("2d", { alpha: false });
const overlay = $("overlay");

// What tests and curious people can read: window.hc
const hc = (window.hc = {
  state: null, ready: false, frames: 0, sent: 0, faults: [], profiles: null, profile: null,
  firstFrameMs: null, readyMs: null,
  press, exportRecord, importRecord, checkRecord, stale: false, dialogs: [],
});

let flash = {};
let knownRev = ""; // the revision of STORE this tab read or last wrote
try {
  knownRev = localStorage.getItem(STORE_REV) || "";
  flash = JSON.parse(localStorage.getItem(STORE) || "{}") || {};
} catch (e) {
  flash = {}; // unreadable storage: start clean (the app then finds no save)
}

// ---- two tabs (or the installed app and a tab) share one storage ------------------------------
// Each tab's console keeps its own flash; a tab writes it back only while the stored copy is
// still the one it read or wrote itself.  Once another tab has written (a storage event, or a
// changed revision found just before a write), this tab stops: its console waits behind a
// notice, nothing of it is stored, and only the player's choice replaces the other tab's save.
const tabId = Math.random().toString(36).slice(2, 10);
let unstored = null; // the files this tab held back since the other tab wrote

function storeFlash(files) {
  let rev = "";
  try {
    rev = localStorage.getItem(STORE_REV) || "";
  } catch (e) {
    // storage blocked: the write below says so
  }
  if (hc.stale || rev !== knownRev) {
    unstored = files;
    goneStale();
    return;
  }
  try {
    localStorage.setItem(STORE, JSON.stringify(files));
    knownRev = `${(parseInt(rev, 10) || 0) + 1}.${tabId}`;
    localStorage.setItem(STORE_REV, knownRev);
  } catch (err) {
    toast("This browser would not keep the save (storage full or blocked).");
  }
}

window.addEventListener("storage", (e) => {
  if ((e.key === STORE_REV || e.key === null) && (e.newValue || "") !== knownRev) goneStale();
});

function goneStale() {
  if (hc.stale) return;
  hc.stale = true;
  const box = $("stale");
  box.hidden = false;
  $("stale-load").focus();
}
$("stale-load").addEventListener("click", () => location.reload());
$("stale-keep").addEventListener("click", () => {
  if (!ask("Replace the game saved in the other tab with this tab's console? The other tab's game is lost.")) return;
  hc.stale = false;
  $("stale").hidden = true;
  try {
    knownRev = localStorage.getItem(STORE_REV) || "";
  } catch (e) {
    knownRev = "";
  }
  storeFlash(unstored || flash);
  unstored = null;
});

// confirm(), kept where tests can read what was asked
function ask(text) {
  hc.dialogs.push(text);
  return confirm(text);
}

// ---- the worker -------------------------------------------------------------------------------
const worker = new Worker(new URL("worker.js", import.meta.url), { type: "module" });
let pendingExport = null;
let pendingImport = null;
let pendingCheck = null;
let sharedTried = false;

worker.onmessage = (e) => {
  const m = e.data;
  switch (m.type) {
    case "frame":
      if (canvas.width !== m.width || canvas.height !== m.height) {
        canvas.width = m.width;
        canvas.height = m.height;
        fit();
      }
      ctx.putImageData(new ImageData(m.rgba, m.width, m.height), 0, 0);
      hc.frames++;
      if (hc.firstFrameMs === null) hc.firstFrameMs = performance.now();
      break;
    case "ready":
      hc.ready = true;
      hc.profile = m.profile;
      if (hc.readyMs === null) hc.readyMs = performance.now();
      overlay.hidden = true;
      select.disabled = false;
      document.querySelector(".brand").classList.remove("off");
      if (!sharedTried) {
        sharedTried = true;
        openSharedGame();
      }
      break;
    case "state":
      hc.state = m;
      break;
    case "flash":
      flash = m.files;
      storeFlash(flash);
      break;
    case "beep":
      beep(m.freq, m.ms);
      break;
    case "print":
      console.log("[board]", m.line);
      break;
    case "export":
      pendingExport && pendingExport(m);
      break;
    case "check":
      pendingCheck && pendingCheck(m);
      break;
    case "import":
      pendingImport && pendingImport(m);
      break;
    case "fault":
      hc.faults.push(m.text);
      overlay.hidden = false;
      overlay.className = "overlay fault";
      overlay.textContent = "The console stopped (your saved game is safe). Tap here to restart.\n\n" + m.text;
      overlay.onclick = () => location.reload();
      document.querySelector(".brand").classList.add("off");
      console.error("console fault:", m.text);
      break;
  }
};
worker.onerror = (e) => {
  overlay.hidden = false;
  overlay.textContent = "Could not start: " + (e.message || "worker error");
};

// ---- the profiles -------------------------------------------------------------------------------
const select = $("profile");
select.disabled = true; // until the console has started
fetch("profiles.json")
  .then((r) => r.json())
  .then((p) => {
    hc.profiles = p;
    const wanted = params.get("profile") || localStorage.getItem(STORE_PROFILE) || p.default;
    const chosen = p.profiles.find((x) => x.name === wanted) || p.profiles.find((x) => x.name === p.default);
    for (const x of p.profiles) {
      const o = document.createElement("option");
      o.value = x.name;
      o.textContent = x.label || `${x.width}×${x.height} ${x.mono ? "mono" : "colour"}`;
      select.append(o);
    }
    select.value = chosen.name;
    setProfile(chosen, false);
    showRules(p.rules || []);
    worker.postMessage({
      type: "boot", profile: chosen.name, flash,
      clock: clockParam === null ? null : Number(clockParam) || 0,
    });
  });

let current = null;
function setProfile(p, restart) {
  current = p;
  canvas.width = p.width;
  canvas.height = p.height;
  $("updown").textContent = p.ops.includes(OPS.UP) ? "UP / DOWN" : "PREV / NEXT";
  fit();
  if (restart) worker.postMessage({ type: "profile", profile: p.name });
}
select.addEventListener("change", () => {
  const p = hc.profiles.profiles.find((x) => x.name === select.value);
  if (hc.state && hc.state.inGame && !ask(`Switch to the ${p.label || p.name} screen? The game goes on there from its save.`)) {
    select.value = current.name; // kept: the game stays as it is
    select.blur();
    return;
  }
  localStorage.setItem(STORE_PROFILE, p.name);
  select.disabled = true; // until the console has restarted on the new screen
  setProfile(p, true);
  select.blur();
});

// ---- crisp scaling: the largest whole number of device pixels per board pixel that fits ------
const slot = $("slot");
const wide = window.matchMedia("(min-aspect-ratio: 5/4)");
function fit() {
  const dpr = window.devicePixelRatio || 1;
  const side = wide.matches; // sideways: the screen takes the height left; upright: the width decides
  const pad = side ? 24 : 12; // the bezel around the glass
  let h = window.innerHeight * 0.6;
  if (side) {
    const chrome = $("console").offsetHeight - slot.offsetHeight; // brand, gaps, paddings
    const body = getComputedStyle($("stage"));
    h = window.innerHeight - parseFloat(body.paddingTop) - parseFloat(body.paddingBottom) -
      document.querySelector(".bar").offsetHeight - chrome - 2;
  }
  const w = slot.clientWidth - pad;
  h -= pad;
  const k = Math.max(1, Math.floor(Math.min((w * dpr) / canvas.width, (h * dpr) / canvas.height)));
  const cw = (canvas.width * k) / dpr, ch = (canvas.height * k) / dpr;
  canvas.style.width = cw + "px";
  canvas.style.height = ch + "px";
  slot.style.height = side ? ch + pad + "px" : "";
  hc.scale = k;
}
new ResizeObserver(fit).observe(slot);
window.addEventListener("resize", fit);

// ---- buttons and keys ---------------------------------------------------------------------------
function press(op) {
  if (hc.stale) return; // another tab has the newer save: nothing is played here until the player chooses
  unlockAudio();
  hc.sent++;
  worker.postMessage({ type: "key", op });
}

for (const b of document.querySelectorAll(".btn")) {
  const op = Number(b.dataset.op);
  b.addEventListener("pointerdown", (e) => {
    e.preventDefault();
    b.classList.add("down");
    press(op);
    if (e.pointerType === "touch" && navigator.vibrate) navigator.vibrate(8);
  });
  const up = () => b.classList.remove("down");
  b.addEventListener("pointerup", up);
  b.addEventListener("pointerleave", up);
  b.addEventListener("pointercancel", up);
  b.addEventListener("click", (e) => {
    if (e.detail === 0) press(op); // keyboard activation of a focused button (no pointer)
  });
  b.addEventListener("contextmenu", (e) => e.preventDefault());
}

const KEYS = {
  ArrowLeft: () => OPS.PREV,
  ArrowRight: () => OPS.NEXT,
  ArrowUp: () => (current && current.ops.includes(OPS.UP) ? OPS.UP : OPS.PREV),
  ArrowDown: () => (current && current.ops.includes(OPS.DOWN) ? OPS.DOWN : OPS.NEXT),
  Enter: () => OPS.OK, " ": () => OPS.OK,
  Escape: () => OPS.BACK, Backspace: () => OPS.BACK,
};
window.addEventListener("keydown", (e) => {
  if (e.target instanceof HTMLSelectElement || e.target instanceof HTMLInputElement) return;
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  if (e.key === "Escape" && !helpBox.hidden) {
    e.preventDefault(); // Esc closes the help: it is not BACK to the console
    setHelp(false);
    return;
  }
  if (hc.stale) return; // the notice's buttons take the keys
  if (e.key === "f" || e.key === "F") {
    e.preventDefault();
    toggleFullscreen();
    return;
  }
  if (e.key === "m" || e.key === "M") {
    e.preventDefault();
    setMute(!muted);
    return;
  }
  const f = KEYS[e.key];
  if (!f) return;
  e.preventDefault();
  if (document.activeElement instanceof HTMLButtonElement) document.activeElement.blur();
  press(f());
});

// ---- sound: the board's key blips, quietly --------------------------------------------------
let audio = null;
function unlockAudio() {
  if (audio === null && clockParam === null && window.AudioContext) {
    try {
      audio = new AudioContext();
    } catch (e) {
      audio = false;
    }
  }
}
let muted = localStorage.getItem("handheld-cards.mute") === "1";
function setMute(on) {
  muted = on;
  localStorage.setItem("handheld-cards.mute", on ? "1" : "0");
  const b = $("mute");
  b.textContent = on ? "Muted" : "Sound";
  b.setAttribute("aria-pressed", on ? "true" : "false");
  b.title = on ? "sound off: tap for sound (M)" : "sound on: tap to mute (M)";
}
setMute(muted);
$("mute").addEventListener("click", () => setMute(!muted));
// a tune (a trick won, a hand's end, the winner) arrives as beeps in a row: each starts when
// the one before has ended, as on the board, whose beep waits for its note
let audioNext = 0;
function beep(freq, ms) {
  if (!audio || muted) return;
  const o = audio.createOscillator(), g = audio.createGain();
  o.frequency.value = freq;
  g.gain.value = 0.03;
  o.connect(g).connect(audio.destination);
  const t = Math.max(audio.currentTime, audioNext);
  const d = Math.max(ms, 15) / 1000;
  o.start(t);
  o.stop(t + d);
  audioNext = t + d + 0.005;
}

// ---- records: export and import -----------------------------------------------------------------
function exportRecord() {
  return new Promise((resolve) => {
    pendingExport = (m) => {
      pendingExport = null;
      resolve(m);
    };
    worker.postMessage({ type: "export" });
  });
}
function importRecord(data) {
  // data: the file's bytes; the worker decodes them by the record's one rule (RECORD_FORMAT.md)
  return new Promise((resolve) => {
    pendingImport = (m) => {
      pendingImport = null;
      resolve(m);
    };
    worker.postMessage({ type: "import", data });
  });
}
function checkRecord(data) {
  // data: the file's bytes, as importRecord's
  return new Promise((resolve) => {
    pendingCheck = (m) => {
      pendingCheck = null;
      resolve(m);
    };
    worker.postMessage({ type: "check", data });
  });
}

// "ValueError: this file is not a game record" -> "This file is not a game record."
function playerWords(error) {
  let s = String(error || "").replace(/^[A-Za-z]*Error: /, "");
  if (!s) s = "this file could not be read";
  s = s[0].toUpperCase() + s.slice(1);
  return /[.!?]$/.test(s) ? s : s + ".";
}

function described(i) {
  const cpu = i.computers.length ? `, ${i.computers.length} computer${i.computers.length > 1 ? "s" : ""} (${i.computers.join(", ")})` : "";
  return `${i.title}, ${i.players} players${cpu}, ${i.moves} move${i.moves === 1 ? "" : "s"}${i.over ? ", finished" : ""}`;
}

$("export").addEventListener("click", async () => {
  const m = await exportRecord();
  if (m.error !== undefined) {
    toast(m.error.includes("no save") ? "No saved game to export yet." : "Cannot export: " + playerWords(m.error));
    return;
  }
  const rec = JSON.parse(m.text);
  const a = document.createElement("a");
  const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, "");
  a.href = URL.createObjectURL(new Blob([m.text + "\n"], { type: "application/json" }));
  a.download = `${rec.game}-${stamp}.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  toast(`Saved ${rec.game.replace(/_/g, " ")} record (${rec.actions.length} moves).`);
});

// Import: the file is read and checked first (nothing asked, nothing replaced); a record is
// described in the question; what is wrong with anything else is said in a player's words.
async function importFile(file) {
  if (hc.stale) {
    toast("Not loaded: another tab has changed the saved game. Load the newer game first.");
    return;
  }
  if (file.size > MAX_FILE) {
    toast(`Not loaded: ${file.name} is ${Math.round(file.size / 1024)} KB, far larger than any game record (a few KB).`);
    return;
  }
  const data = new Uint8Array(await file.arrayBuffer()); // the worker decodes it (RECORD_FORMAT.md)
  const c = await checkRecord(data);
  if (!c.ok) {
    toast("Not loaded: " + playerWords(c.error));
    return;
  }
  const what = described(c.info);
  // one saved game a title (firmware/save.py slot): only a saved game of the record's title is replaced
  if (flash[`${c.info.game}-game.json`] && !ask(`Load ${what} from ${file.name}? It replaces the ${c.info.title} game saved in this browser.`)) return;
  const m = await importRecord(data);
  toast(m.ok ? `Game loaded: ${what}.` : "Not loaded: " + playerWords(m.error));
}
$("import").addEventListener("change", async (e) => {
  const file = e.target.files[0];
  e.target.value = "";
  if (file) await importFile(file);
});

$("import-label").addEventListener("keydown", (e) => {
  if (e.key === "Enter" || e.key === " ") {
    e.preventDefault();
    $("import").click();
  }
});

// ---- help and rules: under the bar, never over the screen ---------------------------------------
const helpBox = $("help");
const helpBtn = $("help-btn");
function setHelp(open) {
  helpBox.hidden = !open;
  document.body.classList.toggle("help-open", open);
  helpBtn.setAttribute("aria-expanded", open ? "true" : "false");
  fit();
  // beside the console where the window is wide (app.css), else under the bar: scrolled to
  if (open && getComputedStyle(helpBox).position !== "fixed") helpBox.scrollIntoView({ block: "nearest" });
  if (!open) helpBtn.blur();
}
helpBtn.addEventListener("click", () => setHelp(helpBox.hidden));
function showRules(rules) {
  const box = $("rules");
  box.textContent = "";
  for (const g of rules) {
    const d = document.createElement("details");
    const sum = document.createElement("summary");
    sum.textContent = g.title;
    d.append(sum);
    for (const para of g.pages) {
      const p = document.createElement("p");
      p.textContent = para;
      d.append(p);
    }
    box.append(d);
  }
}
// the first visit: one line under the bar says how to play and where the rules are
const hint = $("hint");
if (!localStorage.getItem("handheld-cards.seen")) hint.hidden = false;
function closeHint() {
  hint.hidden = true;
  localStorage.setItem("handheld-cards.seen", "1");
  fit();
}
$("hint-close").addEventListener("click", closeHint);
$("hint-help").addEventListener("click", () => {
  closeHint();
  setHelp(true);
});

// ---- fullscreen, screenshot ----------------------------------------------------------------------
function toggleFullscreen() {
  if (document.fullscreenElement) document.exitFullscreen().catch(() => {});
  else if (document.documentElement.requestFullscreen) document.documentElement.requestFullscreen().catch(() => {});
}
$("full").addEventListener("click", toggleFullscreen);
if (!document.documentElement.requestFullscreen) $("full").hidden = true; // iPhone Safari has none
document.addEventListener("fullscreenchange", fit);

function screenshot() {
  // the glass at 4 board pixels per pixel, sharp, as a PNG download
  const k = 4, c = document.createElement("canvas");
  c.width = canvas.width * k;
  c.height = canvas.height * k;
  const g = c.getContext("2d");
  g.imageSmoothingEnabled = false;
  g.drawImage(canvas, 0, 0, c.width, c.height);
  const a = document.createElement("a");
  a.href = c.toDataURL("image/png");
  a.download = `pocket-cards-${new Date().toISOString().slice(0, 19).replace(/[-:T]/g, "")}.png`;
  document.body.append(a);
  a.click();
  a.remove();
}
$("shot").addEventListener("click", screenshot);

// ---- a shared game: the record in the link (#game=base64url of its JSON) -------------------------
function b64url(text) {
  const bytes = new TextEncoder().encode(text);
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
function unb64url(s) {
  const bin = atob(s.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
}
hc.shareLink = async () => {
  const m = await exportRecord();
  if (m.error !== undefined) return null;
  return `${location.origin}${location.pathname}#game=${b64url(m.text)}`;
};
$("share").addEventListener("click", async () => {
  const link = await hc.shareLink();
  if (link === null) {
    toast("No saved game to share yet.");
    return;
  }
  try {
    await navigator.clipboard.writeText(link);
    toast("Link copied: it opens this game, as far as it has got, on any browser.");
  } catch (e) {
    prompt("Copy this link: it opens this game.", link);
  }
});
async function openSharedGame() {
  const h = location.hash;
  if (!h.startsWith("#game=")) return;
  history.replaceState(null, "", location.pathname + location.search); // a reload does not ask again
  let text;
  try {
    text = unb64url(h.slice(6));
  } catch (e) {
    toast("Not loaded: the link's game is damaged (cut short when it was copied?).");
    return;
  }
  await importFile(new File([text], "the link"));
}

// ---- a gamepad: the d-pad, A = OK, B = BACK (standard mapping) -----------------------------------
const PAD = { 0: () => OPS.OK, 1: () => OPS.BACK, 12: () => KEYS.ArrowUp(), 13: () => KEYS.ArrowDown(),
  14: () => OPS.PREV, 15: () => OPS.NEXT };
let padDown = {};
let padLoop = false;
function pollPads() {
  const pads = navigator.getGamepads ? navigator.getGamepads() : [];
  let any = false;
  const now = {};
  for (const gp of pads) {
    if (!gp) continue;
    any = true;
    for (const b in PAD) {
      const k = gp.index + ":" + b;
      now[k] = !!(gp.buttons[b] && gp.buttons[b].pressed);
      if (now[k] && !padDown[k]) press(PAD[b]());
    }
  }
  padDown = now;
  padLoop = any;
  if (any) requestAnimationFrame(pollPads);
}
window.addEventListener("gamepadconnected", () => {
  if (!padLoop) {
    padLoop = true;
    requestAnimationFrame(pollPads);
  }
});

let toastTimer = null;
function toast(text) {
  const t = $("toast");
  t.textContent = text;
  t.classList.add("show");
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => t.classList.remove("show"), 3500);
}

// ---- offline ----------------------------------------------------------------------------------
if ("serviceWorker" in navigator && location.protocol.startsWith("http")) {
  navigator.serviceWorker.register("sw.js").catch(() => {});
}
