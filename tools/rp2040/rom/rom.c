/* A stand-in for the RP2040's boot ROM, for the emulator only (tools/rp2040/harness/).

   The emulator (the npm package rp2040js) needs a boot ROM image and ships none; Raspberry Pi's is
   not part of any package we install.  This is ours: written from the ROM's documented interface
   (RP2040 datasheet 2.8, pico-sdk's pico/bootrom.h and sf_table.h), holding exactly what a pico-sdk
   firmware looks up in it:
     - reset: run the firmware's vector table at 0x10000100 (boot2, which only tunes the QSPI
       interface for fast XIP, is skipped: the emulator reads flash directly)
     - functions: popcount32/reverse32/clz32/ctz32, memset/memset4/memcpy/memcpy44, and the flash
       functions, which drive the SSI and the QSPI chip select as the real ROM does, so that the
       harness's W25Q flash model behind SSI DR0 erases and programs the flash
     - data: the soft float ('SF') and double ('SD') tables, here from libgcc and newlib's libm
       (IEEE correctly rounded like the ROM's for + - * / sqrt and conversions; trig/exp/log may
       differ from the ROM in the last bit).
   Built by tools/rp2040/emulator.py with arm-none-eabi-gcc into build/rp2040/rom.bin. */
#include <math.h>
#include <stdint.h>

typedef uint32_t u32;
typedef int32_t i32;
typedef uint64_t u64;
typedef int64_t i64;

extern void rom_trap(void);
extern void rom_dsincos(void);

/* ---- reset ---- */
__attribute__((noreturn, naked)) void rom_reset(void) {
    __asm volatile(
        "ldr r0, =0x10000100\n"
        "ldr r1, =0xe000ed08\n"
        "str r0, [r1]\n"        /* VTOR */
        "ldr r1, [r0, #0]\n"
        "msr msp, r1\n"
        "ldr r1, [r0, #4]\n"
        "bx r1\n");
}

/* ---- errno for libm: a word of the ROM image (writable in the emulator) ---- */
static int rom_errno;
int *__errno(void) { return &rom_errno; }

/* ---- bit and memory functions ---- */
u32 rom_popcount32(u32 v) { u32 n = 0; while (v) { n += v & 1; v >>= 1; } return n; }
u32 rom_reverse32(u32 v) { u32 r = 0; for (int i = 0; i < 32; i++) { r = (r << 1) | (v & 1); v >>= 1; } return r; }
u32 rom_clz32(u32 v) { u32 n = 0; if (!v) return 32; while (!(v & 0x80000000u)) { v <<= 1; n++; } return n; }
u32 rom_ctz32(u32 v) { u32 n = 0; if (!v) return 32; while (!(v & 1)) { v >>= 1; n++; } return n; }

void *rom_memset(void *p, int c, u32 n) {
    volatile uint8_t *d = p;
    while (n--) *d++ = (uint8_t)c;
    return p;
}
void *rom_memcpy(void *dst, const void *src, u32 n) {
    volatile uint8_t *d = dst;
    const uint8_t *s = src;
    while (n--) *d++ = *s++;
    return dst;
}

/* ---- flash: the W25Q command set through the SSI, chip select forced through IO_QSPI ---- */
#define SSI_DR0 (*(volatile u32 *)0x18000060)
#define QSPI_SS_CTRL (*(volatile u32 *)0x4001800c)

