// One emulated Raspberry Pi Pico: Wokwi's RP2040 emulator (npm rp2040js, pinned in package.json;
// core 0 only) with what it needs around it to run our MicroPython firmware (measured in
// ../shared/vendor/README.md), built in here rather than in a fork:
//   (1) UF2 decoding: our own decoder reads each 512-byte block from a fresh copy (uf2 1.0.0's
//       decodeBlock ignores a subarray's byteOffset)
//   (2) USB CDC: a read the device arms is held until the host has bytes (the stock USBCDC
//       answers each with a zero-length packet: an interrupt storm that eats ~2/3 of the CPU)
//   (3) time: with the core asleep (WFI/WFE) the clock jumps to the next alarm; with no alarm
//       pending the run stops (nothing but the host can wake it) and time is jumped to the end
//   (4) serial input is fed into the CDC's 512-byte FIFO as it drains (sendSerialByte drops
//       what does not fit)
//   (5) flash: a W25Q model behind SSI DR0 (06/04 write enable/disable, 05/35 status, 02 page
//       program, 20/52/D8 erase, 03/0B read, 4B unique id, 9F JEDEC id), chip select taken from
//       IO_QSPI's SS output override as the ROM and pico-sdk drive it: littlefs can write.
//       Writes are instant unless opts.flashTiming: then the status register says busy for a
//       W25Q16JV's typical times (page program 0.4 ms, 4 KiB erase 45 ms, 32 KiB 120 ms, 64 KiB
//       150 ms), which the ROM's flash routines wait out (the device figures).  Either way the
//       model counts erases (each 4 KiB sector's too), bytes programmed and the modelled busy
//       time, which the firmware reads at FLASH_STATS (IO_QSPI + 0x100, a block no silicon
//       register uses: tools/rp2040/figures.py's instrumented loop counts each step's flash work)
//   (6) pull-ups are not modelled: every button input is driven high at start
//   (7) a pad reads the level it drives: SIO GPIO_IN holds, for a pin whose output is enabled,
//       its output's level, as the silicon's input path does (rp2040js reads only what the
//       outside drives, so the panel's reset line read low after a soft reset, and the driver
//       set a warm panel up again: 300 ms of every Start in emulation, none on a board)
// plus a boot ROM stand-in (rom/rom.c, built by tools/rp2040/emulator.py): rp2040js ships none;
// and the IO_QSPI registers and core 1's side of the inter-core FIFO, which it leaves out.
// The display: the bytes of an SPI peripheral with the DC pin's level per byte, decoded as an
// ST7789 would (CASET 2A / RASET 2B / RAMWR 2C, RGB565 big-endian); or an SSD1306 on I2C. Either
// bus's bytes take their time on the wire at the clock the firmware programmed.
// Several chips can live in one process: nothing here is global.
import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { BasePeripheral, RP2040, USBCDC, ConsoleLogger, LogLevel, GPIOPinState } from 'rp2040js';

const FLASH_BASE = 0x10000000;
const UF2_MAGIC0 = 0x0a324655;
const UF2_MAGIC1 = 0x9e5d5157;
const UF2_MAGIC_END = 0x0ab16f30;
const SSI_SR = 0x28;
const SSI_DR0 = 0x60;
const CYCLE_NS = 8; // 125 MHz
const WARP_AFTER_NS = 30e6;
// a frame is over once the display has had no byte for this long (one show() streams its bands
// back to back, yet with a 2 ms gap some 240x135 frames came out as two snapshots: the app
// pauses inside a show() now and then): the panel is then snapshotted (its CRC-32) for
// frame-by-frame comparisons
const SNAP_GAP_NS = 25e6;
const POLL_WINDOW_NS = 5e6;
const SIO_GPIO_IN = 0x004;
const SIO_FIFO_ST = 0x050;
const SIO_FIFO_WR = 0x054;
const SIO_FIFO_RD = 0x058;
const PSM_PROC1 = 1 << 16;

