import Foundation
import Layers

/// Playing, pausing and stopping (lottie-ios's play API).
///
/// The rules, all measured on `clock`:
/// - A play covers a range of frames at `framerate × |animationSpeed|` frames per second;
///   a negative speed runs it from its end to its start. Frames are clamped to `ip...op`.
/// - A play given an explicit start begins there; one without (`nil`) runs from the frame
///   shown now. `play()` plays the whole animation, resuming from the frame shown when it lies
///   inside and is not already at the end in the direction of play.
/// - A play in flight ends when another play starts, on `pause`, `stop`, when the frame is set,
///   or when the animation changes: its completion runs with `false`, after the new state is
///   in place. One that runs to the end of its loop mode runs it with `true`, on the clock tick
///   that reaches the end, and leaves the layer paused on the last frame shown.
/// - A play started inside a completion block continues from the instant the finished play
///   ended, not from the tick that noticed it, so chained plays keep exact time.
/// - A play of an empty range (or of an animation without frame rate) completes at once with
///   `true`; a play naming a marker the animation lacks changes nothing and completes with
///   `false`.
/// - Under reduced motion (`configuration.reducedMotionOption`) a play is replaced as
///   `ReducedMotionMode` describes.
extension LottieAnimationLayer {
    /// Plays the whole animation with `loopMode`, resuming from the frame shown (see the rules
    /// above).
    public func play(completion: LottieCompletionBlock? = nil) {
        guard let animation else { completion?(false); return }
        let (from, to) = (animation.startFrame, animation.endFrame)
        let increasing = (to > from) == (animationSpeed >= 0)
        let current = clamped(animatedFrame(at: clock.now))
        let resumes = current != (increasing ? max(from, to) : min(from, to))
        startPlay(from: from, to: to, startingAt: resumes ? current : nil, loopMode: nil,
                  mode: .fromProgress(0, toProgress: 1, loopMode: loopMode), completion: completion)
    }

    /// Plays from one progress to another (nil: from the progress shown now).
    public func play(fromProgress: Double? = nil, toProgress: Double, loopMode: LottieLoopMode? = nil,
                     completion: LottieCompletionBlock? = nil) {
        guard let animation else { completion?(false); return }
        startPlay(from: fromProgress.map(animation.frameTime(forProgress:)),
                  to: animation.frameTime(forProgress: toProgress), loopMode: loopMode,
                  mode: .fromProgress(fromProgress, toProgress: toProgress, loopMode: loopMode ?? self.loopMode),
                  completion: completion)
    }

    /// Plays from one absolute frame to another (nil: from the frame shown now).
    public func play(fromFrame: Double? = nil, toFrame: Double, loopMode: LottieLoopMode? = nil,
                     completion: LottieCompletionBlock? = nil) {
        startPlay(from: fromFrame, to: toFrame, loopMode: loopMode,
                  mode: .fromFrame(fromFrame, toFrame: toFrame, loopMode: loopMode ?? self.loopMode),
                  completion: completion)
    }

    /// Plays from one marker's frame (nil: from the frame shown now) to another's. With
    /// `playEndMarkerFrame` false the play stops one frame before the end marker, for markers
    /// that start the next section.
    public func play(fromMarker: String? = nil, toMarker: String, playEndMarkerFrame: Bool = true,
                     loopMode: LottieLoopMode? = nil, completion: LottieCompletionBlock? = nil) {
        guard let animation, let end = animation.frameTime(forMarker: toMarker) else { completion?(false); return }
        var start: Double?
        if let fromMarker {
            guard let frame = animation.frameTime(forMarker: fromMarker) else { completion?(false); return }
            start = frame
        }
        startPlay(from: start, to: playEndMarkerFrame ? end : end - 1, loopMode: loopMode,
                  mode: .fromMarker(fromMarker, toMarker: toMarker, playEndMarkerFrame: playEndMarkerFrame,
                                    loopMode: loopMode ?? self.loopMode),
                  completion: completion)
    }

    /// Plays through a marker's range: from its frame to its frame plus its duration.
    public func play(marker: String, loopMode: LottieLoopMode? = nil, completion: LottieCompletionBlock? = nil) {
        guard let range = markerRange(marker) else { completion?(false); return }
        startPlay(from: range.from, to: range.to, loopMode: loopMode,
                  mode: .marker(marker, loopMode: loopMode ?? self.loopMode), completion: completion)
    }

    /// Plays several markers' ranges one after the other, each once; the completion runs once,
    /// with `true` after the last (at once for an empty list) or `false` if the sequence is
    /// interrupted. Nothing plays when one of the markers is missing.
    public func play(markers: [String], completion: LottieCompletionBlock? = nil) {
        guard markers.allSatisfy({ markerRange($0) != nil }) else { completion?(false); return }
        // Reduced motion replaces the sequence once, not each of its plays.
        if let last = markers.last.flatMap(markerRange),
           playsReducedMotion(insteadOfPlayFrom: markerRange(markers[0])?.from, to: last.to, completion: completion) {
            return
        }
        playMarkerSequence(markers[...], all: markers, completion: completion)
    }

