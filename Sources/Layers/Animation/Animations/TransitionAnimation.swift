import Graphics

/// How a transition replaces a layer's old appearance with the new (`CATransitionType`).
public enum TransitionType: String, Hashable, Sendable, CaseIterable {
    /// The old appearance fades out as the new one fades in.
    case fade
    /// The new appearance slides in over the old one.
    case moveIn
    /// The new appearance slides in and pushes the old one out.
    case push
    /// The old appearance slides away, uncovering the new one.
    case reveal
}

/// The side a moving transition comes from (`CATransitionSubtype`), in screen terms (y down).
public enum TransitionSubtype: String, Hashable, Sendable, CaseIterable {
    /// The new appearance enters from the right edge.
    case fromRight
    /// The new appearance enters from the left edge.
    case fromLeft
    /// The new appearance enters from the top edge.
    case fromTop
    /// The new appearance enters from the bottom edge.
    case fromBottom

    /// Where the new appearance starts, relative to its final place, for a layer of `size`.
    func entryOffset(for size: Size) -> Point {
        switch self {
        case .fromRight: return Point(x: size.width, y: 0)
        case .fromLeft: return Point(x: -size.width, y: 0)
        case .fromTop: return Point(x: 0, y: -size.height)
        case .fromBottom: return Point(x: 0, y: size.height)
        }
    }
}

/// An animated change of a layer's whole appearance (Core Animation's `CATransition`): add it,
/// then change the layer (its contents, sublayers, any property); the layer's appearance at the
/// moment the transition was added gives way to the current one as the transition runs.
///
/// Unlike Core Animation, which compares with the last committed state, the old appearance is
/// recorded when the transition is added — so add it before making the changes. Transitions are
/// stored under the key `"transition"`.
public struct TransitionAnimation: LayerAnimation {
    /// The key every transition is stored under.
    public static let key = "transition"

    /// How the appearances are swapped.
    public var type: TransitionType
    /// The side moving transitions come from.
    public var subtype: TransitionSubtype
    /// The transition's progress at the start of the animation (0...1).
    public var startProgress = 0.0
    /// The transition's progress at the end of the animation (0...1).
    public var endProgress = 1.0
    /// Begin time, duration, speed, offset, repeats, autoreverse and fill mode.
    public var timing = MediaTiming()
    /// The pacing of each cycle (nil: linear).
    public var timingFunction: TimingFunction?
    /// Whether the animation is removed once its active duration is over.
    public var isRemovedOnCompletion = true
    /// Told when the animation starts and stops (held strongly).
    public var delegate: (any AnimationDelegate)?
    /// The old appearance, recorded when the transition is added.
    private var oldAppearance: DisplayList?

    /// A transition of `type` from `subtype`'s side, lasting `duration` (0: the transaction's).
    public init(type: TransitionType = .fade, subtype: TransitionSubtype = .fromLeft, duration: Double = 0) {
        self.type = type
        self.subtype = subtype
        timing.duration = duration
    }

    /// Transitions change the appearance, not a property.
    public var animatedKeys: [String] { [] }

    /// Hands the renderer the frame of the transition to draw.
    public func apply(to presentation: Layer, at state: TimingState) {
        guard let oldAppearance else { return }
        let progress = startProgress + (endProgress - startProgress) * progress(at: state)
        presentation.animationStorage.transition = TransitionFrame(type: type, subtype: subtype,
                                                                   progress: progress, oldAppearance: oldAppearance)
    }

    /// Resolves the duration and records the layer's appearance now.
    public mutating func prepare(for layer: Layer, defaultDuration: Double) {
        timing.resolveDuration(defaultDuration)
        oldAppearance = layer.recordAppearance(at: MediaTime.now())
    }
}

/// One frame of a running transition, as the renderer draws it.
struct TransitionFrame {
    let type: TransitionType
    let subtype: TransitionSubtype
    let progress: Double
    let oldAppearance: DisplayList

    /// Draws the old appearance and the current one (drawn by `current` at an opacity) in the
    /// layer's space.
    func draw(into canvas: any Canvas, bounds: Rect, opacity: Double, current: (Double) -> Void) {
        let p = min(1, max(0, progress))
        let entry = subtype.entryOffset(for: bounds.standardized.size)
        func shifted(by offset: Point, _ body: () -> Void) {
            canvas.save()
            canvas.concatenate(AffineTransform(translationX: offset.x, y: offset.y))
            body()
            canvas.restore()
        }
        switch type {
        case .fade:
            canvas.drawGroup(opacity: opacity * (1 - p), blendMode: .normal) { oldAppearance.replay(into: canvas) }
            canvas.drawGroup(opacity: opacity * p, blendMode: .normal) { current(1) }
        case .moveIn:
            oldAppearance.replay(into: canvas, opacity: opacity)
            shifted(by: entry * (1 - p)) { current(opacity) }
        case .push:
            shifted(by: entry * -p) { oldAppearance.replay(into: canvas, opacity: opacity) }
            shifted(by: entry * (1 - p)) { current(opacity) }
        case .reveal:
            current(opacity)
            shifted(by: entry * -p) { oldAppearance.replay(into: canvas, opacity: opacity) }
        }
    }
}

extension Layer {
    /// What the layer shows in its own space at media time `time` (content, sublayers, mask),
    /// recorded for replay.
    func recordAppearance(at time: Double) -> DisplayList {
        let recorder = RecordingCanvas(size: bounds.standardized.size)
        LayerTreeDrawer(canvas: recorder, time: time).drawAppearance(of: self, values: renderedValues(at: time))
        return recorder.finish()
    }
}
