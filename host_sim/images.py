"""PNG screenshots (pygame.image.save) and animated GIF recordings (Pillow) of frames."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before any import of pygame


def _surface(frame, scale=1):
    import pygame
    surf = pygame.image.frombuffer(frame.rgb(), (frame.w, frame.h), "RGB")
    if scale != 1:
        surf = pygame.transform.scale(surf, (frame.w * scale, frame.h * scale))
    return surf


def save_png(frame, path, scale=1):
    import pygame
    pygame.image.save(_surface(frame, scale), path)


def _image(frame, scale):
    from PIL import Image
    im = Image.frombytes("P", (frame.w, frame.h), frame.indexes())
    pal = []
    for c in frame.colours():
        pal.extend(c)
    im.putpalette(pal + [0] * (768 - len(pal)))
    if scale != 1:
        im = im.resize((frame.w * scale, frame.h * scale), Image.NEAREST)
    return im


def save_gif(frames, path, scale=1, min_ms=20, last_ms=1500):
    """An animated GIF of the frames, each shown for the virtual time until the next one."""
    if not frames:
        raise ValueError("no frames to record")
    ims = [_image(f, scale) for f in frames]
    durs = []
    for i in range(len(frames)):
        if i + 1 < len(frames):
            durs.append(max(min_ms, frames[i + 1].t - frames[i].t))
        else:
            durs.append(last_ms)
    ims[0].save(path, save_all=True, append_images=ims[1:], duration=durs, loop=0, optimize=False,
                disposal=1)
