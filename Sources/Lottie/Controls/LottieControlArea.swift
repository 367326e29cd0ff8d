import Graphics

extension LottieEventTarget {
    /// Whether an event at `point` (player coordinates) with these hits is on the target,
    /// for controls: for `.player`, inside the player's bounds.
    func contains(_ point: Point, hits: [LottieHit], player: LottieAnimationLayer) -> Bool {
        if case .player = self { return player.bounds.standardized.contains(point) }
        return hits.contains(where: matches)
    }
}
