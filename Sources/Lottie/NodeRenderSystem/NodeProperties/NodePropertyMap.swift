/// The properties of an animator node, updated together each frame and addressable by the
/// names After Effects shows (seed 000's "Node Property Map"; keypaths use these names).
public final class NodePropertyMap {
    /// The properties by keypath name ("Color", "Opacity", "Position", ...), made when first
    /// asked for: most maps never are, and building a string dictionary for every node of
    /// every animation is a large part of loading.
    public private(set) lazy var keypathProperties: [String: any AnyNodeProperty] = {
        var map: [String: any AnyNodeProperty] = [:]
        for (k, v) in zip(names, properties) { map[k] = v }
        return map
    }()
    /// All properties, in a fixed order.
    public let properties: [any AnyNodeProperty]
    /// The keypath name of each property.
    private let names: [String]

    /// A map of named properties.
    public init(_ named: KeyValuePairs<String, any AnyNodeProperty>) {
        names = named.map(\.key)
        properties = named.map(\.value)
    }

    /// A map built from a dictionary.
    init(_ named: [(String, any AnyNodeProperty)]) {
        names = named.map(\.0)
        properties = named.map(\.1)
    }

    /// A map of `properties` named by `names` (in the same order): no intermediate pairs, and
    /// a shared `names` array when a node type's names are fixed.
    init(names: [String], properties: [any AnyNodeProperty]) {
        self.names = names
        self.properties = properties
    }

    /// Updates every property whose provider has a new value; returns whether any did.
    func update(frame: Double) -> Bool {
        var any = false
        for p in properties where p.needsUpdate(frame: frame) {
            p.update(frame: frame)
            any = true
        }
        return any
    }
}
