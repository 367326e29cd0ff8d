// The keys of shape items (the `shapes` of shape layers and the `it` of groups), named.
//
// Each key is an `@inline(__always)` computed property rather than a stored `static let`, so
// that `ShapeType.group.shortTag` folds to the same compile-time constant `JSONKey("gr")`
// gave: the decoder's tag switches stay integer compares against immediates.

/// The type of a shape item: the value of its `ty` member.
enum ShapeType {
    /// `gr`: a group of shape items with its own transform.
    @inline(__always) static var group: JSONKey { "gr" }
    /// `rc`: a rectangle.
    @inline(__always) static var rectangle: JSONKey { "rc" }
    /// `el`: an ellipse.
    @inline(__always) static var ellipse: JSONKey { "el" }
    /// `sr`: a star or polygon ("polystar").
    @inline(__always) static var polystar: JSONKey { "sr" }
    /// `sh`: a free bezier path.
    @inline(__always) static var path: JSONKey { "sh" }
    /// `fl`: a solid fill.
    @inline(__always) static var fill: JSONKey { "fl" }
    /// `st`: a solid stroke.
    @inline(__always) static var stroke: JSONKey { "st" }
    /// `gf`: a gradient fill.
    @inline(__always) static var gradientFill: JSONKey { "gf" }
    /// `gs`: a gradient stroke.
    @inline(__always) static var gradientStroke: JSONKey { "gs" }
    /// `tr`: the transform of the enclosing group.
    @inline(__always) static var transform: JSONKey { "tr" }
    /// `tm`: trim paths.
    @inline(__always) static var trim: JSONKey { "tm" }
    /// `mm`: merge paths.
    @inline(__always) static var merge: JSONKey { "mm" }
    /// `rp`: a repeater.
    @inline(__always) static var repeater: JSONKey { "rp" }
    /// `rd`: rounded corners.
    @inline(__always) static var roundedCorners: JSONKey { "rd" }
    /// `op`: offset path.
    @inline(__always) static var offsetPath: JSONKey { "op" }
    /// `pb`: pucker and bloat.
    @inline(__always) static var puckerBloat: JSONKey { "pb" }
    /// `tw`: twist.
    @inline(__always) static var twist: JSONKey { "tw" }
    /// `zz`: zig zag.
    @inline(__always) static var zigZag: JSONKey { "zz" }
    /// `no`: "no style", an item that draws nothing.
    @inline(__always) static var noStyle: JSONKey { "no" }
}

/// The members of shape item objects. Several keys mean different things in different item
/// types (`s` is a rectangle's size but a trim's start); each meaning has its own name.
enum ShapeKey {
    /// `ty`: the item type (see `ShapeType`).
    @inline(__always) static var type: JSONKey { "ty" }
    /// `nm`: the name After Effects shows (keypaths match it).
    @inline(__always) static var name: JSONKey { "nm" }
    /// `mn`: the match name (`ADBE Vector Group`, ...).
    @inline(__always) static var matchName: JSONKey { "mn" }
    /// `hd`: hidden.
    @inline(__always) static var hidden: JSONKey { "hd" }
    /// `bm`: the blend mode.
    @inline(__always) static var blendMode: JSONKey { "bm" }

    /// `it`: a group's items.
    @inline(__always) static var items: JSONKey { "it" }
    /// `np`: a group's number of properties (kept, unused).
    @inline(__always) static var propertyCount: JSONKey { "np" }

    /// `d`: the drawing direction of a rectangle, ellipse, star or path (1 clockwise, 3
    /// counter-clockwise).
    @inline(__always) static var direction: JSONKey { "d" }
    /// `p`: the centre of a rectangle, ellipse or star.
    @inline(__always) static var position: JSONKey { "p" }
    /// `s`: the size of a rectangle or ellipse, or the size of a zig zag's ridges.
    @inline(__always) static var size: JSONKey { "s" }
    /// `r`: a rectangle's corner roundness.
    @inline(__always) static var roundness: JSONKey { "r" }

    /// `sy`: a star's kind (1 star, 2 polygon).
    @inline(__always) static var starKind: JSONKey { "sy" }
    /// `pt`: a star's number of points.
    @inline(__always) static var points: JSONKey { "pt" }
    /// `r`: a star's rotation.
    @inline(__always) static var rotation: JSONKey { "r" }
    /// `or`: a star's outer radius.
    @inline(__always) static var outerRadius: JSONKey { "or" }
    /// `os`: a star's outer roundness, in percent.
    @inline(__always) static var outerRoundness: JSONKey { "os" }
    /// `ir`: a star's inner radius (stars only).
    @inline(__always) static var innerRadius: JSONKey { "ir" }
    /// `is`: a star's inner roundness, in percent (stars only).
    @inline(__always) static var innerRoundness: JSONKey { "is" }

