/// Running dotLottie state machines on a player.
extension LottieAnimationLayer {
    /// The state machine loaded with `loadStateMachine(_:)`, if any.
    public var stateMachine: LottieStateMachine? { loadedStateMachine }

    /// Loads a state machine of the dotLottie archive the animation came from
    /// (`loadAnimation(_:from:)`), stopping any machine loaded before. It is not started:
    /// call `start()`.
    ///
    /// Throws `LottieStateMachineError`: `.noArchive` without an archive, `.notFound` for an
    /// id the archive lacks, and the errors of `LottieStateMachine.init`.
    @discardableResult
    public func loadStateMachine(_ id: String) throws -> LottieStateMachine {
        guard let file = dotLottieFile else { throw LottieStateMachineError.noArchive }
        guard let definition = file.stateMachines[id] else {
            throw LottieStateMachineError.notFound(id: id, available: file.stateMachineIDs)
        }
        return try loadStateMachine(definition, from: file)
    }

    /// Loads a state machine definition (built in code, or read from an archive), its
    /// playback states' animations taken from `file` (nil: they show the player's animation).
    @discardableResult
    public func loadStateMachine(_ definition: DotLottieStateMachine, from file: DotLottieFile? = nil) throws -> LottieStateMachine {
        let machine = try LottieStateMachine(definition: definition, player: self, file: file ?? dotLottieFile)
        loadedStateMachine?.stop()
        loadedStateMachine = machine
        return machine
    }

    /// Stops and removes the loaded state machine.
    public func unloadStateMachine() {
        loadedStateMachine?.stop()
        loadedStateMachine = nil
    }
}