// (1) a UF2 file into the flash array
export function loadUF2(flash, data) {
  let n = 0;
  for (let off = 0; off + 512 <= data.length; off += 512) {
    const block = new Uint8Array(512);
    block.set(data.subarray(off, off + 512)); // a fresh copy: its own buffer, offset 0
    const v = new DataView(block.buffer);
    if (v.getUint32(0, true) !== UF2_MAGIC0 || v.getUint32(4, true) !== UF2_MAGIC1 ||
        v.getUint32(508, true) !== UF2_MAGIC_END) {
      throw new Error(`UF2 block ${off / 512}: bad magic`);
    }
    const flags = v.getUint32(8, true);
    if (flags & 1) continue; // not for the main flash
    const addr = v.getUint32(12, true);
    const size = v.getUint32(16, true);
    flash.set(block.subarray(32, 32 + size), addr - FLASH_BASE);
    n++;
  }
  return n;
}

// (5) the W25Q flash chip behind the SSI
// typical times of the W25Q16JV datasheet's AC characteristics (its maxima: page program 3 ms,
// 4 KiB erase 400 ms, 32 KiB 1.6 s, 64 KiB 2 s)
const W25Q_BUSY_NS = { 0x02: 0.4e6, 0x20: 45e6, 0x52: 120e6, 0xd8: 150e6 };
// the counters' window in IO_QSPI (offsets): erases, bytes programmed, busy time in us (uint32 each)
export const FLASH_STATS = 0x100;

class W25Q {
  // clock: the chip's (its nanos), or null: every write done at once
  constructor(flash, clock = null) {
    this.flash = flash;
    this.clock = clock;
    this.busyUntil = 0;
    this.cs = false; // selected
    this.buf = [];
    this.rx = [];
    this.wel = false;
    this.writes = 0; // bytes programmed (a test reads it)
    this.erases = 0;
    this.sectorErases = new Uint32Array(flash.length >> 12); // each 4 KiB sector's erases
    this.busyNs = 0; // the modelled busy time of every write (counted with or without a clock)
  }
  select(on) {
    if (on === this.cs) return;
    if (!on) this.finish();
    this.cs = on;
    this.buf = [];
  }
  busy() { return this.clock !== null && this.clock.nanos < this.busyUntil; }
  finish() {
    const b = this.buf;
    if (!b.length) return;
    if (this.wel && W25Q_BUSY_NS[b[0]]) {
      this.busyNs += W25Q_BUSY_NS[b[0]];
      if (this.clock) this.busyUntil = this.clock.nanos + W25Q_BUSY_NS[b[0]];
    }
    const addr = (b[1] << 16) | (b[2] << 8) | b[3];
    switch (b[0]) {
      case 0x02: // page program: bits only go 1 -> 0, the address wraps in its 256-byte page
        if (this.wel && b.length > 4) {
          for (let i = 4; i < b.length; i++) {
            const a = (addr & ~0xff) | ((addr + i - 4) & 0xff);
            this.flash[a] &= b[i];
          }
          this.writes += b.length - 4;
        }
        this.wel = false;
        break;
      case 0x20: case 0x52: case 0xd8: { // 4K / 32K / 64K erase
        if (this.wel) {
          const size = b[0] === 0x20 ? 4096 : b[0] === 0x52 ? 32768 : 65536;
          const base = addr & ~(size - 1);
          this.flash.fill(0xff, base, base + size);
          this.erases++;
          for (let a = base; a < base + size; a += 4096) this.sectorErases[(a >> 12) % this.sectorErases.length]++;
        }
        this.wel = false;
        break;
      }
    }
  }
  // one byte out on the wire, the byte that comes back
  transfer(v) {
    const b = this.buf;
    b.push(v & 0xff);
    const i = b.length - 1;
    switch (b[0]) {
      case 0x06: this.wel = true; return 0;
      case 0x04: this.wel = false; return 0;
      case 0x05: return i >= 1 ? (this.wel ? 2 : 0) | (this.busy() ? 1 : 0) : 0; // WEL, BUSY
      case 0x35: return i >= 1 ? 0x02 : 0; // QE set
      case 0x9f: return i >= 1 ? [0xef, 0x40, 0x15][(i - 1) % 3] : 0; // W25Q16 (2 MiB)
      case 0x4b: return i >= 5 ? 0xe6 ^ (i - 5) : 0; // 4 dummy bytes, then the 64-bit id
      case 0x03: {
        if (i < 4) return 0;
        const addr = ((b[1] << 16) | (b[2] << 8) | b[3]) + i - 4;
        return this.flash[addr & (this.flash.length - 1)];
      }
      case 0x0b: {
        if (i < 5) return 0;
        const addr = ((b[1] << 16) | (b[2] << 8) | b[3]) + i - 5;
        return this.flash[addr & (this.flash.length - 1)];
      }
    }
    return 0;
  }
}

