/// A path to layers, groups, shapes or properties of an animation by their After Effects names,
/// outermost first: `Layer.Group 1.Fill 1.Color`.
///
/// Two wildcards stand for whole names: `*` matches exactly one level, `**` any number of levels
/// (none included), so `**.Fill 1.Color` finds every fill named "Fill 1" at any depth and
/// `Card.*.Transform.Position` the position of every group (or precomp layer) directly in "Card".
/// Layers inside precompositions are reached through the precomp layer's name:
/// `Precomp.Inner Layer.Transform.Opacity`.
///
/// Names may contain dots (`卡.png`): in the string form a backslash escapes the next
/// character (`卡\.png.Transform`, `\\` for a backslash itself), or give the names as an array,
/// where nothing needs escaping.
public struct AnimationKeypath: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The names, outermost first (`*` and `**` are wildcards).
    public let keys: [String]

    /// A keypath from names, outermost first; names are taken literally except that `*` and
    /// `**` are wildcards.
    public init(keys: [String]) { self.keys = keys }

    /// A keypath from its dotted string form: names separated by `.`, with `\.` for a dot and
    /// `\\` for a backslash inside a name.
    public init(keypath: String) {
        var keys: [String] = []
        var current = ""
        var escaping = false
        for character in keypath {
            if escaping {
                current.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "." {
                keys.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaping { current.append("\\") }
        keys.append(current)
        self.keys = keypath.isEmpty ? [] : keys
    }

    /// A keypath from its dotted string form (see `init(keypath:)`).
    public init(stringLiteral value: String) { self.init(keypath: value) }

    /// The dotted string form, with dots and backslashes inside names escaped, so that
    /// `AnimationKeypath(keypath: k.string) == k`.
    public var string: String {
        keys.map { key in
            var escaped = ""
            for character in key {
                if character == "." || character == "\\" { escaped.append("\\") }
                escaped.append(character)
            }
            return escaped
        }.joined(separator: ".")
    }

    /// The escaped string form.
    public var description: String { string }

    /// This keypath with more names appended.
    public func appending(_ names: String...) -> AnimationKeypath { AnimationKeypath(keys: keys + names) }

    /// Whether the keypath has wildcards (and may match many things).
    public var hasWildcards: Bool { keys.contains { $0 == "*" || $0 == "**" } }

    /// Whether the keypath, with its wildcards, matches the full path of concrete `names`.
    public func matches(_ names: [String]) -> Bool {
        var states = KeypathMatchState(self)
        for name in names {
            states = states.advanced(by: name)
            if states.isDead { return false }
        }
        return states.isComplete
    }
}
