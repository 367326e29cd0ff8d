import Graphics

/// One animatable property of the file as expressions reach it: its keyframed value at any
/// frame, its keyframes, and its own expression, if any.
final class ExpressionProperty {
    /// Where the property is in the file (`layers[3].ks.r`), for warnings.
    let path: String
    /// The expression text (`x`), if the property has one.
    let expression: String?
    /// The layer the property belongs to (its `handle` in the scene's description).
    let layer: Int
    /// The keyframes' frames (empty for a constant).
    let keyFrames: [Double]
    /// The property index (`ix`), as `thisProperty.propertyIndex`.
    let propertyIndex: Int?
    /// The value at a keyframe (its start value).
    let keyValue: (Int) -> ExpressionValue
    /// The keyframed value (no expression) at a frame.
    let keyframedValue: (Double) -> ExpressionValue

    /// A property whose keyframes `interpolator` reads (nil: the first keyframe's value holds).
    private init<Value: ExpressionValueConvertible>(_ group: KeyframeGroup<Value>, path: String, layer: Int,
                                                    interpolator: @escaping ([Keyframe<Value>]) -> ((Double) -> Value)?) {
        self.path = path
        self.layer = layer
        expression = Self.meaningful(group.expression)
        propertyIndex = group.propertyIndex
        switch group.content {
        case .constant(let value):
            keyFrames = []
            let expressed = value.expressionValue
            keyValue = { _ in expressed }
            keyframedValue = { _ in expressed }
        case .animated(let keyframes):
            keyFrames = keyframes.map(\.time)
            keyValue = { keyframes[max(0, min($0, keyframes.count - 1))].value.expressionValue }
            let track = LazyKeyframedValue(keyframes, interpolator: interpolator)
            keyframedValue = { track.value(at: $0) }
        }
    }

    /// A property whose keyframes blend as the renderer blends them.
    convenience init<Value: KeyframeInterpolatable & ExpressionValueConvertible>(_ group: KeyframeGroup<Value>,
                                                                                 path: String, layer: Int) {
        self.init(group, path: path, layer: layer) { keyframes in
            KeyframeTrack(keyframes).map { track in { track.value(at: $0) } }
        }
    }

    /// A text document property: documents hold until the next keyframe.
    convenience init(_ group: KeyframeGroup<LottieTextDocument>, path: String, layer: Int) {
        self.init(group, path: path, layer: layer) { keyframes in
            { frame in (keyframes.last { $0.time <= frame } ?? keyframes[0]).value }
        }
    }

    /// The expression text, unless it is only white space (lottie-web skips an empty `x`).
    private static func meaningful(_ expression: String?) -> String? {
        guard let expression, expression.contains(where: { !$0.isWhitespace }) else { return nil }
        return expression
    }
}

/// A property's keyframed value, its interpolation built when an expression first asks for
/// it: the scene describes every property of the file, and most are never read by one.
private final class LazyKeyframedValue<Value: Hashable & Sendable & ExpressionValueConvertible> {
    private let keyframes: [Keyframe<Value>]
    private var interpolator: (([Keyframe<Value>]) -> ((Double) -> Value)?)?
    private var interpolate: ((Double) -> Value)?

    init(_ keyframes: [Keyframe<Value>], interpolator: @escaping ([Keyframe<Value>]) -> ((Double) -> Value)?) {
        self.keyframes = keyframes
        self.interpolator = interpolator
    }

    /// The value at `frame` (the first keyframe's when the keyframes cannot be interpolated).
    func value(at frame: Double) -> ExpressionValue {
        if let make = interpolator {
            interpolate = make(keyframes)
            interpolator = nil
        }
        return (interpolate?(frame) ?? keyframes[0].value).expressionValue
    }
}