// The ST7789 as the panel sees it: a 240x320 RAM written through the window commands
export class ST7789 {
  constructor() {
    this.ram = new Uint16Array(320 * 320);
    this.cmd = -1;
    this.args = [];
    this.xs = 0; this.xe = 0; this.ys = 0; this.ye = 0;
    this.x = 0; this.y = 0;
    this.hi = -1;
    this.pixels = 0; // pixels written (all time)
    this.commands = [];
    this.wakes = 0; // SLPOUT (11) commands: the driver's set-ups of a cold panel (all time)
  }
  byte(v, dc) {
    if (!dc) {
      this.cmd = v;
      this.args = [];
      this.hi = -1;
      if (v === 0x2c) { this.x = this.xs; this.y = this.ys; }
      if (v === 0x11) this.wakes++;
      if (this.commands.length < 64) this.commands.push(v);
      return;
    }
    if (this.cmd === 0x2c) {
      if (this.hi < 0) { this.hi = v; return; }
      if (this.x < 320 && this.y < 320) this.ram[this.y * 320 + this.x] = (this.hi << 8) | v;
      this.hi = -1;
      this.pixels++;
      if (++this.x > this.xe) { this.x = this.xs; if (++this.y > this.ye) this.y = this.ys; }
      return;
    }
    this.args.push(v);
    if (this.args.length === 4) {
      const a = this.args;
      if (this.cmd === 0x2a) { this.xs = (a[0] << 8) | a[1]; this.xe = (a[2] << 8) | a[3]; }
      if (this.cmd === 0x2b) { this.ys = (a[0] << 8) | a[1]; this.ye = (a[2] << 8) | a[3]; }
    }
  }
  // the panel's w x h pixels at (xoff, yoff) of the RAM, RGB565 big-endian
  view(xoff, yoff, w, h) {
    const out = Buffer.alloc(w * h * 2);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const p = this.ram[(y + yoff) * 320 + x + xoff];
        out[(y * w + x) * 2] = p >> 8;
        out[(y * w + x) * 2 + 1] = p & 255;
      }
    }
    return out;
  }
}

// The SSD1306 on I2C: 128x64, horizontal addressing (what micropython-lib's driver sets up)
export class SSD1306 {
  constructor(addr = 0x3c) {
    this.addr = addr;
    this.gram = new Uint8Array(1024);
    this.col = 0; this.page = 0; this.c0 = 0; this.c1 = 127; this.p0 = 0; this.p1 = 7;
    this.ctrl = -1; this.pending = []; this.bytes = 0;
  }
  start() { this.ctrl = -1; }
  write(v) {
    this.bytes++;
    if (this.ctrl < 0) { this.ctrl = v; return; }
    if (this.ctrl & 0x40) { // data
      this.gram[this.page * 128 + this.col] = v;
      if (++this.col > this.c1) { this.col = this.c0; if (++this.page > this.p1) this.page = this.p0; }
      return;
    }
    this.pending.push(v); // commands
    const c = this.pending[0];
    if (c === 0x21 && this.pending.length === 3) { this.c0 = this.col = this.pending[1]; this.c1 = this.pending[2]; this.pending = []; }
    else if (c === 0x22 && this.pending.length === 3) { this.p0 = this.page = this.pending[1]; this.p1 = this.pending[2]; this.pending = []; }
    else if ([0x20, 0x81, 0xa8, 0xd3, 0xd5, 0xd9, 0xda, 0xdb, 0x8d].includes(c)) { if (this.pending.length === 2) this.pending = []; }
    else if (c !== 0x21 && c !== 0x22) this.pending = [];
  }
  view() { return Buffer.from(this.gram); }
}

