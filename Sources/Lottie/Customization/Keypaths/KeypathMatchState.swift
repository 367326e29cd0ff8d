/// Matching a keypath against a path of names one name at a time, as the search walks down the
/// tree: the set of keypath positions the names so far can have reached (a small NFA, so `**`
/// needs no backtracking and a branch is abandoned as soon as no position is left).
struct KeypathMatchState {
    private let keys: [String]
    /// Positions in `keys` still possible; `keys.count` means the whole keypath matched.
    private var positions: Set<Int>

    /// The state before any name: at the start (and past any leading `**`).
    init(_ keypath: AnimationKeypath) {
        keys = keypath.keys
        positions = Self.closure([0], keys: keys)
    }

    private init(keys: [String], positions: Set<Int>) {
        self.keys = keys
        self.positions = positions
    }

    /// The state after one more name.
    func advanced(by name: String) -> KeypathMatchState {
        var next = Set<Int>()
        for i in positions where i < keys.count {
            switch keys[i] {
            case "**": next.insert(i)  // `**` takes the name and may take more
            case "*": next.insert(i + 1)
            case name: next.insert(i + 1)
            default: break
            }
        }
        return KeypathMatchState(keys: keys, positions: Self.closure(next, keys: keys))
    }

    /// Whether the names so far match the whole keypath.
    var isComplete: Bool { positions.contains(keys.count) }

    /// Whether no longer path of names can match.
    var isDead: Bool { positions.isEmpty }

    /// Adds the positions reachable by letting `**` match no name.
    private static func closure(_ start: Set<Int>, keys: [String]) -> Set<Int> {
        var result = start
        var pending = Array(start)
        while let i = pending.popLast() {
            if i < keys.count, keys[i] == "**", result.insert(i + 1).inserted { pending.append(i + 1) }
        }
        return result
    }
}
