extension DotLottieStateMachine {
    /// One state: a playback state (plays a segment of an animation) or a global state (whose
    /// transitions apply whatever state the machine is in).
    public struct State: Hashable, Sendable {
        /// The state's name, unique in the machine.
        public var name: String
        /// What kind of state it is.
        public var kind: Kind
        /// The ways out of the state, in priority order.
        public var transitions: [Transition]
        /// Actions run when the state is entered, after its playback starts.
        public var entryActions: [Action]
        /// Actions run when the state is left.
        public var exitActions: [Action]

        /// A state.
        public init(name: String, kind: Kind, transitions: [Transition] = [], entryActions: [Action] = [],
                    exitActions: [Action] = []) {
            self.name = name
            self.kind = kind
            self.transitions = transitions
            self.entryActions = entryActions
            self.exitActions = exitActions
        }

        /// Whether this is a global state.
        public var isGlobal: Bool {
            if case .global = kind { return true }
            return false
        }
    }

    /// The kinds of states.
    public enum Kind: Hashable, Sendable {
        /// `PlaybackState`: plays an animation's segment with these settings.
        case playback(Playback)
        /// `GlobalState`: no playback of its own.
        case global
    }

    /// The settings of a playback state.
    public struct Playback: Hashable, Sendable {
        /// The animation of the archive to show (`animation`); empty keeps the one shown.
        public var animationID: String
        /// Whether the segment loops (`loop`, default false).
        public var loop: Bool
        /// How many times it loops when `loop` is on (`loopCount`; nil or 0: for ever).
        public var loopCount: Int?
        /// Whether entering the state stops the machine (`final`).
        public var isFinal: Bool
        /// Whether it plays as soon as the state is entered (`autoplay`, default false: it
        /// shows the segment's first frame).
        public var autoplay: Bool
        /// The direction (`mode`).
        public var mode: Mode
        /// The playback speed (`speed`, default 1).
        public var speed: Double
        /// The marker whose range is played (`segment`); nil for the whole animation.
        public var segment: String?
        /// The background colour, `0xRRGGBBAA` (`backgroundColor`), kept for players that
        /// draw one.
        public var backgroundColor: UInt32?

        /// Playback settings: the whole animation, once, forwards, at speed 1, not autoplaying.
        public init(animationID: String = "", loop: Bool = false, loopCount: Int? = nil, isFinal: Bool = false,
                    autoplay: Bool = false, mode: Mode = .forward, speed: Double = 1, segment: String? = nil,
                    backgroundColor: UInt32? = nil) {
            self.animationID = animationID
            self.loop = loop
            self.loopCount = loopCount
            self.isFinal = isFinal
            self.autoplay = autoplay
            self.mode = mode
            self.speed = speed
            self.segment = segment
            self.backgroundColor = backgroundColor
        }
    }

    /// The direction of a playback state (`mode`).
    public enum Mode: String, Hashable, Sendable, CaseIterable {
        /// From the segment's start to its end.
        case forward = "Forward"
        /// From its end to its start.
        case reverse = "Reverse"
        /// Forwards, then backwards.
        case bounce = "Bounce"
        /// Backwards, then forwards.
        case reverseBounce = "ReverseBounce"
    }
}
