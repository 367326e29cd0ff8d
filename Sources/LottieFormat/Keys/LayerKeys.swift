// The keys of layer objects and transforms, named. Computed `@inline(__always)` properties,
// so that `LayerKey.transform.shortTag` is the compile-time constant `JSONKey("ks")` gave
// (see `ShapeKeys.swift`).

/// The members of a layer object (`layers` of the animation and of precomposition assets).
enum LayerKey {
    /// `ty`: the layer type (see `LayerType`).
    @inline(__always) static var type: JSONKey { "ty" }
    /// `nm`: the name After Effects shows (keypaths match it).
    @inline(__always) static var name: JSONKey { "nm" }
    /// `mn`: the match name.
    @inline(__always) static var matchName: JSONKey { "mn" }
    /// `ind`: the layer's index, which `parent` and `tp` refer to.
    @inline(__always) static var index: JSONKey { "ind" }
    /// `parent`: the index of the layer whose transform this one inherits.
    @inline(__always) static var parent: JSONKey { "parent" }
    /// `ip`: the in point, the first frame the layer shows.
    @inline(__always) static var inPoint: JSONKey { "ip" }
    /// `op`: the out point, the frame the layer stops showing.
    @inline(__always) static var outPoint: JSONKey { "op" }
    /// `st`: the start time, in frames, the layer's local time is offset by.
    @inline(__always) static var startTime: JSONKey { "st" }
    /// `sr`: the time stretch (2 plays at half speed).
    @inline(__always) static var timeStretch: JSONKey { "sr" }
    /// `hd`: hidden.
    @inline(__always) static var hidden: JSONKey { "hd" }
    /// `ao`: auto-orient along the position's path.
    @inline(__always) static var autoOrient: JSONKey { "ao" }
    /// `bm`: the blend mode.
    @inline(__always) static var blendMode: JSONKey { "bm" }
    /// `tt`: the track matte mode, taken from the layer above (or `tp`).
    @inline(__always) static var matteMode: JSONKey { "tt" }
    /// `td`: this layer is a track matte source for another.
    @inline(__always) static var isMatteSource: JSONKey { "td" }
    /// `tp`: the index of the matte source layer (newer files; otherwise the layer above).
    @inline(__always) static var matteParent: JSONKey { "tp" }
    /// `hasMask`: the layer has masks (written for old players; the decoder reads `masks`).
    @inline(__always) static var hasMask: JSONKey { "hasMask" }
    /// `masksProperties`: the masks (see `MaskKey`).
    @inline(__always) static var masks: JSONKey { "masksProperties" }
    /// `ef`: the effects.
    @inline(__always) static var effects: JSONKey { "ef" }
    /// `sy`: the layer styles (drop shadow, stroke, ...).
    @inline(__always) static var styles: JSONKey { "sy" }
    /// `tm`: time remapping, an animated time in seconds.
    @inline(__always) static var timeRemap: JSONKey { "tm" }
    /// `ddd`: a 3-D layer.
    @inline(__always) static var is3D: JSONKey { "ddd" }
    /// `ct`: collapse transformations (precomps) or continuously rasterise.
    @inline(__always) static var collapseTransform: JSONKey { "ct" }
    /// `ks`: the transform (see `TransformKey`).
    @inline(__always) static var transform: JSONKey { "ks" }
    /// `cl`: the CSS class name.
    @inline(__always) static var className: JSONKey { "cl" }
    /// `ln`: the layer id (HTML id).
    @inline(__always) static var layerID: JSONKey { "ln" }
    /// `mb`: motion blur.
    @inline(__always) static var motionBlur: JSONKey { "mb" }
    /// `refId`: the asset a precomposition, image, audio or data layer shows.
    @inline(__always) static var referenceID: JSONKey { "refId" }
    /// `w`: a precomposition layer's width.
    @inline(__always) static var width: JSONKey { "w" }
    /// `h`: a precomposition layer's height.
    @inline(__always) static var height: JSONKey { "h" }
    /// `sc`: a solid layer's colour, as `#rrggbb`.
    @inline(__always) static var solidColor: JSONKey { "sc" }
    /// `sw`: a solid layer's width.
    @inline(__always) static var solidWidth: JSONKey { "sw" }
    /// `sh`: a solid layer's height.
    @inline(__always) static var solidHeight: JSONKey { "sh" }
    /// `shapes`: a shape layer's shape items (see `ShapeKey`).
    @inline(__always) static var shapes: JSONKey { "shapes" }
    /// `t`: a text layer's text data.
    @inline(__always) static var text: JSONKey { "t" }
    /// `au`: an audio layer's settings.
    @inline(__always) static var audio: JSONKey { "au" }
    /// `lv`: in audio settings, the level (volume).
    @inline(__always) static var audioLevel: JSONKey { "lv" }
    /// `pe`: a camera layer's perspective.
    @inline(__always) static var perspective: JSONKey { "pe" }
}