    /// `ks`: a path item's bezier shape (an animated property).
    @inline(__always) static var shape: JSONKey { "ks" }
    /// `closed`: whether the path is closed, in old files whose shapes have no `c`.
    @inline(__always) static var closed: JSONKey { "closed" }

    /// `c`: a fill's or stroke's colour.
    @inline(__always) static var color: JSONKey { "c" }
    /// `o`: a fill's or stroke's opacity, in percent.
    @inline(__always) static var opacity: JSONKey { "o" }
    /// `r`: a fill's rule (1 non-zero, 2 even-odd).
    @inline(__always) static var fillRule: JSONKey { "r" }
    /// `w`: a stroke's width.
    @inline(__always) static var strokeWidth: JSONKey { "w" }
    /// `lc`: a stroke's line cap (1 butt, 2 round, 3 square).
    @inline(__always) static var lineCap: JSONKey { "lc" }
    /// `lj`: a stroke's (or offset path's) line join (1 miter, 2 round, 3 bevel).
    @inline(__always) static var lineJoin: JSONKey { "lj" }
    /// `ml`: the miter limit, a plain number.
    @inline(__always) static var miterLimit: JSONKey { "ml" }
    /// `ml2`: the miter limit as an animated property (newer exporters; wins over `ml`).
    @inline(__always) static var animatedMiterLimit: JSONKey { "ml2" }
    /// `d`: a stroke's dash pattern, a list of `{n, v}` elements.
    @inline(__always) static var dashes: JSONKey { "d" }
    /// `n`: a dash element's kind (`d` dash, `g` gap, `o` offset).
    @inline(__always) static var dashKind: JSONKey { "n" }
    /// `v`: a dash element's length.
    @inline(__always) static var dashValue: JSONKey { "v" }

    /// `t`: a gradient's type (1 linear, 2 radial).
    @inline(__always) static var gradientType: JSONKey { "t" }
    /// `s`: a gradient's start point.
    @inline(__always) static var startPoint: JSONKey { "s" }
    /// `e`: a gradient's end point.
    @inline(__always) static var endPoint: JSONKey { "e" }
    /// `h`: a radial gradient's highlight length, in percent.
    @inline(__always) static var highlightLength: JSONKey { "h" }
    /// `a`: a radial gradient's highlight angle.
    @inline(__always) static var highlightAngle: JSONKey { "a" }
    /// `g`: a gradient's colours (`{p: stop count, k: the animated stop data}`).
    @inline(__always) static var gradientColors: JSONKey { "g" }
    /// `p`: in gradient colours, the number of colour stops.
    @inline(__always) static var colorStopCount: JSONKey { "p" }
    /// `k`: in gradient colours, the stop data (an animated number list).
    @inline(__always) static var colorStops: JSONKey { "k" }

    /// `s`: a trim's start, in percent.
    @inline(__always) static var trimStart: JSONKey { "s" }
    /// `e`: a trim's end, in percent.
    @inline(__always) static var trimEnd: JSONKey { "e" }
    /// `o`: a trim's offset, in degrees.
    @inline(__always) static var trimOffset: JSONKey { "o" }
    /// `m`: a trim's mode (1 simultaneously, 2 individually).
    @inline(__always) static var trimMode: JSONKey { "m" }

    /// `mm`: the merge mode of merge paths.
    @inline(__always) static var mergeMode: JSONKey { "mm" }

    /// `c`: a repeater's number of copies.
    @inline(__always) static var copies: JSONKey { "c" }
    /// `o`: a repeater's offset (in copies).
    @inline(__always) static var repeaterOffset: JSONKey { "o" }
    /// `m`: a repeater's composite order (1 above, 2 below).
    @inline(__always) static var composite: JSONKey { "m" }
    /// `tr`: a repeater's transform between copies (see `TransformKey`).
    @inline(__always) static var repeaterTransform: JSONKey { "tr" }

    /// `r`: the radius of rounded corners.
    @inline(__always) static var radius: JSONKey { "r" }
    /// `a`: the amount of an offset path or of pucker and bloat.
    @inline(__always) static var amount: JSONKey { "a" }
    /// `a`: a twist's angle.
    @inline(__always) static var angle: JSONKey { "a" }
    /// `c`: a twist's centre.
    @inline(__always) static var center: JSONKey { "c" }
    /// `r`: a zig zag's ridges per segment.
    @inline(__always) static var ridges: JSONKey { "r" }
    /// `pt`: a zig zag's point type (1 corner, 2 smooth).
    @inline(__always) static var pointType: JSONKey { "pt" }
}
