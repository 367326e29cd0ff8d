/// Who a component is across renders: the path of scoped ancestors down to it (ComponentKit's
/// scope handle identifier), or for a component without a scope, its parent's identity and its
/// position among the parent's children.
struct ComponentIdentity: Hashable, CustomStringConvertible {
    /// One step of the path: a component type and what tells it apart from its siblings.
    struct Segment: Hashable {
        enum Key: Hashable {
            case scope(ComponentScope)
            case position(Int)
        }
        let type: ObjectIdentifier
        let typeName: String
        let key: Key
    }

    private(set) var segments: [Segment] = []

    /// The identity of the root's parent: no segments.
    static let root = ComponentIdentity()

    /// This identity extended by `component`: by its scope, or by `position` when it has none.
    func appending(_ component: Component, position: Int) -> ComponentIdentity {
        var identity = self
        let type = Swift.type(of: component)
        identity.segments.append(Segment(type: ObjectIdentifier(type), typeName: String(describing: type),
                                         key: component.scope.map { .scope($0) } ?? .position(position)))
        return identity
    }

    var description: String {
        segments.map { segment in
            switch segment.key {
            case let .scope(scope): return "\(segment.typeName)[\(scope)]"
            case let .position(index): return "\(segment.typeName)#\(index)"
            }
        }.joined(separator: "/")
    }
}
