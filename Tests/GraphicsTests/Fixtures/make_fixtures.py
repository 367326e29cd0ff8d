"""Writes the image fixtures of GraphicsTests with Pillow, an encoder independent of ours.

Run from this folder: python3 make_fixtures.py. Every image is 16x16 made of four 8x8
quadrants (top-left, top-right, bottom-left, bottom-right) so JPEG's 8x8 blocks keep each
colour flat; the tests read the centre of each quadrant.
"""
from PIL import Image

QUADRANT_COLOURS = [(230, 30, 40), (20, 200, 60), (30, 60, 220), (240, 220, 100)]
GREY_LEVELS = [0, 85, 170, 255]


def quadrants(mode, colours):
    image = Image.new(mode, (16, 16))
    for index, colour in enumerate(colours):
        x, y = (index % 2) * 8, (index // 2) * 8
        image.paste(colour, (x, y, x + 8, y + 8))
    return image


rgb = quadrants("RGB", QUADRANT_COLOURS)
rgb.save("quadrants-rgb.jpg", quality=95, subsampling=0)
rgb.save("quadrants-rgb-progressive.jpg", quality=95, subsampling=0, progressive=True)
quadrants("L", GREY_LEVELS).save("quadrants-grey.jpg", quality=95)
# Pillow writes CMYK JPEGs the Adobe way (inverted, with an APP14 marker).
rgb.convert("CMYK").save("quadrants-cmyk.jpg", quality=95)

# Top-left quadrant fully transparent, the rest opaque; a second frame that is all blue.
rgba = quadrants("RGBA", [(0, 0, 0, 0)] + [c + (255,) for c in QUADRANT_COLOURS[1:]])
second = Image.new("RGBA", (16, 16), (30, 60, 220, 255))
# Pillow interlaces single-frame GIFs of at least 16x16 (not animated ones).
rgba.save("quadrants-interlaced.gif")
rgba.save("quadrants-animated.gif", save_all=True, append_images=[second], duration=[100, 200],
          loop=0, disposal=2)
rgba.save("quadrants-lossless.webp", lossless=True)
rgba.save("quadrants-animated.webp", save_all=True, append_images=[second], duration=[100, 200],
          loop=0, lossless=True)

# PNGs for the fast decoder (RGB, grey, palettes, stored blocks) and for the libpng path
# (16-bit): the top-left quadrant of the alpha one half transparent.
rgb.save("quadrants-rgb.png")
rgb.save("quadrants-rgb-stored.png", compress_level=0)
half = quadrants("RGBA", [(230, 30, 40, 128)] + [c + (255,) for c in QUADRANT_COLOURS[1:]])
half.convert("P", palette=Image.Palette.ADAPTIVE, colors=4).save("quadrants-palette-alpha.png")  # 2-bit
rgb.convert("P", palette=Image.Palette.WEB).save("quadrants-palette-web.png")  # 8-bit, web colours
quadrants("L", GREY_LEVELS).save("quadrants-grey.png")
quadrants("I;16", [257 * level for level in GREY_LEVELS]).save("quadrants-grey16.png")  # left to libpng