    /// Plays a range given as a playback mode.
    public func play(_ mode: LottiePlaybackMode.PlaybackMode, completion: LottieCompletionBlock? = nil) {
        switch mode {
        case .fromProgress(let from, let to, let loopMode):
            play(fromProgress: from, toProgress: to, loopMode: loopMode, completion: completion)
        case .fromFrame(let from, let to, let loopMode):
            play(fromFrame: from, toFrame: to, loopMode: loopMode, completion: completion)
        case .fromMarker(let from, let to, let playEndMarkerFrame, let loopMode):
            play(fromMarker: from, toMarker: to, playEndMarkerFrame: playEndMarkerFrame, loopMode: loopMode,
                 completion: completion)
        case .marker(let name, let loopMode):
            play(marker: name, loopMode: loopMode, completion: completion)
        case .markers(let names):
            play(markers: names, completion: completion)
        }
    }

    /// Puts the layer in a playback mode: plays the range, or pauses at the point (the
    /// completion then runs at once with `false`, as for `pause`).
    public func setPlaybackMode(_ mode: LottiePlaybackMode, completion: LottieCompletionBlock? = nil) {
        switch mode {
        case .playing(let range): play(range, completion: completion)
        case .paused(let state):
            pause(at: state)
            completion?(false)
        }
    }

    /// Holds the frame shown now; a play in flight completes with `false`.
    public func pause() { pause(at: .currentFrame) }

    /// Holds a point of the timeline; a play in flight completes with `false`. A missing
    /// marker holds the frame shown now.
    public func pause(at state: LottiePlaybackMode.PausedState) {
        let interrupted = endPlay()
        // `.currentFrame` and a missing marker are reported as the frame they came to.
        if case .currentFrame = state {
            playbackMode = .paused(at: .frame(frameValue))
        } else if let frame = frame(for: state) {
            frameValue = frame
            playbackMode = .paused(at: state)
        } else {
            playbackMode = .paused(at: .frame(frameValue))
        }
        showFrame()
        interrupted?(false)
    }

    /// Ends any play (completing it with `false`) and returns to the first frame.
    public func stop() { pause(at: .progress(0)) }

    // MARK: The machinery

    /// Called by a play's delegate when its animation left the layer: at its end (`finished`)
    /// or because something other than the player removed it.
    func playDidStop(_ delegate: PlaybackDelegate, finished: Bool, endTime: Double?) {
        guard let play = activePlay, play.delegate === delegate else { return }
        if finished { frameValue = animatedFrame(at: clock.now) }
        activePlay = nil
        removeAnimation(forKey: Self.playbackKey)
        playbackMode = .paused(at: .frame(frameValue))
        showFrame()
        let previousChain = chainedStartTime
        chainedStartTime = finished ? endTime : nil
        defer { chainedStartTime = previousChain }
        delegate.takeCompletion()?(finished)
    }

    /// Ends the play in flight, leaving the layer on the frame shown now, and returns its
    /// completion for the caller to run once the new state is in place.
    @discardableResult
    func endPlay() -> LottieCompletionBlock? {
        guard let play = activePlay else { return nil }
        frameValue = animatedFrame(at: clock.now)
        activePlay = nil
        let completion = play.delegate.takeCompletion()
        removeAnimation(forKey: Self.playbackKey)
        return completion
    }

    /// Starts a play of `from ?? the frame shown` → `to`, beginning at `start` (default: the
    /// range's beginning in the direction of play), unless reduced motion replaces it (when
    /// `honoursReducedMotion`: not for a play continued or already replaced).
    func startPlay(from: Double?, to: Double, startingAt start: Double? = nil, loopMode: LottieLoopMode?,
                   mode: LottiePlaybackMode.PlaybackMode, honoursReducedMotion: Bool = true,
                   completion: LottieCompletionBlock?) {
        guard let animation else { completion?(false); return }
        if honoursReducedMotion, playsReducedMotion(insteadOfPlayFrom: from, to: to, completion: completion) { return }
        let from = clamped(from ?? animatedFrame(at: clock.now)), to = clamped(to)
        let interrupted = endPlay()
        defer { interrupted?(false) }
        if let loopMode, !isMarkerSequence(mode) { self.loopMode = loopMode }
        let playLoopMode = loopMode ?? self.loopMode
        let (low, high) = (min(from, to), max(from, to))
        guard high > low, animation.framerate > 0, animation.framerate.isFinite else {
            frameValue = to
            playbackMode = .paused(at: .frame(to))
            showFrame()
            completion?(true)
            return
        }
        let increasing = (to > from) == (animationSpeed >= 0)
        let beginning = increasing ? low : high
        let startFrame = min(max(start ?? beginning, low), high)
        var frames = BasicAnimation(key: Self.currentFrameKey, from: beginning, to: increasing ? high : low,
                                    duration: (high - low) / animation.framerate)
        let cycles = playLoopMode.cycles
        frames.repeatCount = cycles.count
        frames.autoreverses = cycles.autoreverses
        frames.fillMode = .both
        frames.isRemovedOnCompletion = false
        let delegate = PlaybackDelegate(player: self, completion: completion)
        frames.delegate = delegate
        // Seconds of the first cycle already behind the start frame.
        let offset = abs(startFrame - beginning) / animation.framerate
        let now = chainedStartTime ?? convertTime(clock.now, from: nil)
        let speed = abs(animationSpeed)
        if speed > 0, speed.isFinite {
            frames.speed = speed
            frames.beginTime = now - offset / speed
        } else {
            frames.speed = 0
            frames.beginTime = now
            frames.timeOffset = offset
        }
        frameValue = startFrame
        activePlay = ActivePlay(from: from, to: to, loopMode: playLoopMode, mode: mode, delegate: delegate)
        playbackMode = .playing(mode)
        MediaTime.withClock(clock) { add(frames, forKey: Self.playbackKey) }
        showFrame()
    }

