extension DotLottieStateMachine {
    /// What an event outside the state graph does: a pointer event (optionally only on one
    /// layer) or the end of a state's playback, each running actions.
    public struct Interaction: Hashable, Sendable {
        /// The kinds of interactions (`type`).
        public enum Kind: String, Hashable, Sendable, CaseIterable {
            /// `PointerDown`.
            case pointerDown = "PointerDown"
            /// `PointerUp`.
            case pointerUp = "PointerUp"
            /// `PointerMove`.
            case pointerMove = "PointerMove"
            /// `PointerEnter`.
            case pointerEnter = "PointerEnter"
            /// `PointerExit`.
            case pointerExit = "PointerExit"
            /// `Click`.
            case click = "Click"
            /// `OnComplete`: a state's playback ended.
            case onComplete = "OnComplete"
            /// `OnLoopComplete`: a state's looping playback finished a loop (not the last: that
            /// is `OnComplete`).
            case onLoopComplete = "OnLoopComplete"
        }

        /// The kind.
        public var kind: Kind
        /// For pointer interactions, the Lottie layer the pointer must be on (`layerName`, any
        /// layer of that name, in precomps too); nil for anywhere on the player.
        public var layerName: String?
        /// For completions, the state whose playback ends (`stateName`).
        public var stateName: String?
        /// What it does.
        public var actions: [Action]

        /// An interaction.
        public init(kind: Kind, layerName: String? = nil, stateName: String? = nil, actions: [Action]) {
            self.kind = kind
            self.layerName = layerName
            self.stateName = stateName
            self.actions = actions
        }
    }
}
