// The keys of the animation object, its assets, markers, fonts, glyphs and metadata, named
// (computed `@inline(__always)` properties, as in `ShapeKeys.swift`).

/// The members of the top-level animation object.
enum AnimationKey {
    /// `v`: the exporter's format version (`5.7.4`).
    @inline(__always) static var version: JSONKey { "v" }
    /// `nm`: the animation's name.
    @inline(__always) static var name: JSONKey { "nm" }
    /// `w`: the composition's width.
    @inline(__always) static var width: JSONKey { "w" }
    /// `h`: the composition's height.
    @inline(__always) static var height: JSONKey { "h" }
    /// `fr`: the frame rate, frames per second.
    @inline(__always) static var framerate: JSONKey { "fr" }
    /// `ip`: the first frame.
    @inline(__always) static var inPoint: JSONKey { "ip" }
    /// `op`: the frame after the last.
    @inline(__always) static var outPoint: JSONKey { "op" }
    /// `ddd`: has 3-D layers.
    @inline(__always) static var is3D: JSONKey { "ddd" }
    /// `slots`: properties a player may replace by slot id (`sid`).
    @inline(__always) static var slots: JSONKey { "slots" }
    /// `p`: in a slot, the property.
    @inline(__always) static var slotProperty: JSONKey { "p" }
    /// `assets`: precompositions and images (see `AssetKey`).
    @inline(__always) static var assets: JSONKey { "assets" }
    /// `layers`: the layers (see `LayerKey`).
    @inline(__always) static var layers: JSONKey { "layers" }
    /// `markers`: named frames and ranges (see `MarkerKey`).
    @inline(__always) static var markers: JSONKey { "markers" }
    /// `fonts`: the fonts text layers use, `{list: [...]}` (see `FontKey`).
    @inline(__always) static var fonts: JSONKey { "fonts" }
    /// `list`: in `fonts`, the list of fonts.
    @inline(__always) static var fontList: JSONKey { "list" }
    /// `chars`: glyph outlines for text layers (see `GlyphKey`).
    @inline(__always) static var glyphs: JSONKey { "chars" }
    /// `meta`: the metadata (see `MetadataKey`).
    @inline(__always) static var metadata: JSONKey { "meta" }
}

/// The members of an asset: a precomposition (with `layers`) or an image (with `p`).
enum AssetKey {
    /// `id`: the id layers refer to with `refId`.
    @inline(__always) static var id: JSONKey { "id" }
    /// `nm`: the asset's name.
    @inline(__always) static var name: JSONKey { "nm" }
    /// `fr`: a precomposition's own frame rate.
    @inline(__always) static var framerate: JSONKey { "fr" }
    /// `layers`: a precomposition's layers.
    @inline(__always) static var layers: JSONKey { "layers" }
    /// `w`: an image's width.
    @inline(__always) static var width: JSONKey { "w" }
    /// `h`: an image's height.
    @inline(__always) static var height: JSONKey { "h" }
    /// `u`: an image's folder.
    @inline(__always) static var directory: JSONKey { "u" }
    /// `p`: an image's file name, or its `data:` URL when embedded.
    @inline(__always) static var fileName: JSONKey { "p" }
    /// `e`: the image is embedded (`p` is a `data:` URL).
    @inline(__always) static var embedded: JSONKey { "e" }
    /// `t`: `"seq"` for an image of an image sequence.
    @inline(__always) static var imageType: JSONKey { "t" }
    /// `sid`: the slot whose value (an image asset, `slots.<id>.p`) replaces the image's fields.
    @inline(__always) static var slotID: JSONKey { "sid" }
}

/// The members of a marker.
enum MarkerKey {
    /// `cm`: the marker's name ("comment").
    @inline(__always) static var name: JSONKey { "cm" }
    /// `tm`: the marker's frame.
    @inline(__always) static var frame: JSONKey { "tm" }
    /// `dr`: the marker's duration, in frames.
    @inline(__always) static var duration: JSONKey { "dr" }
}

/// The members of a font (an element of `fonts.list`).
enum FontKey {
    /// `fName`: the name text documents refer to (`f`).
    @inline(__always) static var name: JSONKey { "fName" }
    /// `fFamily`: the font family.
    @inline(__always) static var family: JSONKey { "fFamily" }
    /// `fStyle`: the style (`Bold Italic`).
    @inline(__always) static var style: JSONKey { "fStyle" }
    /// `ascent`: the ascent, in percent of the size.
    @inline(__always) static var ascent: JSONKey { "ascent" }
    /// `fPath`: where the font file is (a URL).
    @inline(__always) static var path: JSONKey { "fPath" }
    /// `origin`: where the font comes from (0 local, 1 CSS URL, 2 script, 3 font URL).
    @inline(__always) static var origin: JSONKey { "origin" }
    /// `fClass`: the CSS class.
    @inline(__always) static var cssClass: JSONKey { "fClass" }
    /// `fWeight`: the CSS weight.
    @inline(__always) static var weight: JSONKey { "fWeight" }
}

/// The members of a glyph (an element of `chars`).
enum GlyphKey {
    /// `ch`: the character.
    @inline(__always) static var character: JSONKey { "ch" }
    /// `fFamily`: the font family.
    @inline(__always) static var fontFamily: JSONKey { "fFamily" }
    /// `style`: the font style.
    @inline(__always) static var fontStyle: JSONKey { "style" }
    /// `size`: the font size the outline is drawn at.
    @inline(__always) static var size: JSONKey { "size" }
    /// `w`: the advance width.
    @inline(__always) static var width: JSONKey { "w" }
    /// `data`: the outline, `{shapes: [...]}` (or a precomposition with `refId`).
    @inline(__always) static var data: JSONKey { "data" }
    /// `shapes`: in `data`, the outline's shape items.
    @inline(__always) static var shapes: JSONKey { "shapes" }
    /// `refId`: in `data`, a precomposition drawn as the glyph.
    @inline(__always) static var referenceID: JSONKey { "refId" }
}

/// The members of the metadata (`meta`).
enum MetadataKey {
    /// `g`: the generator (exporter).
    @inline(__always) static var generator: JSONKey { "g" }
    /// `a`: the author.
    @inline(__always) static var author: JSONKey { "a" }
    /// `d`: the description.
    @inline(__always) static var description: JSONKey { "d" }
    /// `tc`: the theme colour.
    @inline(__always) static var themeColor: JSONKey { "tc" }
    /// `k`: keywords.
    @inline(__always) static var keywords: JSONKey { "k" }
}
