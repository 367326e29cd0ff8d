/// What a property animation drives: a name, how to read and write the value on an object, and
/// the threshold below which a change no longer counts as motion (it sets when springs and
/// decays are considered settled: use about 1 for values in points, 0.01 for opacity or
/// colour components, 0.005 for scales).
///
/// Built-in properties for layers are static members (`AnimatableProperty.layerPosition`…)
/// and can be looked up by name with `named(_:)`. Any other object gets its own property in a
/// few lines:
///
/// ```swift
/// final class AnimatableObject { var propertyValue = 0.0 }
/// let value = AnimatableProperty(name: "value", keyPath: \AnimatableObject.propertyValue)
/// ```
public struct AnimatableProperty {
    /// The property's name (informational; built-in names are the keys of `named(_:)`).
    public let name: String
    /// The change below which motion counts as settled, in the value's units.
    public var threshold: Double
    private let reader: ((AnyObject) -> AnimatableVector?)?
    private let writer: ((AnyObject, AnimatableVector) -> Void)?

    /// The threshold of a custom property when none is given.
    public static let defaultThreshold = 1.0

    /// A property of objects of type `Object` read and written through closures. Either closure
    /// may be nil: without `read`, animations need an explicit `fromValue` and `toValue`, and
    /// additive animations do nothing; without `write`, nothing is written (callbacks still run).
    /// Objects of another type are neither read (nothing is read) nor written.
    public init<Object: AnyObject, Value: AnimatableValue>(
        name: String, threshold: Double = defaultThreshold,
        read: ((Object) -> Value)?, write: ((Object, Value) -> Void)?
    ) {
        self.name = name
        self.threshold = threshold
        reader = read.map { read in
            { object in (object as? Object).map { read($0).animatableVector } }
        }
        writer = write.map { write in
            { object, vector in
                if let object = object as? Object { write(object, Value(animatableVector: vector)) }
            }
        }
    }

    /// A property backed by a writable key path of a class.
    public init<Object: AnyObject, Value: AnimatableValue>(
        name: String, threshold: Double = defaultThreshold,
        keyPath: ReferenceWritableKeyPath<Object, Value>
    ) {
        self.init(name: name, threshold: threshold,
                  read: { (object: Object) in object[keyPath: keyPath] },
                  write: { (object: Object, value: Value) in object[keyPath: keyPath] = value })
    }

    /// Whether the property can be read (needed for a missing `fromValue`/`toValue` and for
    /// additive animations).
    public var isReadable: Bool { reader != nil }

    /// The object's current value, or nil when the property has no reader or the object is of
    /// another type.
    public func value(of object: AnyObject) -> AnimatableVector? { reader?(object) }

    /// Writes a value to the object (nothing happens for objects of another type).
    public func setValue(_ value: AnimatableVector, on object: AnyObject) { writer?(object, value) }
}