export class Pico {
  // opts: {rom, uf2, flash (a dump to start from, or null), buttons: [gpio], display: {...}}
  constructor(opts) {
    const rp = (this.rp = new RP2040());
    rp.logger = new ConsoleLogger(LogLevel.Error, true);
    const rom = readFileSync(opts.rom);
    rp.bootrom = new Uint32Array(16384); // 64 KiB: the stand-in's 16-bit table pointers reach it
    rp.bootrom.set(new Uint32Array(rom.buffer, rom.byteOffset, rom.length >> 2));
    rp.reset(); // (fills the flash with 0xff)
    if (opts.flash) rp.flash.set(readFileSync(opts.flash));
    if (opts.uf2) loadUF2(rp.flash, readFileSync(opts.uf2));
    rp.core.PC = 0; // reset() read the vectors of an empty ROM: take them from ours
    rp.core.reset();
    this.serialOut = [];
    this.serialIn = [];
    this.spiBytes = 0;
    this.lastDisplayNs = 0;
    this.displayBytes = 0;
    this.flashModel = new W25Q(rp.flash, opts.flashTiming ? rp.clock : null);
    this.setupFlash();
    this.setupUSB();
    // the app's button polls (SIO GPIO_IN reads) and its loop's sleeps between turns (the core
    // waiting: board.idle, machine.idle's WFE; the tap latch's loop reads no pin), for run()'s warp
    this.lastPollNs = -1e18;
    this.sleptNs = 0; // emulated time the core spent waiting for an event (WFE/WFI: state's slept_us)
    const sio = rp.sio;
    const sioRead = sio.readUint32.bind(sio);
    // core 1 is not emulated: its inter-core FIFO (unimplemented in rp2040js) answers as core 1's
    // boot ROM does, a 0 pushed each time core 1 comes out of reset (PSM FRCE_OFF's PROC1 bit
    // cleared: multicore_reset_core1() on a soft reset waits for it)
    const fifo = [];
    sio.readUint32 = (off) => {
      if (off === SIO_GPIO_IN) {
        this.lastPollNs = rp.clock.nanos;
        // (7) the driven pads read their own level
        let v = sioRead(off);
        for (let i = 0; i < rp.gpio.length; i++) {
          const pin = rp.gpio[i];
          if (pin.outputEnable) v = pin.outputValue ? (v | (1 << i)) : (v & ~(1 << i));
        }
        return v >>> 0;
      }
      if (off === SIO_FIFO_ST) return (fifo.length ? 1 : 0) | 2; // VLD, RDY
      if (off === SIO_FIFO_RD) return fifo.length ? fifo.shift() : 0;
      return sioRead(off);
    };
    const sioWrite = sio.writeUint32.bind(sio);
    sio.writeUint32 = (off, v) => { if (off !== SIO_FIFO_WR) sioWrite(off, v); };
    const psm = rp.peripherals[0x40010];
    const psmWrite = psm.writeUint32.bind(psm);
    psm.writeUint32 = (off, v) => {
      const wasOff = psm.frceOff & PSM_PROC1;
      psmWrite(off, v);
      if (off === 0x04 && wasOff && !(psm.frceOff & PSM_PROC1)) fifo.push(0);
    };
    // (6) pull-ups: every button input high
    this.buttons = opts.buttons || [];
    for (const g of this.buttons) rp.gpio[g].setInputValue(true);
    this.display = null;
    this.snaps = []; // [t_us, crc32 of view()] per frame on the wire
    this.snapBytes = 0;
    const d = opts.display;
    if (d && d.kind === 'st7789') this.setupST7789(d);
    if (d && d.kind === 'ssd1306') this.setupSSD1306(d);
  }

  get nanos() { return this.rp.clock.nanos; }

