/// An animatable property: either one constant value or a list of keyframes sorted by time,
/// plus the expression text and slot id the file attached to it.
///
/// `Value` is one of the model's value types: `Double`, `LottieVector3`, `Color`,
/// `LottieBezier`, `[Double]` (gradient colour data) or `LottieTextDocument`.
public struct KeyframeGroup<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The two ways a property can hold its value.
    public enum Content: Hashable, Sendable {
        /// One value for all frames (`"a": 0`).
        case constant(Value)
        /// Keyframes (`"a": 1`), never empty, sorted by time as in the file.
        case animated([Keyframe<Value>])
    }

    /// The constant value or the keyframes.
    public var content: Content
    /// `ix`, kept small.
    private var index: Int32?
    /// The rarely present text annotations, out of line so properties stay small (the model
    /// holds tens of thousands of them).
    private var annotations: Annotations?

    /// The After Effects expression attached to the property (`x`), kept as text; the renderer
    /// evaluates it (`LottieRenderOptions.evaluatesExpressions`).
    public var expression: String? {
        get { annotations?.expression }
        set { annotations = Annotations.make(expression: newValue, slotID: slotID) }
    }

    /// The slot the property is bound to (`sid`); the loaded value already includes the slot's
    /// (or the chosen theme's) value.
    public var slotID: String? {
        get { annotations?.slotID }
        set { annotations = Annotations.make(expression: expression, slotID: newValue) }
    }

    /// Identifies the expression this property carries: the same for every copy of the group
    /// (a precomposition used by two layers shares its properties), different for properties
    /// decoded separately; nil without an expression. What an expression engine finds a live
    /// property's expression by.
    public var expressionIdentity: ObjectIdentifier? {
        guard let annotations, annotations.expression != nil else { return nil }
        return ObjectIdentifier(annotations)
    }

    /// The property index used by expressions (`ix`).
    public var propertyIndex: Int? {
        get { index.map(Int.init) }
        set { index = newValue.map { Int32(clamping: $0) } }
    }

    /// A constant property.
    public init(_ value: Value) { content = .constant(value) }

    /// An animated property. An empty list is not a valid animation; pass at least one keyframe.
    public init(keyframes: [Keyframe<Value>]) { content = .animated(keyframes) }

    /// A property with every field given.
    public init(content: Content, expression: String? = nil, slotID: String? = nil, propertyIndex: Int? = nil) {
        self.content = content
        self.annotations = Annotations.make(expression: expression, slotID: slotID)
        self.propertyIndex = propertyIndex
    }

    /// An immutable box for the expression and slot id; replaced, never mutated.
    private final class Annotations: Hashable, Sendable {
        let expression: String?
        let slotID: String?

        private init(expression: String?, slotID: String?) { self.expression = expression; self.slotID = slotID }

        static func make(expression: String?, slotID: String?) -> Annotations? {
            expression == nil && slotID == nil ? nil : Annotations(expression: expression, slotID: slotID)
        }

        static func == (a: Annotations, b: Annotations) -> Bool { a.expression == b.expression && a.slotID == b.slotID }

        func hash(into hasher: inout Hasher) {
            hasher.combine(expression)
            hasher.combine(slotID)
        }
    }

    /// True when the property has keyframes.
    @inlinable public var isAnimated: Bool {
        if case .animated = content { return true }
        return false
    }

    /// The keyframes, or an empty array for a constant property.
    @inlinable public var keyframes: [Keyframe<Value>] {
        if case .animated(let k) = content { return k }
        return []
    }

    /// The constant value, or the first keyframe's value.
    @inlinable public var initialValue: Value {
        switch content {
        case .constant(let v): return v
        case .animated(let k): return k[0].value
        }
    }
}