/// The file as expressions see it: every layer of every composition with its properties,
/// effects, masks and shape contents, described in JSON for `ExpressionPrelude`'s interfaces
/// (`thisComp`, `thisLayer`, `content(...)`, `effect(...)`), and the property table the
/// description's handles index.
///
/// The description is written as the model is walked, straight into JSON text: building it
/// as a tree of values first (a dictionary for every layer, item and property group) and
/// writing that out took most of the first expression frame of a large file. Every object's
/// keys are written in sorted order, the order the prelude's `for ... in` loops meet them.
/// Handles are given out in the file's own order (a layer's transform, effects, masks, time
/// remap, then its contents; an object's properties as the interface lists them), which the
/// writing order does not follow: `wiggle` seeds its noise with the handle.
struct ExpressionScene {
    /// Every property, by handle.
    private(set) var properties: [ExpressionProperty] = []
    /// How many layers have been described: the next layer's handle.
    private var layerCount = 0
    /// The properties with expressions, by the identity of their expression in the model.
    private(set) var handlesByIdentity: [ObjectIdentifier: Int] = [:]
    /// The description so far.
    private var writer = JSONWriter()

    /// The JSON description.
    var description: String { String(decoding: writer.bytes, as: UTF8.self) }

    init(animation: LottieAnimation) {
        // A precomposition's size is that of the layers showing it (`w`, `h`), as lottie-web's
        // `thisComp.width` gives inside it.
        var sizes: [String: Size] = [:]
        func collectSizes(_ layers: [LottieLayer]) {
            for layer in layers {
                if case .precomposition(let precomp) = layer.content, sizes[precomp.referenceID] == nil {
                    sizes[precomp.referenceID] = precomp.size
                }
            }
        }
        collectSizes(animation.layers)
        for precomp in animation.precompositions.values { collectSizes(precomp.layers) }
        writer.beginObject()
        writer.key("comps")
        writer.beginArray()
        describeComposition(id: "", name: animation.name ?? "", size: animation.size, layers: animation.layers,
                            path: "layers")
        for (id, precomp) in animation.precompositions.sorted(by: { $0.key < $1.key }) {
            describeComposition(id: id, name: precomp.name ?? id, size: sizes[id] ?? animation.size,
                                layers: precomp.layers, path: "assets[\"\(id)\"].layers")
        }
        writer.endArray()
        number("fr", animation.framerate)
        number("ip", animation.startFrame)
        number("op", animation.endFrame)
        writer.endObject()
    }

    // MARK: Values

    private mutating func number(_ key: String, _ value: Double) {
        writer.key(key)
        writer.number(value)
    }

    private mutating func string(_ key: String, _ value: String) {
        writer.key(key)
        writer.string(value)
    }

    /// Writes `key` with the handle of `group` (registered under `path`), or null when the
    /// model has no such property.
    private mutating func property<Value: KeyframeInterpolatable & ExpressionValueConvertible>(
        _ key: String, _ group: KeyframeGroup<Value>?, _ path: @autoclosure () -> String, layer: Int) {
        handle(key, register(group, path: path(), layer: layer))
    }

    /// Writes `key` with `handle`, or null for none.
    private mutating func handle(_ key: String, _ handle: Int?) {
        writer.key(key)
        if let handle { writer.number(Double(handle)) } else { writer.null() }
    }

    /// The handles of an object's properties, named as its interface names them, in the order
    /// they were given out.
    private typealias Handles = [(key: String, handle: Int?)]

    /// Writes an object of `handles`, keys sorted.
    private mutating func write(_ handles: Handles) {
        writer.beginObject()
        for (key, value) in handles.sorted(by: { $0.key < $1.key }) { handle(key, value) }
        writer.endObject()
    }

    /// Adds `group`'s property to the table under `path`; returns its handle (nil without one).
    private mutating func register<Value: KeyframeInterpolatable & ExpressionValueConvertible>(
        _ group: KeyframeGroup<Value>?, path: @autoclosure () -> String, layer: Int) -> Int? {
        guard let group else { return nil }
        return register(ExpressionProperty(group, path: path(), layer: layer), identity: group.expressionIdentity)
    }

    /// Adds `property` to the table, findable by its model's expression identity when it has an
    /// expression; returns its handle.
    private mutating func register(_ property: ExpressionProperty, identity: ObjectIdentifier?) -> Int {
        properties.append(property)
        if let identity, property.expression != nil { handlesByIdentity[identity] = properties.count - 1 }
        return properties.count - 1
    }