  setupFlash() {
    const rp = this.rp;
    const model = this.flashModel;
    const ssi = rp.peripherals[0x18000];
    const read = ssi.readUint32.bind(ssi);
    const write = ssi.writeUint32.bind(ssi);
    ssi.readUint32 = (off) => {
      if (off === SSI_DR0) {
        const v = model.rx.length ? model.rx.shift() : 0;
        // with the chip select left to the SSI (boot2 re-entering XIP after a flash write), a
        // transaction ends when its last byte has been read back
        if (!model.rx.length && !model.cs) { model.finish(); model.buf = []; }
        return v;
      }
      if (off === SSI_SR) return 0x0e; // TFE | RFNE | TFNF, never busy
      return read(off);
    };
    ssi.writeUint32 = (off, v) => {
      if (off === SSI_DR0) { model.rx.push(model.transfer(v)); return; }
      write(off, v);
    };
    // chip select: IO_QSPI (unimplemented in rp2040js) gets a register file; SS is its pin 1
    // (GPIO_QSPI_SS_CTRL at 0x0c), output override low = selected, anything else not
    class IOQSPI extends BasePeripheral {
      constructor() { super(rp, 'IO_QSPI'); this.regs = new Uint32Array(16); }
      readUint32(off) {
        if (off === FLASH_STATS) return model.erases >>> 0;
        if (off === FLASH_STATS + 4) return model.writes >>> 0;
        if (off === FLASH_STATS + 8) return Math.round(model.busyNs / 1000) >>> 0;
        return off < 0x30 ? this.regs[off >> 2] : 0;
      }
      writeUint32(off, v) {
        if (off >= 0x30) return;
        this.regs[off >> 2] = v;
        if (off === 0x0c) {
          const on = ((v >> 8) & 3) === 2;
          if (!on) model.rx = [];
          model.select(on);
        }
      }
    }
    rp.peripherals[0x40018] = new IOQSPI();
  }

  setupUSB() {
    const cdc = (this.cdc = new USBCDC(this.rp.usbCtrl));
    const usb = this.rp.usbCtrl;
    this.pendingRead = null;
    cdc.onSerialData = (buf) => { for (const b of buf) this.serialOut.push(b); };
    // (2) hold the device's OUT read until there are bytes for it
    usb.onEndpointRead = (endpoint, size) => {
      if (endpoint !== cdc.outEndpoint) return;
      this.pendingRead = { endpoint, size };
      this.feedSerial();
    };
  }

  // (4) feed the host's bytes as the device reads them
  feedSerial() {
    const r = this.pendingRead;
    if (!r || !this.serialIn.length) return;
    this.pendingRead = null;
    const n = Math.min(r.size, this.serialIn.length);
    this.rp.usbCtrl.endpointReadDone(r.endpoint, Uint8Array.from(this.serialIn.splice(0, n)));
  }

  writeSerial(bytes) {
    for (const b of bytes) this.serialIn.push(b);
    this.feedSerial();
  }

  takeSerial() {
    const s = Buffer.from(this.serialOut).toString('latin1');
    this.serialOut = [];
    return s;
  }

  setupST7789(d) {
    const rp = this.rp;
    const spi = rp.spi[d.spi];
    const dc = rp.gpio[d.dc];
    const cs = rp.gpio[d.cs];
    const panel = (this.display = new ST7789());
    this.view = () => panel.view(d.xoff, d.yoff, d.w, d.h);
    this.busHz = () => spi.clockFrequency; // clk_peri / (CPSDVSR * (1 + SCR)): what the firmware set
    spi.onTransmit = (v) => {
      if (cs.outputValue === false || cs.value === GPIOPinState.Low) {
        panel.byte(v, dc.outputValue);
        this.displayBytes++;
        this.lastDisplayNs = rp.clock.nanos;
      }
      this.spiBytes++;
      // the byte takes its time on the wire at the SPI clock the firmware set
      const hz = spi.clockFrequency || 1e6;
      const ns = Math.max(1, Math.round((8 * 1e9) / hz));
      if (!this.spiAlarm) this.spiAlarm = rp.clock.createAlarm(() => spi.completeTransmit(0));
      this.spiAlarm.schedule(ns);
    };
  }

