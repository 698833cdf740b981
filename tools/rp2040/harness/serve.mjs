// The harness's process: any number of emulated Picos (pico.mjs), driven by JSON lines on stdin,
// one JSON answer line each on stdout (tools/rp2040/emulator.py is the Python side).
//   {"op":"new","id":ID,"rom":PATH,"uf2":PATH|null,"flash":PATH|null,"buttons":[gpio],"display":{...},
//    "flashTiming":BOOL}                                 (flash writes take a W25Q's time: pico.mjs (5))
//   {"op":"run","id":ID,"ms":MS}                         run MS of emulated time
//   {"op":"settle","id":ID,"quiet_ms":Q,"max_ms":M,"warp":W}  run until the display has been quiet
//                                                        for Q ms (W: pico.mjs run()), counted from
//                                                        its first byte: a first boot formats the
//                                                        flash and resets the panel (~300 ms) first
//   {"op":"until_serial","id":ID,"text":S,"max_ms":M}    run until the serial output holds S
//   {"op":"key","id":ID,"gpio":G,"down":true|false}      a button's level (pressed = low)
//   {"op":"serial","id":ID,"data":TEXT}                  bytes to the USB CDC (the REPL)
//   {"op":"funcsel","id":ID}                             each GPIO's function select
//   {"op":"view","id":ID}                                the panel's pixels (base64)
//   {"op":"sectors","id":ID,"from":A,"to":B}             each 4 KiB sector's erases since the chip was made,
//                                                        flash offsets A to B (the littlefs: 0xA0000 on)
//   {"op":"dump","id":ID,"path":PATH,"bytes":N}          the flash (its first N bytes) to a file (a power cycle
//                                                        is a new chip started from it)
//   {"op":"drop","id":ID}   {"op":"quit"}
// Every answer carries t_us (the chip's clock), serial (new output), display_bytes, flash_erases,
// flash_writes (bytes programmed), flash_busy_us (the writes' modelled time),
// last_display_us and snaps: [t_us, CRC-32 of the panel] of each frame ended since the last answer.
import { createInterface } from 'node:readline';
import { writeFileSync } from 'node:fs';
import { Pico } from './pico.mjs';

const chips = new Map();

function state(id, p, extra = {}) {
  return {
    ok: true, id, t_us: p.nanos / 1000, serial: p.takeSerial(), display_bytes: p.displayBytes,
    last_display_us: p.lastDisplayNs / 1000, flash_writes: p.flashModel.writes,
    flash_erases: p.flashModel.erases, flash_busy_us: p.flashModel.busyNs / 1000,
    bus_hz: p.busHz ? p.busHz() : null, clk_sys_hz: p.rp.clkSys, clk_peri_hz: p.rp.clkPeri,
    slept_us: p.sleptNs / 1000,
    panel_wakes: p.display && p.display.wakes !== undefined ? p.display.wakes : null,
    snaps: p.snaps.splice(0), ...extra,
  };
}

function handle(m) {
  if (m.op === 'quit') process.exit(0);
  if (m.op === 'new') {
    chips.set(m.id, new Pico(m));
    return state(m.id, chips.get(m.id));
  }
  const p = chips.get(m.id);
  if (!p) throw new Error(`no chip ${m.id}`);
  const t0 = process.cpuUsage();
  let extra = {};
  switch (m.op) {
    case 'run':
      p.run(m.ms * 1e6);
      break;
    case 'settle': {
      const start = p.nanos;
      const q = m.quiet_ms * 1e6;
      const quiet = () => p.displayBytes > 0 && p.nanos - Math.max(p.lastDisplayNs, start) >= q;
      p.run(m.max_ms * 1e6, quiet, m.warp || 1);
      extra.settled = quiet();
      break;
    }
    case 'until_serial': {
      let acc = '';
      p.run(m.max_ms * 1e6, () => {
        const s = p.takeSerial();
        acc += s;
        return acc.includes(m.text);
      });
      acc += p.takeSerial();
      extra.found = acc.includes(m.text);
      p.serialOut = Array.from(Buffer.from(acc, 'latin1'));
      break;
    }
    case 'key':
      p.press(m.gpio, m.down);
      break;
    case 'serial':
      p.writeSerial(Buffer.from(m.data, 'latin1'));
      break;
    case 'funcsel':
      extra.funcsel = p.funcsel();
      break;
    case 'view':
      extra.pixels = p.view().toString('base64');
      break;
    case 'sectors':
      extra.sectors = Array.from(p.flashModel.sectorErases.subarray(m.from >> 12, m.to >> 12));
      break;
    case 'dump':
      writeFileSync(m.path, p.flashImage().subarray(0, m.bytes || p.flashImage().length));
      break;
    case 'drop':
      chips.delete(m.id);
      return { ok: true, id: m.id };
    default:
      throw new Error(`unknown op ${m.op}`);
  }
  const c = process.cpuUsage(t0);
  extra.cpu_s = (c.user + c.system) / 1e6;
  return state(m.id, p, extra);
}

const rl = createInterface({ input: process.stdin });
rl.on('line', (line) => {
  let out;
  try {
    out = handle(JSON.parse(line));
  } catch (e) {
    out = { ok: false, error: String(e && e.stack ? e.stack : e) };
  }
  process.stdout.write(JSON.stringify(out) + '\n');
});
rl.on('close', () => process.exit(0));