static void cs(int level) {
    u32 v = QSPI_SS_CTRL;
    QSPI_SS_CTRL = (v & ~(3u << 8)) | ((level ? 3u : 2u) << 8);
}
static uint8_t xfer(uint8_t b) {
    SSI_DR0 = b;
    return (uint8_t)SSI_DR0;
}
static void cmd_addr(uint8_t c, u32 addr) {
    xfer(c);
    xfer((uint8_t)(addr >> 16));
    xfer((uint8_t)(addr >> 8));
    xfer((uint8_t)addr);
}
static void write_enable(void) { cs(0); xfer(0x06); cs(1); }
static void wait_ready(void) {
    uint8_t s;
    do { cs(0); xfer(0x05); s = xfer(0); cs(1); } while (s & 1);
}
void rom_noop(void) {}
void rom_flash_range_erase(u32 addr, u32 count, u32 block_size, uint8_t block_cmd) {
    u32 end = addr + count;
    while (addr < end) {
        write_enable();
        cs(0);
        if (block_size && block_cmd && !(addr & (block_size - 1)) && addr + block_size <= end) {
            cmd_addr(block_cmd, addr);
            addr += block_size;
        } else {
            cmd_addr(0x20, addr);
            addr += 4096;
        }
        cs(1);
        wait_ready();
    }
}
void rom_flash_range_program(u32 addr, const uint8_t *data, u32 count) {
    while (count) {
        u32 n = 256 - (addr & 255);
        if (n > count) n = count;
        write_enable();
        cs(0);
        cmd_addr(0x02, addr);
        for (u32 i = 0; i < n; i++) xfer(data[i]);
        cs(1);
        wait_ready();
        addr += n;
        data += n;
        count -= n;
    }
}
void rom_reset_usb_boot(u32 a, u32 b) { (void)a; (void)b; rom_trap(); }

/* ---- soft float ('SF'), entries as pico/bootrom/sf_table.h numbers them ---- */
static float fadd(float a, float b) { return a + b; }
static float fsub(float a, float b) { return a - b; }
static float fmul(float a, float b) { return a * b; }
static float fdiv(float a, float b) { return a / b; }
static int fcmp(float a, float b) { return a < b ? -1 : a > b ? 1 : 0; }
static float fsqrt(float a) { return sqrtf(a); }
/* the ROM's float-to-integer conversions round towards -infinity and saturate */
static i64 sat_i(double v, double lo, double hi) { if (v != v) return 0; if (v < lo) return (i64)lo; if (v > hi) return (i64)hi; return (i64)v; }
static i32 float2fix(float a, int n) { return (i32)sat_i(floor(ldexp((double)a, n)), -2147483648.0, 2147483647.0); }
static i32 float2int(float a) { return float2fix(a, 0); }
static u32 float2ufix(float a, int n) { double v = floor(ldexp((double)a, n)); if (v != v || v < 0) return 0; if (v > 4294967295.0) return 0xffffffffu; return (u32)v; }
static u32 float2uint(float a) { return float2ufix(a, 0); }
static float int2float(i32 a) { return (float)a; }
static float fix2float(i32 a, int n) { return ldexpf((float)a, -n); }
static float uint2float(u32 a) { return (float)a; }
static float ufix2float(u32 a, int n) { return ldexpf((float)a, -n); }
static float fcos(float a) { return cosf(a); }
static float fsin(float a) { return sinf(a); }
static float ftan(float a) { return tanf(a); }
static u64 fsincos(float a) {
    union { float f; u32 u; } s, c;
    s.f = sinf(a);
    c.f = cosf(a);
    return ((u64)c.u << 32) | s.u;
}
static float fexp(float a) { return expf(a); }
static float fln(float a) { return logf(a); }
static float fatan2(float y, float x) { return atan2f(y, x); }
static float int642float(i64 a) { return (float)a; }
static float fix642float(i64 a, int n) { return ldexpf((float)a, -n); }
static float uint642float(u64 a) { return (float)a; }
static float ufix642float(u64 a, int n) { return ldexpf((float)a, -n); }
static i64 float2fix64(float a, int n) { double v = floor(ldexp((double)a, n)); if (v != v) return 0; if (v < -9223372036854775808.0) return INT64_MIN; if (v >= 9223372036854775808.0) return INT64_MAX; return (i64)v; }
static i64 float2int64(float a) { return float2fix64(a, 0); }
static u64 float2ufix64(float a, int n) { double v = floor(ldexp((double)a, n)); if (v != v || v < 0) return 0; if (v >= 18446744073709551616.0) return UINT64_MAX; return (u64)v; }
static u64 float2uint64(float a) { return float2ufix64(a, 0); }
static double float2double(float a) { return (double)a; }

