/// Why a `ComponentHost` refused an update. The host checks everything before it changes a
/// layer, so after an error the mounted tree is the one from the last successful update.
public enum ComponentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The host's size range is NaN, negative, or has a minimum above its maximum.
    case invalidSizeRange(SizeRange)
    /// A component's size, insets or spacing is NaN, infinite or negative.
    case invalidLayout(component: String, reason: String)
    /// A bounds animation has a NaN or negative time, or an unusable spring.
    case invalidBoundsAnimation(component: String, reason: String)
    /// Two components have the same identity: same type and scope under the same scoped
    /// ancestor.
    case duplicateIdentity(String)
    /// The same component object appears twice in one render.
    case componentMountedTwice(String)
    /// A component without a scope returned animations.
    case animationsRequireScope(component: String)
    /// An animation targets a component that is not part of the new render.
    case animationTargetNotMounted(target: String, requestedBy: String)
    /// An animation targets a component with no layer (a stack or overlay, or a composite that
    /// renders to one).
    case animationTargetHasNoLayer(target: String, requestedBy: String)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case let .invalidSizeRange(range):
            return "invalid size range \(range.min)...\(range.max)"
        case let .invalidLayout(component, reason):
            return "\(component): \(reason)"
        case let .invalidBoundsAnimation(component, reason):
            return "\(component): bounds animation \(reason)"
        case let .duplicateIdentity(identity):
            return "two components have the identity \(identity); give them different scopes"
        case let .componentMountedTwice(component):
            return "the component \(component) appears twice in one render"
        case let .animationsRequireScope(component):
            return "\(component) returns animations but has no scope"
        case let .animationTargetNotMounted(target, requester):
            return "\(requester) animates \(target), which is not in the new render"
        case let .animationTargetHasNoLayer(target, requester):
            return "\(requester) animates \(target), which has no layer"
        }
    }
}

extension Component {
    /// The type and scope, for messages: `ArticleComponent[article-2]`.
    var debugName: String {
        let type = String(describing: Swift.type(of: self))
        return scope.map { "\(type)[\($0)]" } ?? type
    }
}