  setupSSD1306(d) {
    const rp = this.rp;
    const i2c = rp.i2c[d.i2c];
    const oled = (this.display = new SSD1306(d.addr));
    this.view = () => oled.view();
    // the bus takes its time, as the SPI's bytes do: the address and each byte are 9 SCL periods
    // (8 bits and the acknowledge) at the clock the firmware set (clk_sys / (FS_SCL_HCNT +
    // FS_SCL_LCNT): 400 kHz, 22.5 us a byte), a start condition one period; a byte counts on
    // the wire when its acknowledge is in
    const period = () => ((i2c.fsClockHighPeriod + i2c.fsClockLowPeriod) || 313) * 1e9 / rp.clkSys;
    let ack = false;
    const started = rp.clock.createAlarm(() => i2c.completeStart());
    const connected = rp.clock.createAlarm(() => i2c.completeConnect(ack));
    const written = rp.clock.createAlarm(() => {
      this.displayBytes++;
      this.lastDisplayNs = rp.clock.nanos;
      i2c.completeWrite(true);
    });
    i2c.onStart = () => { oled.start(); started.schedule(Math.round(period())); };
    i2c.onConnect = (addr, mode) => { ack = addr === oled.addr; connected.schedule(Math.round(9 * period())); };
    i2c.onWriteByte = (v) => {
      oled.write(v);
      written.schedule(Math.round(9 * period()));
    };
    i2c.onReadByte = () => { i2c.completeRead(0xff); };
    i2c.onStop = () => { i2c.completeStop(); };
  }

  // (3) run for ns of emulated time; returns the nanoseconds run.  warp > 1 (only asked for
  // while waiting for a settled screen, never for figures): while the app only polls its buttons
  // or sleeps between its loop's turns (a GPIO_IN read or the core waiting within POLL_WINDOW_NS:
  // a search or a frame never sleeps) and the display has been quiet for WARP_AFTER_NS,
  // each instruction counts warp times its cycles -- the app's busy main loop then waits out its
  // timers (a computer's 700 ms pace) at a fraction of the host's time, while work that does
  // not poll (a computer thinking, a game loading, a frame being drawn) runs at the chip's pace
  run(ns, until = null, warp = 1) {
    const rp = this.rp;
    const clock = rp.clock;
    const core = rp.core;
    const end = clock.nanos + ns;
    let k = 0;
    while (clock.nanos < end) {
      if (core.waiting) {
        const next = clock.nanosToNextAlarm;
        const t = clock.nanos;
        // the alarm's interrupt wakes the core; without one only the host can
        clock.tick(next > 0 ? Math.min(next, end - t) : end - t);
        this.sleptNs += clock.nanos - t;
        this.lastPollNs = clock.nanos; // the app's loop waits for its next turn (board.idle)
        if (next <= 0) break;
      } else {
        const k = warp > 1 && clock.nanos - this.lastDisplayNs > WARP_AFTER_NS &&
          clock.nanos - this.lastPollNs < POLL_WINDOW_NS ? warp : 1;
        clock.tick(core.executeInstruction() * CYCLE_NS * k);
      }
      if (this.displayBytes !== this.snapBytes && clock.nanos - this.lastDisplayNs > SNAP_GAP_NS) {
        this.snapBytes = this.displayBytes;
        this.snaps.push([this.lastDisplayNs / 1000, crc32(this.view())]);
      }
      if (until && (++k & 1023) === 0 && until()) break;
    }
    return clock.nanos;
  }

  press(gpio, down) { this.rp.gpio[gpio].setInputValue(!down); }

  // each GPIO's function select (IO_BANK0 GPIOn_CTRL FUNCSEL: 1 SPI, 3 I2C, 5 SIO, 31 none)
  funcsel() { return this.rp.gpio.map((g) => g.ctrl & 0x1f); }

  flashImage() { return this.rp.flash; }
}
