// The keys of animatable properties, keyframes and bezier shapes, named (computed
// `@inline(__always)` properties, as in `ShapeKeys.swift`).

/// The members of an animatable property object.
enum PropertyKey {
    /// `a`: 1 when animated (`k` is a list of keyframes), 0 when `k` is the value.
    @inline(__always) static var animated: JSONKey { "a" }
    /// `k`: the value, or the keyframes.
    @inline(__always) static var value: JSONKey { "k" }
    /// `x`: an After Effects expression (kept, not run).
    @inline(__always) static var expression: JSONKey { "x" }
    /// `ix`: the property index (expressions refer to it).
    @inline(__always) static var index: JSONKey { "ix" }
    /// `sid`: the slot id a player may replace the property by (see `AnimationKey.slots`).
    @inline(__always) static var slotID: JSONKey { "sid" }
}

/// The members of a keyframe (an element of an animated property's `k`).
enum KeyframeKey {
    /// `t`: the keyframe's frame.
    @inline(__always) static var time: JSONKey { "t" }
    /// `s`: the value from this keyframe on.
    @inline(__always) static var start: JSONKey { "s" }
    /// `e`: the value at the next keyframe (old exporters; newer ones use the next `s`).
    @inline(__always) static var end: JSONKey { "e" }
    /// `h`: 1 for a hold keyframe (the value jumps at the next keyframe).
    @inline(__always) static var hold: JSONKey { "h" }
    /// `o`: the out easing handle (see `EasingKey`).
    @inline(__always) static var outEasing: JSONKey { "o" }
    /// `i`: the in easing handle of the segment that ends at the next keyframe.
    @inline(__always) static var inEasing: JSONKey { "i" }
    /// `to`: the spatial out tangent of a position's motion path.
    @inline(__always) static var spatialOutTangent: JSONKey { "to" }
    /// `ti`: the spatial in tangent of a position's motion path.
    @inline(__always) static var spatialInTangent: JSONKey { "ti" }
}

/// The members of an easing handle: a point of the timing curve, per dimension when lists.
enum EasingKey {
    /// `x`: the handle's time.
    @inline(__always) static var x: JSONKey { "x" }
    /// `y`: the handle's value progress.
    @inline(__always) static var y: JSONKey { "y" }
}

/// The members of a bezier shape value.
enum BezierKey {
    /// `c`: closed.
    @inline(__always) static var closed: JSONKey { "c" }
    /// `v`: the vertices.
    @inline(__always) static var vertices: JSONKey { "v" }
    /// `i`: the in tangents, relative to their vertices.
    @inline(__always) static var inTangents: JSONKey { "i" }
    /// `o`: the out tangents, relative to their vertices.
    @inline(__always) static var outTangents: JSONKey { "o" }
}
