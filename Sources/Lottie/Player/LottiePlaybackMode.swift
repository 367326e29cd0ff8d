/// What a `LottieAnimationLayer` is doing: paused at some point of the timeline, or playing a
/// range (lottie-ios's `LottiePlaybackMode`). Read it from `playbackMode`; hand one to
/// `setPlaybackMode(_:completion:)` to get the same state back.
public enum LottiePlaybackMode: Hashable, Sendable {
    /// Still, showing one point of the timeline.
    case paused(at: PausedState)
    /// Playing a range.
    case playing(PlaybackMode)

    /// A point of the timeline to hold.
    public enum PausedState: Hashable, Sendable {
        /// An absolute frame of the composition.
        case frame(Double)
        /// A progress of the composition, 0 (`ip`) to 1 (`op`).
        case progress(Double)
        /// Seconds since the composition's first frame.
        case time(Double)
        /// The start or end of a named marker.
        case marker(String, position: LottieMarkerPosition = .start)
        /// Wherever playback is now.
        case currentFrame
    }

    /// A range to play. A nil start means "from the frame shown now"; the range then runs from
    /// there to the end given.
    public enum PlaybackMode: Hashable, Sendable {
        /// From one progress to another (0 = `ip`, 1 = `op`).
        case fromProgress(Double?, toProgress: Double, loopMode: LottieLoopMode)
        /// From one absolute frame to another.
        case fromFrame(Double?, toFrame: Double, loopMode: LottieLoopMode)
        /// From one marker's frame to another's; `playEndMarkerFrame: false` stops one frame
        /// before the end marker (when it starts the next section).
        case fromMarker(String?, toMarker: String, playEndMarkerFrame: Bool = true, loopMode: LottieLoopMode)
        /// Through one marker's range (its frame to its frame plus its duration).
        case marker(String, loopMode: LottieLoopMode)
        /// Through several markers' ranges one after the other, each once.
        case markers([String])
    }
}

extension LottiePlaybackMode {
    /// Paused at the frame shown now: `.paused(at: .currentFrame)` (lottie-ios'
    /// `LottiePlaybackMode.paused`).
    public static var paused: LottiePlaybackMode { .paused(at: .currentFrame) }

    /// Playing from the frame shown now to a progress: `.playing(.toProgress(_:loopMode:))`.
    public static func toProgress(_ toProgress: AnimationProgressTime, loopMode: LottieLoopMode) -> LottiePlaybackMode {
        .playing(.toProgress(toProgress, loopMode: loopMode))
    }

    /// Playing from the frame shown now to an absolute frame: `.playing(.toFrame(_:loopMode:))`.
    public static func toFrame(_ toFrame: AnimationFrameTime, loopMode: LottieLoopMode) -> LottiePlaybackMode {
        .playing(.toFrame(toFrame, loopMode: loopMode))
    }

    /// Playing from the frame shown now to a marker's frame:
    /// `.playing(.toMarker(_:playEndMarkerFrame:loopMode:))`.
    public static func toMarker(_ toMarker: String, playEndMarkerFrame: Bool = true,
                                loopMode: LottieLoopMode) -> LottiePlaybackMode {
        .playing(.toMarker(toMarker, playEndMarkerFrame: playEndMarkerFrame, loopMode: loopMode))
    }
}

extension LottiePlaybackMode.PlaybackMode {
    /// From the frame shown now to a progress (0 = `ip`, 1 = `op`): `.fromProgress(nil, ...)`.
    public static func toProgress(_ toProgress: AnimationProgressTime, loopMode: LottieLoopMode) -> Self {
        .fromProgress(nil, toProgress: toProgress, loopMode: loopMode)
    }

    /// From the frame shown now to an absolute frame: `.fromFrame(nil, ...)`.
    public static func toFrame(_ toFrame: AnimationFrameTime, loopMode: LottieLoopMode) -> Self {
        .fromFrame(nil, toFrame: toFrame, loopMode: loopMode)
    }

    /// From the frame shown now to a marker's frame: `.fromMarker(nil, ...)`; with
    /// `playEndMarkerFrame: false` it stops one frame before the marker.
    public static func toMarker(_ toMarker: String, playEndMarkerFrame: Bool = true, loopMode: LottieLoopMode) -> Self {
        .fromMarker(nil, toMarker: toMarker, playEndMarkerFrame: playEndMarkerFrame, loopMode: loopMode)
    }
}

/// Which end of a marker's range.
public enum LottieMarkerPosition: Hashable, Sendable {
    /// The marker's frame.
    case start
    /// The marker's frame plus its duration.
    case end
}

/// Called when a play ends: `true` when it ran to its end, `false` when it was interrupted
/// (by `pause()`, `stop()`, another play, setting the frame, or a missing marker).
public typealias LottieCompletionBlock = (_ completed: Bool) -> Void
