// The keys of text layers: text data, documents, path options, animators and selectors, named
// (computed `@inline(__always)` properties, as in `ShapeKeys.swift`).

/// The members of a text layer's text data (the layer's `t`).
enum TextKey {
    /// `d`: the text documents, keyframed (see `TextDocumentKey`).
    @inline(__always) static var document: JSONKey { "d" }
    /// `p`: text on a path: the options (see `TextPathKey`).
    @inline(__always) static var pathOptions: JSONKey { "p" }
    /// `m`: alignment options (see `TextOptionsKey`).
    @inline(__always) static var moreOptions: JSONKey { "m" }
    /// `a`: the text animators (see `TextAnimatorKey`).
    @inline(__always) static var animators: JSONKey { "a" }
}

/// The members of a text document: the text and how it is set.
enum TextDocumentKey {
    /// `t`: the text (`\r` breaks lines).
    @inline(__always) static var text: JSONKey { "t" }
    /// `f`: the font, by its `fName`.
    @inline(__always) static var fontName: JSONKey { "f" }
    /// `s`: the font size.
    @inline(__always) static var fontSize: JSONKey { "s" }
    /// `j`: the justification (0 left, 1 right, 2 centre, ...).
    @inline(__always) static var justification: JSONKey { "j" }
    /// `tr`: the tracking, in thousandths of an em.
    @inline(__always) static var tracking: JSONKey { "tr" }
    /// `lh`: the line height.
    @inline(__always) static var lineHeight: JSONKey { "lh" }
    /// `ls`: the baseline shift.
    @inline(__always) static var baselineShift: JSONKey { "ls" }
    /// `fc`: the fill colour.
    @inline(__always) static var fillColor: JSONKey { "fc" }
    /// `sc`: the stroke colour.
    @inline(__always) static var strokeColor: JSONKey { "sc" }
    /// `sw`: the stroke width.
    @inline(__always) static var strokeWidth: JSONKey { "sw" }
    /// `of`: the stroke is drawn over the fill.
    @inline(__always) static var strokeOverFill: JSONKey { "of" }
    /// `sz`: the size of a paragraph text box.
    @inline(__always) static var boxSize: JSONKey { "sz" }
    /// `ps`: the position of a paragraph text box.
    @inline(__always) static var boxPosition: JSONKey { "ps" }
    /// `ca`: capitalisation (0 regular, 1 all caps, 2 small caps).
    @inline(__always) static var caps: JSONKey { "ca" }
}

/// The members of a text layer's path options (`p`).
enum TextPathKey {
    /// `m`: the index of the mask whose path the text follows.
    @inline(__always) static var mask: JSONKey { "m" }
    /// `f`: the first margin.
    @inline(__always) static var firstMargin: JSONKey { "f" }
    /// `l`: the last margin.
    @inline(__always) static var lastMargin: JSONKey { "l" }
    /// `r`: reverse the path.
    @inline(__always) static var reversePath: JSONKey { "r" }
    /// `a`: force alignment.
    @inline(__always) static var forceAlignment: JSONKey { "a" }
    /// `p`: letters perpendicular to the path.
    @inline(__always) static var perpendicularToPath: JSONKey { "p" }
}

/// The members of a text layer's more options (`m`).
enum TextOptionsKey {
    /// `g`: anchor point grouping (1 characters, 2 words, 3 lines, 4 all).
    @inline(__always) static var grouping: JSONKey { "g" }
    /// `a`: the grouping alignment.
    @inline(__always) static var alignment: JSONKey { "a" }
}

/// The members of a text animator (an element of the text data's `a`).
enum TextAnimatorKey {
    /// `nm`: the animator's name.
    @inline(__always) static var name: JSONKey { "nm" }
    /// `s`: the range selector (see `TextSelectorKey`).
    @inline(__always) static var selector: JSONKey { "s" }
    /// `a`: the animated properties (see `TextStyleKey`).
    @inline(__always) static var style: JSONKey { "a" }
}

/// The members of a text range selector.
enum TextSelectorKey {
    /// `t`: an expression selector.
    @inline(__always) static var expressible: JSONKey { "t" }
    /// `s`: the start.
    @inline(__always) static var start: JSONKey { "s" }
    /// `e`: the end.
    @inline(__always) static var end: JSONKey { "e" }
    /// `o`: the offset.
    @inline(__always) static var offset: JSONKey { "o" }
    /// `r`: the units (1 percentage, 2 index).
    @inline(__always) static var units: JSONKey { "r" }
    /// `b`: what is counted (1 characters, 2 characters excluding spaces, 3 words, 4 lines).
    @inline(__always) static var basedOn: JSONKey { "b" }
    /// `a`: the amount.
    @inline(__always) static var amount: JSONKey { "a" }
    /// `sh`: the shape (1 square, 2 ramp up, ...).
    @inline(__always) static var shape: JSONKey { "sh" }
    /// `xe`: ease high.
    @inline(__always) static var maxEase: JSONKey { "xe" }
    /// `ne`: ease low.
    @inline(__always) static var minEase: JSONKey { "ne" }
    /// `sm`: the smoothness.
    @inline(__always) static var smoothness: JSONKey { "sm" }
    /// `rn`: randomise the order.
    @inline(__always) static var randomizeOrder: JSONKey { "rn" }
}

/// The members of a text animator's animated properties (its `a`).
enum TextStyleKey {
    /// `a`: the anchor point.
    @inline(__always) static var anchor: JSONKey { "a" }
    /// `p`: the position.
    @inline(__always) static var position: JSONKey { "p" }
    /// `s`: the scale.
    @inline(__always) static var scale: JSONKey { "s" }
    /// `sk`: the skew.
    @inline(__always) static var skew: JSONKey { "sk" }
    /// `sa`: the skew axis.
    @inline(__always) static var skewAxis: JSONKey { "sa" }
    /// `r`: the rotation.
    @inline(__always) static var rotation: JSONKey { "r" }
    /// `rz`: the rotation about z (read when there is no `r`).
    @inline(__always) static var rotationZ: JSONKey { "rz" }
    /// `rx`: the rotation about x.
    @inline(__always) static var rotationX: JSONKey { "rx" }
    /// `ry`: the rotation about y.
    @inline(__always) static var rotationY: JSONKey { "ry" }
    /// `o`: the opacity.
    @inline(__always) static var opacity: JSONKey { "o" }
    /// `sw`: the stroke width.
    @inline(__always) static var strokeWidth: JSONKey { "sw" }
    /// `sc`: the stroke colour.
    @inline(__always) static var strokeColor: JSONKey { "sc" }
    /// `fc`: the fill colour.
    @inline(__always) static var fillColor: JSONKey { "fc" }
    /// `fh`: the fill hue.
    @inline(__always) static var fillHue: JSONKey { "fh" }
    /// `fs`: the fill saturation.
    @inline(__always) static var fillSaturation: JSONKey { "fs" }
    /// `fb`: the fill brightness.
    @inline(__always) static var fillBrightness: JSONKey { "fb" }
    /// `t`: the tracking.
    @inline(__always) static var tracking: JSONKey { "t" }
    /// `bl`: the blur (kept, not drawn).
    @inline(__always) static var blur: JSONKey { "bl" }
    /// `ls`: the line spacing.
    @inline(__always) static var lineSpacing: JSONKey { "ls" }
}