    // MARK: Compositions and layers

    private mutating func describeComposition(id: String, name: String, size: Size, layers models: [LottieLayer],
                                              path: String) {
        writer.beginObject()
        number("h", size.height)
        string("id", id)
        writer.key("layers")
        writer.beginArray()
        for (i, model) in models.enumerated() { describeLayer(model, path: "\(path)[\(i)]") }
        writer.endArray()
        string("name", name)
        number("w", size.width)
        writer.endObject()
    }

    private mutating func describeLayer(_ model: LottieLayer, path: String) {
        let layer = layerCount
        layerCount += 1
        let transform = transformHandles(model.transform, path: "\(path).ks", layer: layer)
        writer.beginObject()
        writer.key("effects")
        writer.beginArray()
        for (i, effect) in model.effects.enumerated() { describeEffect(effect, path: "\(path).ef[\(i)]", layer: layer) }
        writer.endArray()
        // Precomposition and solid layers have a size of their own (`w`, `h`).
        let size: Size? = switch model.content {
        case .precomposition(let precomp): precomp.size
        case .solid(let solid): solid.size
        default: nil
        }
        if let size { number("h", size.height) }
        number("handle", Double(layer))
        writer.key("hd")
        writer.bool(model.isHidden)
        if let index = model.index { number("ind", Double(index)) }
        number("ip", model.inFrame)
        writer.key("masks")
        writer.beginArray()
        for (i, mask) in model.masks.enumerated() {
            let p = "\(path).masksProperties[\(i)]"
            let maskPath = register(mask.path, path: "\(p).pt", layer: layer)
            let opacity = register(mask.opacity, path: "\(p).o", layer: layer)
            let expansion = register(mask.expansion, path: "\(p).x", layer: layer)
            writer.beginObject()
            handle("expansion", expansion)
            string("name", mask.name)
            handle("opacity", opacity)
            handle("path", maskPath)
            writer.endObject()
        }
        writer.endArray()
        let timeRemap = register(model.timeRemap, path: "\(path).tm", layer: layer)
        string("name", model.name)
        number("op", model.outFrame)
        if let parent = model.parent { number("parent", Double(parent)) }
        switch model.content {
        case .precomposition(let precomp):
            string("refId", precomp.referenceID)
        case .shapes(let items):
            writer.key("shapes")
            describeItems(items, path: "\(path).shapes", layer: layer)
        case .text(let text):
            number("sourceText", Double(register(ExpressionProperty(text.document, path: "\(path).t.d", layer: layer),
                                                 identity: text.document.expressionIdentity)))
        default:
            break
        }
        number("sr", model.timeStretch)
        number("st", model.startTime)
        handle("tm", timeRemap)
        writer.key("transform")
        write(transform)
        number("ty", Double(model.typeNumber))
        if let size { number("w", size.width) }
        writer.endObject()
    }

    /// A transform's handles, in the order its interface lists them; a repeater's transform
    /// adds its copies' start and end opacity.
    private mutating func transformHandles(_ transform: LottieTransform, path: String, layer: Int,
                                           repeater: LottieRepeaterTransform? = nil) -> Handles {
        var handles: Handles = [
            ("anchorPoint", register(transform.anchor, path: "\(path).a", layer: layer)),
            ("scale", register(transform.scale, path: "\(path).s", layer: layer)),
            ("rotation", register(transform.rotation, path: "\(path).r", layer: layer)),
            ("opacity", register(transform.opacity, path: "\(path).o", layer: layer)),
            ("skew", register(transform.skew, path: "\(path).sk", layer: layer)),
            ("skewAxis", register(transform.skewAxis, path: "\(path).sa", layer: layer)),
            ("xRotation", register(transform.rotationX, path: "\(path).rx", layer: layer)),
            ("yRotation", register(transform.rotationY, path: "\(path).ry", layer: layer)),
            ("orientation", register(transform.orientation, path: "\(path).or", layer: layer)),
        ]
        switch transform.position {
        case .combined(let position):
            handles.append(("position", register(position, path: "\(path).p", layer: layer)))
        case .split(let x, let y, let z):
            handles += [("xPosition", register(x, path: "\(path).p.x", layer: layer)),
                        ("yPosition", register(y, path: "\(path).p.y", layer: layer)),
                        ("zPosition", register(z, path: "\(path).p.z", layer: layer))]
        }
        if let repeater {
            handles += [("startOpacity", register(repeater.startOpacity, path: "\(path).so", layer: layer)),
                        ("endOpacity", register(repeater.endOpacity, path: "\(path).eo", layer: layer))]
        }
        return handles
    }

