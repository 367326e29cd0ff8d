/// The properties of an animator node, updated together each frame and addressable by the
/// names After Effects shows ("Node Property Map" in
/// `Documentation/NodeRenderSystem.md`; keypaths use these names).
public final class NodePropertyMap {
    /// The properties by keypath name ("Color", "Opacity", "Position", ...), made when first
    /// asked for: most maps never are, and building a string dictionary for every node of
    /// every animation is a large part of loading.
    public private(set) lazy var keypathProperties: [String: any AnyNodeProperty] = {
        var map: [String: any AnyNodeProperty] = [:]
        for (k, v) in named { map[k] = v }
        return map
    }()
    /// Every property with its keypath name, in a fixed order: the one array a node hands in,
    /// kept as it is (a map is built for every node, and each further array counts).
    let named: [(String, any AnyNodeProperty)]

    // The update state below is read for every node of every frame, so it skips the run-time
    // exclusivity checks: no access to it spans a call that could reach it again.
    /// The properties that may still report updates: all but the settled ones, as of the last
    /// time `changesRaised` was set.
    @exclusivity(unchecked) private var polled: [any AnyNodeProperty] = []
    /// Set by a settled property that may have a new value after all; set at first.
    @exclusivity(unchecked) var changesRaised = true
    /// Whether the settling properties know this map (from the first update on).
    @exclusivity(unchecked) private var watched = false

    /// A map of (name, property) pairs, in this order.
    init(_ named: [(String, any AnyNodeProperty)]) {
        self.named = named
    }

    /// All properties, in a fixed order.
    public var properties: [any AnyNodeProperty] { named.map { $0.1 } }

    /// Updates every property whose provider has a new value; returns whether any did.
    ///
    /// Asking every property of every node each frame was a large share of the frame, while
    /// most properties hold one fixed value for good: those are left out of the polling until
    /// one of them sets `changesRaised`.
    func update(frame: Double) -> Bool {
        guard changesRaised else { return update(polled, frame: frame) }
        changesRaised = false
        var any = false
        polled = []
        for (_, property) in named {
            if property.needsUpdate(frame: frame) {
                property.update(frame: frame)
                any = true
            }
            guard let settling = property as? any SettlingNodeProperty else {
                polled.append(property)
                continue
            }
            if !watched { settling.watchingMaps.append(WatchingMap(map: self)) }
            if !settling.isSettled { polled.append(property) }
        }
        watched = true
        return any
    }

    private func update(_ subset: [any AnyNodeProperty], frame: Double) -> Bool {
        var any = false
        for p in subset where p.needsUpdate(frame: frame) {
            p.update(frame: frame)
            any = true
        }
        return any
    }
}
