/// A layer's own place in time (Core Animation's `CAMediaTiming` on `CALayer`): its local time
/// runs from its superlayer's as `(t_parent − beginTime)·speed + timeOffset`, so a layer's
/// speed and offset carry over to all its sublayers' animations. The root's parent time is the
/// media time (`MediaTime.now()`).
///
/// The pause idiom: `speed = 0` with `timeOffset` = the local time to hold freezes the
/// subtree there.
extension Layer {
    /// When the layer's local time starts, in its superlayer's time.
    public var beginTime: Double {
        get { animationStorage.beginTime }
        set { animationStorage.beginTime = newValue }
    }

    /// How fast the layer's local time runs relative to its superlayer's (0 pauses the
    /// subtree).
    public var speed: Double {
        get { animationStorage.speed }
        set { animationStorage.speed = newValue }
    }

    /// An offset added to the layer's local time.
    public var timeOffset: Double {
        get { animationStorage.timeOffset }
        set { animationStorage.timeOffset = newValue }
    }

    /// The layer whose local time this layer's time is measured from: the superlayer, or for
    /// a mask the layer it masks.
    var timeParent: Layer? { superlayer ?? maskedLayer }

    /// The layer's local time at a media time.
    public func localTime(atMediaTime time: Double) -> Double {
        let parentTime = timeParent?.localTime(atMediaTime: time) ?? time
        return (parentTime - beginTime) * speed + timeOffset
    }

    /// The media time at which the layer's local time is `time` (when some layer up the tree
    /// is paused, every media time maps to the same local time; this returns the one at the
    /// paused layer's begin time).
    public func mediaTime(atLocalTime time: Double) -> Double {
        let parentTime = speed != 0 ? (time - timeOffset) / speed + beginTime : beginTime
        return timeParent?.mediaTime(atLocalTime: parentTime) ?? parentTime
    }

    /// Converts a time from the local time of `layer` (nil: media time) to this layer's.
    public func convertTime(_ time: Double, from layer: Layer?) -> Double {
        localTime(atMediaTime: layer?.mediaTime(atLocalTime: time) ?? time)
    }

    /// Converts a time from this layer's local time to that of `layer` (nil: media time).
    public func convertTime(_ time: Double, to layer: Layer?) -> Double {
        let media = mediaTime(atLocalTime: time)
        return layer?.localTime(atMediaTime: media) ?? media
    }
}
