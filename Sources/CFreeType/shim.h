// FreeType (glyph outlines, metrics, raw OpenType tables) and fontconfig (font lookup by
// family and style), and FreeType's anti-aliased rasterizer and stroker for RasterCanvas.
// fontconfig's pkg-config file pulls in FreeType's include path.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_STROKER_H
#include FT_TRUETYPE_TABLES_H
#include FT_TRUETYPE_TAGS_H
#include <fontconfig/fontconfig.h>
