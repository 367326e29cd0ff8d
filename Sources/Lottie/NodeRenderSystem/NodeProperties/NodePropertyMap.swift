/// The properties of an animator node, updated together each frame and addressable by the
/// names After Effects shows (seed 000's "Node Property Map"; keypaths use these names).
public final class NodePropertyMap {
    /// The properties by keypath name ("Color", "Opacity", "Position", ...).
    public let keypathProperties: [String: any AnyNodeProperty]
    /// All properties, in a fixed order.
    public let properties: [any AnyNodeProperty]

    /// A map of named properties.
    public init(_ named: KeyValuePairs<String, any AnyNodeProperty>) {
        var map: [String: any AnyNodeProperty] = [:]
        for (k, v) in named { map[k] = v }
        keypathProperties = map
        properties = named.map(\.value)
    }

    /// A map built from a dictionary.
    init(_ named: [(String, any AnyNodeProperty)]) {
        var map: [String: any AnyNodeProperty] = [:]
        for (k, v) in named { map[k] = v }
        keypathProperties = map
        properties = named.map(\.1)
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