/// The members of a transform: a layer's `ks`, a group's `tr` item, a repeater's `tr`.
enum TransformKey {
    /// `a`: the anchor point.
    @inline(__always) static var anchor: JSONKey { "a" }
    /// `p`: the position, one property or split into `x`, `y`, `z`.
    @inline(__always) static var position: JSONKey { "p" }
    /// `s`: the scale, in percent.
    @inline(__always) static var scale: JSONKey { "s" }
    /// `r`: the rotation, in degrees (2-D layers).
    @inline(__always) static var rotation: JSONKey { "r" }
    /// `rz`: the rotation about z (3-D layers; read when there is no `r`).
    @inline(__always) static var rotationZ: JSONKey { "rz" }
    /// `rx`: the rotation about x (3-D layers).
    @inline(__always) static var rotationX: JSONKey { "rx" }
    /// `ry`: the rotation about y (3-D layers).
    @inline(__always) static var rotationY: JSONKey { "ry" }
    /// `or`: the orientation (3-D layers).
    @inline(__always) static var orientation: JSONKey { "or" }
    /// `sk`: the skew, in degrees.
    @inline(__always) static var skew: JSONKey { "sk" }
    /// `sa`: the axis the skew is along, in degrees.
    @inline(__always) static var skewAxis: JSONKey { "sa" }
    /// `o`: the opacity, in percent.
    @inline(__always) static var opacity: JSONKey { "o" }
    /// `so`: a repeater's opacity of the first copy, in percent.
    @inline(__always) static var startOpacity: JSONKey { "so" }
    /// `eo`: a repeater's opacity of the last copy, in percent.
    @inline(__always) static var endOpacity: JSONKey { "eo" }
    /// `s`: in a position, `true` when it is split into `x`, `y` and `z`.
    @inline(__always) static var isSplit: JSONKey { "s" }
    /// `x`: a split position's x.
    @inline(__always) static var x: JSONKey { "x" }
    /// `y`: a split position's y.
    @inline(__always) static var y: JSONKey { "y" }
    /// `z`: a split position's z.
    @inline(__always) static var z: JSONKey { "z" }
}

/// The members of a mask (an element of a layer's `masksProperties`).
enum MaskKey {
    /// `nm`: the mask's name.
    @inline(__always) static var name: JSONKey { "nm" }
    /// `mode`: how the mask combines (`a` add, `s` subtract, `i` intersect, `l` lighten, `d`
    /// darken, `f` difference, `n` none).
    @inline(__always) static var mode: JSONKey { "mode" }
    /// `inv`: inverted.
    @inline(__always) static var inverted: JSONKey { "inv" }
    /// `cl`: whether the path is closed, in old files whose shapes have no `c`.
    @inline(__always) static var closed: JSONKey { "cl" }
    /// `pt`: the mask's bezier path (an animated property).
    @inline(__always) static var path: JSONKey { "pt" }
    /// `o`: the mask's opacity, in percent.
    @inline(__always) static var opacity: JSONKey { "o" }
    /// `x`: the mask's expansion.
    @inline(__always) static var expansion: JSONKey { "x" }
    /// `f`: the mask's feather.
    @inline(__always) static var feather: JSONKey { "f" }
}

/// The members of an effect (an element of a layer's `ef`) and of its values.
enum EffectKey {
    /// `ty`: the effect type (fill 21, tint 20, drop shadow 25, ...), or a value's type.
    @inline(__always) static var type: JSONKey { "ty" }
    /// `nm`: the name (localised by After Effects).
    @inline(__always) static var name: JSONKey { "nm" }
    /// `mn`: the match name (`ADBE Fill`, `ADBE Fill-0001`, ...).
    @inline(__always) static var matchName: JSONKey { "mn" }
    /// `ix`: the property index.
    @inline(__always) static var index: JSONKey { "ix" }
    /// `en`: enabled.
    @inline(__always) static var enabled: JSONKey { "en" }
    /// `ef`: the effect's values, or a group value's nested values.
    @inline(__always) static var values: JSONKey { "ef" }
    /// `v`: a value's animated property.
    @inline(__always) static var value: JSONKey { "v" }
}

/// The members of a layer style (an element of a layer's `sy`) that are not its parameters.
enum LayerStyleKey {
    /// `ty`: the style type (0 stroke, 1 drop shadow, ...).
    @inline(__always) static var type: JSONKey { "ty" }
    /// `nm`: the style's name.
    @inline(__always) static var name: JSONKey { "nm" }
}
