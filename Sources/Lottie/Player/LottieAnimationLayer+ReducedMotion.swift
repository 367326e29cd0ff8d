import LottieFormat

/// Reduced motion on the player: plays replaced as `configuration.reducedMotionOption` asks
/// (see `ReducedMotionMode`), following lottie-ios' `LottieAnimationLayer`
/// (`overrideReducedMotionIfNeeded`), with one difference: under `.reducedMotion` an animation
/// without a "reduced motion" marker holds a still of the play's last frame and completes with
/// `true`, where lottie-ios ignores the play and never runs its completion.
extension LottieAnimationLayer {
    /// Replaces a play of `from` (nil: the frame shown) → `to` that is about to start, as the
    /// reduced-motion mode in force asks. Returns whether it did: the play must not start then.
    func playsReducedMotion(insteadOfPlayFrom from: Double?, to: Double, completion: LottieCompletionBlock?) -> Bool {
        guard let animation else { return false }
        switch configuration.reducedMotionOption.currentReducedMotionMode {
        case .standardMotion:
            return false
        case .disabledMotion:
            holdStill(at: animation.reducedMotionMarker?.frame ?? animation.startFrame, completion: completion)
        case .reducedMotion:
            if let marker = animation.reducedMotionMarker {
                startPlay(from: marker.frame, to: marker.endFrame, loopMode: nil,
                          mode: .marker(marker.name, loopMode: loopMode), honoursReducedMotion: false,
                          completion: completion)
            } else {
                // Where the play would come to rest: its end in the direction of play.
                let start = clamped(from ?? animatedFrame(at: clock.now)), end = clamped(to)
                let increasing = (end > start) == (animationSpeed >= 0)
                holdStill(at: increasing ? max(start, end) : min(start, end), completion: completion)
            }
        }
        return true
    }

    /// Ends any play and holds `frame`; the replaced play completes at once with `true`.
    private func holdStill(at frame: Double, completion: LottieCompletionBlock?) {
        pause(at: .frame(frame))
        completion?(true)
    }
}

extension LottieAnimation {
    /// The marker reduced motion plays: the first named "reduced motion", "reduced_motion",
    /// "reduced-motion" or "reducedmotion", in any case (lottie-ios' `reducedMotionMarker`).
    var reducedMotionMarker: LottieMarker? {
        let names: Set<String> = ["reduced motion", "reduced_motion", "reduced-motion", "reducedmotion"]
        return markers.first { names.contains($0.name.lowercased()) }
    }
}