    // MARK: Effects

    private mutating func describeEffect(_ effect: LottieEffect, path: String, layer: Int) {
        writer.beginObject()
        writer.key("en")
        writer.bool(effect.isEnabled)
        if let index = effect.index { number("ix", Double(index)) }
        if let matchName = effect.matchName { string("mn", matchName) }
        string("name", effect.name)
        writer.key("params")
        describeParameters(effect.values, path: path, layer: layer)
        number("ty", Double(effect.type.rawValue))
        writer.endObject()
    }

    private mutating func describeParameters(_ values: [LottieEffectValue], path: String, layer: Int) {
        writer.beginArray()
        for (i, parameter) in values.enumerated() {
            let p = "\(path).ef[\(i)].v"
            writer.beginObject()
            if let index = parameter.index { number("ix", Double(index)) }
            if case .layer = parameter.value {
                writer.key("layerPicker")
                writer.bool(true)
            }
            if let matchName = parameter.matchName { string("mn", matchName) }
            string("name", parameter.name)
            switch parameter.value {
            case .slider(let v), .angle(let v), .checkbox(let v), .dropDown(let v):
                property("value", v, p, layer: layer)
            case .layer(let v): property("value", v, p, layer: layer)
            case .color(let v): property("value", v, p, layer: layer)
            case .point(let v): property("value", v, p, layer: layer)
            case .group(let nested):
                writer.key("params")
                describeParameters(nested, path: "\(path).ef[\(i)]", layer: layer)
            case .none, .unsupported: break
            }
            writer.endObject()
        }
        writer.endArray()
    }

    // MARK: Shape items

    private mutating func describeItems(_ items: [LottieShapeItem], path: String, layer: Int) {
        writer.beginArray()
        for (i, item) in items.enumerated() {
            // Bodymovin numbers items by their place in the group (`ix`), from 1.
            describeItem(item, index: i + 1, path: "\(path)[\(i)]", layer: layer)
        }
        writer.endArray()
    }

    private mutating func describeItem(_ item: LottieShapeItem, index: Int, path p: String, layer: Int) {
        writer.beginObject()
        let group: LottieShapeGroup? = if case .group(let group) = item.content { group } else { nil }
        if let group {
            writer.key("it")
            describeItems(group.items, path: "\(p).it", layer: layer)
        }
        number("ix", Double(index))
        if let matchName = item.matchName { string("mn", matchName) }
        string("name", item.name)
        if let count = group?.propertyCount { number("np", Double(count)) }
        writer.key("props")
        switch item.content {
        case .transform(let transform):
            write(transformHandles(transform, path: p, layer: layer))
        case .repeater(let r):
            let copies: Handles = [("copies", register(r.copies, path: "\(p).c", layer: layer)),
                                   ("offset", register(r.offset, path: "\(p).o", layer: layer))]
            let transform = transformHandles(r.transform.transform, path: "\(p).tr", layer: layer, repeater: r.transform)
            write(copies)
            writer.key("transform")
            write(transform)
        default:
            write(propertyHandles(of: item.content, path: p, layer: layer))
        }
        string("ty", item.content.typeName)
        writer.endObject()
    }