/* ---- soft double ('SD'), the same layout ---- */
static double dadd(double a, double b) { return a + b; }
static double dsub(double a, double b) { return a - b; }
static double dmul(double a, double b) { return a * b; }
static double ddiv(double a, double b) { return a / b; }
static int dcmp(double a, double b) { return a < b ? -1 : a > b ? 1 : 0; }
static double dsqrt(double a) { return sqrt(a); }
static i32 double2fix(double a, int n) { return (i32)sat_i(floor(ldexp(a, n)), -2147483648.0, 2147483647.0); }
static i32 double2int(double a) { return double2fix(a, 0); }
static u32 double2ufix(double a, int n) { double v = floor(ldexp(a, n)); if (v != v || v < 0) return 0; if (v > 4294967295.0) return 0xffffffffu; return (u32)v; }
static u32 double2uint(double a) { return double2ufix(a, 0); }
static double int2double(i32 a) { return (double)a; }
static double fix2double(i32 a, int n) { return ldexp((double)a, -n); }
static double uint2double(u32 a) { return (double)a; }
static double ufix2double(u32 a, int n) { return ldexp((double)a, -n); }
static double dcos(double a) { return cos(a); }
static double dsin(double a) { return sin(a); }
static double dtan(double a) { return tan(a); }
static double dexp(double a) { return exp(a); }
static double dln(double a) { return log(a); }
static double datan2(double y, double x) { return atan2(y, x); }
static double int642double(i64 a) { return (double)a; }
static double fix642double(i64 a, int n) { return ldexp((double)a, -n); }
static double uint642double(u64 a) { return (double)a; }
static double ufix642double(u64 a, int n) { return ldexp((double)a, -n); }
static i64 double2fix64(double a, int n) { double v = floor(ldexp(a, n)); if (v != v) return 0; if (v < -9223372036854775808.0) return INT64_MIN; if (v >= 9223372036854775808.0) return INT64_MAX; return (i64)v; }
static i64 double2int64(double a) { return double2fix64(a, 0); }
static u64 double2ufix64(double a, int n) { double v = floor(ldexp(a, n)); if (v != v || v < 0) return 0; if (v >= 18446744073709551616.0) return UINT64_MAX; return (u64)v; }
static u64 double2uint64(double a) { return double2ufix64(a, 0); }
static float double2float(double a) { return (float)a; }

#define F(f) ((u32)(void *)(f))
/* a header word before each table: the byte at table - 2 is its number of entries (as the ROM) */
const u32 sf_block[33] = {
    0x00200000u,  /* byte 2: 32 entries */
    F(fadd), F(fsub), F(fmul), F(fdiv), F(rom_trap), F(rom_trap), F(fsqrt), F(float2int),
    F(float2fix), F(float2uint), F(float2ufix), F(int2float), F(fix2float), F(uint2float), F(ufix2float), F(fcos),
    F(fsin), F(ftan), F(fsincos), F(fexp), F(fln), F(fcmp), F(fatan2), F(int642float),
    F(fix642float), F(uint642float), F(ufix642float), F(float2int64), F(float2fix64), F(float2uint64), F(float2ufix64), F(float2double),
};
const u32 sd_block[33] = {
    0x00200000u,  /* byte 2: 32 entries */
    F(dadd), F(dsub), F(dmul), F(ddiv), F(rom_trap), F(rom_trap), F(dsqrt), F(double2int),
    F(double2fix), F(double2uint), F(double2ufix), F(int2double), F(fix2double), F(uint2double), F(ufix2double), F(dcos),
    F(dsin), F(dtan), F(rom_dsincos), F(dexp), F(dln), F(dcmp), F(datan2), F(int642double),
    F(fix642double), F(uint642double), F(ufix642double), F(double2int64), F(double2fix64), F(double2uint64), F(double2ufix64), F(double2float),
};
const char rom_copyright[] = "ROM stand-in of the handheld-cards emulator harness";

/* the (code, pointer) tables are in head.S: 16-bit pointers need the assembler's relocations */

void *rom_table_lookup(const uint16_t *table, u32 code) {
    for (; table[0]; table += 2) {
        if (table[0] == code) return (void *)(u32)table[1];
    }
    return 0;
}
