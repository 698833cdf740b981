// The page: the glass (a canvas, scaled by whole numbers so every board pixel stays sharp), the
// buttons and keys, the board profile choice, the saves kept in localStorage, record export and
// import.  Everything the console does happens in worker.js (the board's MicroPython app).
//
// URL options: ?profile=NAME (a board profile), ?clock=N (a virtual clock starting at N ms, as
// the desktop simulator's scripted runs: the same keys give the same game, for tests and demos).
const OPS = { PREV: 1, NEXT: 2, OK: 3, BACK: 4, UP: 5, DOWN: 6 };
const STORE = "handheld-cards.flash"; // {filename: base64} of the board's /flash/
const STORE_PROFILE = "handheld-cards.profile";

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
  press, exportRecord, importRecord,
});

let flash = {};
try {
  flash = JSON.parse(localStorage.getItem(STORE) || "{}") || {};
} catch (e) {
  flash = {}; // unreadable storage: start clean (the app then finds no save)
}

// ---- the worker -------------------------------------------------------------------------------
const worker = new Worker(new URL("worker.js", import.meta.url), { type: "module" });
let pendingExport = null;
let pendingImport = null;

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
      break;
    case "state":
      hc.state = m;
      break;
    case "flash":
      flash = m.files;
      try {
        localStorage.setItem(STORE, JSON.stringify(flash));
      } catch (err) {
        toast("This browser would not keep the save (storage full or blocked).");
      }
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
      o.textContent = `${x.width}×${x.height} ${x.mono ? "mono" : "colour"} · ${x.name}`;
      select.append(o);
    }
    select.value = chosen.name;
    setProfile(chosen, false);
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
    const body = getComputedStyle(document.body);
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
function beep(freq, ms) {
  if (!audio) return;
  const o = audio.createOscillator(), g = audio.createGain();
  o.frequency.value = freq;
  g.gain.value = 0.03;
  o.connect(g).connect(audio.destination);
  const t = audio.currentTime;
  o.start(t);
  o.stop(t + Math.max(ms, 15) / 1000);
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

$("export").addEventListener("click", async () => {
  const m = await exportRecord();
  if (m.error !== undefined) {
    toast(m.error.includes("no save") ? "No saved game to export yet." : "Cannot export: " + m.error);
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

$("import").addEventListener("change", async (e) => {
  const file = e.target.files[0];
  e.target.value = "";
  if (!file) return;
  if (flash["game.json"] && !confirm("Replace the saved game with the one in " + file.name + "?")) return;
  const m = await importRecord(new Uint8Array(await file.arrayBuffer()));
  toast(m.ok ? "Game loaded: everyone at the table plays." : "Not loaded: " + m.error);
});

// the help closes when you tap anywhere else
document.addEventListener("pointerdown", (e) => {
  const help = document.querySelector(".help");
  if (help.open && !help.contains(e.target)) help.open = false;
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