    /// The handles of an item's properties other than a transform's or a repeater's, in the
    /// order its interface lists them.
    private mutating func propertyHandles(of content: LottieShapeContent, path p: String, layer: Int) -> Handles {
        switch content {
        case .rectangle(let r):
            return [("position", register(r.position, path: "\(p).p", layer: layer)),
                    ("size", register(r.size, path: "\(p).s", layer: layer)),
                    ("roundness", register(r.roundness, path: "\(p).r", layer: layer))]
        case .ellipse(let e):
            return [("position", register(e.position, path: "\(p).p", layer: layer)),
                    ("size", register(e.size, path: "\(p).s", layer: layer))]
        case .polystar(let s):
            return [("position", register(s.position, path: "\(p).p", layer: layer)),
                    ("points", register(s.points, path: "\(p).pt", layer: layer)),
                    ("rotation", register(s.rotation, path: "\(p).r", layer: layer)),
                    ("outerRadius", register(s.outerRadius, path: "\(p).or", layer: layer)),
                    ("outerRoundness", register(s.outerRoundness, path: "\(p).os", layer: layer)),
                    ("innerRadius", register(s.innerRadius, path: "\(p).ir", layer: layer)),
                    ("innerRoundness", register(s.innerRoundness, path: "\(p).is", layer: layer))]
        case .path(let path):
            return [("path", register(path.path, path: "\(p).ks", layer: layer))]
        case .fill(let f):
            return [("color", register(f.color, path: "\(p).c", layer: layer)),
                    ("opacity", register(f.opacity, path: "\(p).o", layer: layer))]
        case .stroke(let s):
            let handles: Handles = [("color", register(s.color, path: "\(p).c", layer: layer)),
                                    ("opacity", register(s.opacity, path: "\(p).o", layer: layer)),
                                    ("strokeWidth", register(s.line.width, path: "\(p).w", layer: layer))]
            registerLineDetails(s.line, path: p, layer: layer)
            return handles
        case .gradientFill(let g):
            return [("opacity", register(g.opacity, path: "\(p).o", layer: layer)),
                    ("startPoint", register(g.gradient.startPoint, path: "\(p).s", layer: layer)),
                    ("endPoint", register(g.gradient.endPoint, path: "\(p).e", layer: layer)),
                    ("colors", register(g.gradient.colors.values, path: "\(p).g.k", layer: layer))]
        case .gradientStroke(let g):
            let handles: Handles = [("opacity", register(g.opacity, path: "\(p).o", layer: layer)),
                                    ("startPoint", register(g.gradient.startPoint, path: "\(p).s", layer: layer)),
                                    ("endPoint", register(g.gradient.endPoint, path: "\(p).e", layer: layer)),
                                    ("colors", register(g.gradient.colors.values, path: "\(p).g.k", layer: layer)),
                                    ("strokeWidth", register(g.line.width, path: "\(p).w", layer: layer))]
            registerLineDetails(g.line, path: p, layer: layer)
            return handles
        case .trim(let t):
            return [("start", register(t.start, path: "\(p).s", layer: layer)),
                    ("end", register(t.end, path: "\(p).e", layer: layer)),
                    ("offset", register(t.offset, path: "\(p).o", layer: layer))]
        case .roundedCorners(let r):
            return [("radius", register(r.radius, path: "\(p).r", layer: layer))]
        case .offsetPath(let o):
            return [("amount", register(o.amount, path: "\(p).a", layer: layer))]
        case .puckerBloat(let b):
            return [("amount", register(b.amount, path: "\(p).a", layer: layer))]
        case .twist(let t):
            return [("angle", register(t.angle, path: "\(p).a", layer: layer)),
                    ("center", register(t.center, path: "\(p).c", layer: layer))]
        case .zigZag(let z):
            return [("ridges", register(z.ridges, path: "\(p).r", layer: layer)),
                    ("size", register(z.size, path: "\(p).s", layer: layer))]
        case .group, .transform, .repeater, .merge, .noStyle, .unsupported:
            return []
        }
    }

    /// A stroke's miter limit and dashes, reached by no interface but possibly carrying
    /// expressions of their own: registered, not described.
    private mutating func registerLineDetails(_ line: LottieStrokeLine, path: String, layer: Int) {
        _ = register(line.miterLimit, path: "\(path).ml", layer: layer)
        for (i, dash) in line.dashes.enumerated() { _ = register(dash.value, path: "\(path).d[\(i)].v", layer: layer) }
    }
}
