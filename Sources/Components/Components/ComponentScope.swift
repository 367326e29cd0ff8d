/// The name that gives a component an identity across renders (ComponentKit's scope).
///
/// Two renders of the same model produce different component objects; the host matches them
/// by identity to know which layers to keep and which animation hooks to call. A scoped
/// component's identity is its type and scope together with those of its scoped ancestors, so
/// it survives wrappers and siblings being added around it. A component without a scope is
/// identified by its type and position among its parent's children, which is not stable
/// enough to animate: a component that asks for animations must have a scope.
public struct ComponentScope: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The identifier, unique among the components of the same type under the same scoped
    /// ancestor.
    public let identifier: String

    /// A scope named `identifier`.
    public init(_ identifier: String) { self.identifier = identifier }

    /// A scope named by a string literal: `scope: "article-\(id)"`.
    public init(stringLiteral value: String) { identifier = value }

    /// The identifier.
    public var description: String { identifier }
}
