"""The RP2040 boards' Thumb machine code (firmware/font_m0.py, firmware/drivers/rgb565_m0.py) on the
emulated chip, against what it replaces: viper's text loop (firmware/font_gs4.py with the machine
code switched off) and font.py's blits draw the same pixels and end at the same x -- the app's
sizes (1x1, 1x2 tall, 2x2), clipped at the edges (partly above and below the screen too), umlauts,
unknown characters ('€'), texts longer than one call's columns; the panel's block sums find
exactly the 40-pixel blocks that changed (two changes to a block's left pixels too, which FNV over
words alone missed), the conversion gives viper's RGB565, and the whole frame's clear
(rgb565_m0.clear, ST7789.clear) gives framebuf's fill, the byte after the frame untouched.  The
frames the chip sends are checked against the simulator's by test_rp2040.py; this checks the
paths those scripted games may not reach.  One chip: 124 s of wall time on this loaded 2-core
machine (its CPU-seconds not measured)."""
from tools.rp2040 import emulator
from tools.rp2040.figures import _paste, repl

RUN = """import random
from firmware import font
random.seed(7)
T=['Anna: bid blue red','\\xe4\\xf6\\xfc \\xc4\\xd6\\xdc\\xdf x','a'*50,'',' ','ab','x\\x01\\x7f~!',
   'long text '*9,'x\\xe4'*45,'\\u20ac5 a\\u20acb']
def run(M,fb,buf,txt,n,w,h,sc):
    ok=0
    for it in range(n):
        s=T[it%len(T)];x=random.getrandbits(9)%(w+100)-60;y=random.getrandbits(8)%(h+24)-12
        sy=1+random.getrandbits(1)*sc;sx=1+random.getrandbits(1)*(sy-1);c=random.getrandbits(4)
        r=[]
        for f in (M[0],None,0):
            fb.fill(3 if sc else 0);fb.fill_rect(0,y,w,6,1);g=M[0];M[0]=f
            r.append(((font._text if f==0 else txt)(fb,s,x,y,c,not sc,sx,sy),bytes(buf)));M[0]=g
        ok+=r[0]==r[1]==r[2]
    return ok
"""

CODE = RUN + """import framebuf
import firmware.boards.picosystem as m
from firmware import font, font_gs4
from firmware.drivers import rgb565, rgb565_m0
b=m.make_board()
p=b.panel
font.bind(b.fb,240,240)
a=run(font_gs4._M,b.fb,p.buf,font.text,27,240,240,1)
W,H,w4,bw=240,240,30,5
nb=H//4
s1=bytearray(4*nb*6);d=bytearray(nb);prev=bytearray(p.buf)
sums=0
for it in range(8):
    for j in range(1+random.getrandbits(2)):
        b.fb.fill_rect(random.getrandbits(8)%W,random.getrandbits(8)%H,1+random.getrandbits(5),1+random.getrandbits(5),random.getrandbits(4))
    if it==5:
        p.buf[4*w4*4+3]^=0x50;p.buf[4*w4*4+7]^=0xC0
    rgb565_m0.band_sums(p.buf,s1,d,nb,w4*4,w4*H,w4,bw)
    gt=bytearray(nb)
    for k in range(nb):
        for r in range(k*4,k*4+4):
            for c in range(6):
                o1=(r*w4+c*bw)*4
                if p.buf[o1:o1+bw*4]!=prev[o1:o1+bw*4]:gt[k]|=1<<c
    prev[:]=p.buf
    sums+=it==0 or gt==d
x1=bytearray(1920);x2=bytearray(1920);conv=0
for a1 in ((30,0,4),(20,5,4),(30,1200,4),(7,3,3),(1,29,2)):
    rgb565.to_rgb565(p.buf,x1,p._lut,a1[0],a1[1],a1[2],30);rgb565_m0.to_rgb565(p.buf,x2,p._lut,a1[0],a1[1],a1[2],30)
    conv+=x1==x2
cl=0
for W2,H2 in ((240,240),(240,135),(8,3),(8,9)):
    n=W2*H2//2;u=bytearray(n+1);v=bytearray(n+1)
    for c in (0,5,15):
        for i in range(0,n+1,7):
            u[i]=v[i]=random.getrandbits(8)
        framebuf.FrameBuffer(v,W2,H2,framebuf.GS4_HMSB).fill(c);rgb565_m0.clear(u,n,(c|c<<4)*0x01010101)
        cl+=u==v
for c in (6,0):
    b.fb.fill_rect(9,9,50,50,7);v=bytearray(p.buf);framebuf.FrameBuffer(v,240,240,framebuf.GS4_HMSB).fill(c)
    b.clear(c);cl+=v==p.buf
print('MC',p._conv is rgb565_m0.to_rgb565,font_gs4._M[0] is not None,a,sums,conv,p._clear is rgb565_m0.clear,cl)
"""

def _run(board, code):
    with emulator.Harness() as h:
        c = h.chip(board)
        assert c.settle(300, max_ms=10000)
        repl(c, "pass")  # Ctrl-C: the REPL
        return _paste(c, code, max_ms=120000)


def test_the_machine_code_draws_and_finds_what_viper_does(rp2040_ready):
    out = _run("picosystem", CODE)
    assert "MC True True 27 8 5 True 14" in out, out[-300:]