    /// Continues the play in flight from the frame shown, with the current speed and (unless
    /// it is a marker sequence) loop mode, keeping its completion.
    func loopModeDidChange() {
        guard let play = activePlay, !isMarkerSequence(play.mode) else { return }
        restart(play, loopMode: loopMode, mode: play.mode.withLoopMode(loopMode))
    }

    /// Continues the play in flight at the new speed from the frame shown.
    func animationSpeedDidChange() {
        guard let play = activePlay else { return }
        restart(play, loopMode: play.loopMode, mode: play.mode)
    }

    private func restart(_ play: ActivePlay, loopMode: LottieLoopMode, mode: LottiePlaybackMode.PlaybackMode) {
        // A change made in a completion block continues from the frame shown now, so it must
        // start now too, not at the end of the play that finished.
        let chained = chainedStartTime
        chainedStartTime = nil
        defer { chainedStartTime = chained }
        let completion = play.delegate.takeCompletion()
        let current = animatedFrame(at: clock.now)
        startPlay(from: play.from, to: play.to, startingAt: current, loopMode: loopMode, mode: mode,
                  honoursReducedMotion: false, completion: completion)
    }

    private func playMarkerSequence(_ remaining: ArraySlice<String>, all: [String],
                                    completion: LottieCompletionBlock?) {
        guard let name = remaining.first, let range = markerRange(name) else { completion?(true); return }
        startPlay(from: range.from, to: range.to, loopMode: .playOnce, mode: .markers(all),
                  honoursReducedMotion: false) { [weak self] finished in
            guard finished, let self else { completion?(false); return }
            self.playMarkerSequence(remaining.dropFirst(), all: all, completion: completion)
        }
    }

    private func isMarkerSequence(_ mode: LottiePlaybackMode.PlaybackMode) -> Bool {
        if case .markers = mode { return true }
        return false
    }

    private func markerRange(_ name: String) -> (from: Double, to: Double)? {
        guard let marker = animation?.marker(named: name) else { return nil }
        return (marker.frame, marker.endFrame)
    }

    /// The absolute frame of a paused state, or nil for a missing marker.
    private func frame(for state: LottiePlaybackMode.PausedState) -> Double? {
        switch state {
        case .frame(let frame): return frame
        case .progress(let progress): return animation.map { $0.frameTime(forProgress: progress) } ?? 0
        case .time(let time): return animation.map { $0.frameTime(forTime: time) } ?? 0
        case .marker(let name, let position): return animation?.frameTime(forMarker: name, position: position)
        case .currentFrame: return frameValue
        }
    }

    /// A frame limited to the animation's `ip...op`.
    func clamped(_ frame: Double) -> Double {
        guard let animation else { return frame }
        let low = min(animation.startFrame, animation.endFrame), high = max(animation.startFrame, animation.endFrame)
        return frame.isNaN ? low : min(max(frame, low), high)
    }
}

extension LottiePlaybackMode.PlaybackMode {
    /// The same range with another loop mode (marker sequences always play each marker once).
    func withLoopMode(_ loopMode: LottieLoopMode) -> Self {
        switch self {
        case .fromProgress(let from, let to, _): return .fromProgress(from, toProgress: to, loopMode: loopMode)
        case .fromFrame(let from, let to, _): return .fromFrame(from, toFrame: to, loopMode: loopMode)
        case .fromMarker(let from, let to, let playEnd, _):
            return .fromMarker(from, toMarker: to, playEndMarkerFrame: playEnd, loopMode: loopMode)
        case .marker(let name, _): return .marker(name, loopMode: loopMode)
        case .markers: return self
        }
    }
}
