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
        let transform = TransformHandles(model.transform, path: "\(path).ks", layer: layer, in: &self)
        writer.beginObject()
        writer.key("effects")
        writer.beginArray()
        for (i, effect) in model.effects.enumerated() { describeEffect(effect, path: "\(path).ef[\(i)]", layer: layer) }
        writer.endArray()
        switch model.content {
        case .precomposition(let precomp): number("h", precomp.size.height)
        case .solid(let solid): number("h", solid.size.height)
        default: break
        }
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
        switch model.content {
        case .precomposition(let precomp): number("w", precomp.size.width)
        case .solid(let solid): number("w", solid.size.width)
        default: break
        }
        writer.endObject()
    }

    /// The handles of a transform's properties, given out in the order its interface lists
    /// them; a repeater's transform adds its copies' start and end opacity.
    private struct TransformHandles {
        var anchor, scale, rotation, opacity, skew, skewAxis, xRotation, yRotation, orientation: Int?
        var position, xPosition, yPosition, zPosition: Int?
        var startOpacity, endOpacity: Int?
        let isSplit: Bool
        let isRepeater: Bool

        init(_ transform: LottieTransform, path: String, layer: Int, repeater: LottieRepeaterTransform? = nil,
             in scene: inout ExpressionScene) {
            anchor = scene.register(transform.anchor, path: "\(path).a", layer: layer)
            scale = scene.register(transform.scale, path: "\(path).s", layer: layer)
            rotation = scene.register(transform.rotation, path: "\(path).r", layer: layer)
            opacity = scene.register(transform.opacity, path: "\(path).o", layer: layer)
            skew = scene.register(transform.skew, path: "\(path).sk", layer: layer)
            skewAxis = scene.register(transform.skewAxis, path: "\(path).sa", layer: layer)
            xRotation = scene.register(transform.rotationX, path: "\(path).rx", layer: layer)
            yRotation = scene.register(transform.rotationY, path: "\(path).ry", layer: layer)
            orientation = scene.register(transform.orientation, path: "\(path).or", layer: layer)
            switch transform.position {
            case .combined(let p):
                isSplit = false
                position = scene.register(p, path: "\(path).p", layer: layer)
            case .split(let x, let y, let z):
                isSplit = true
                xPosition = scene.register(x, path: "\(path).p.x", layer: layer)
                yPosition = scene.register(y, path: "\(path).p.y", layer: layer)
                zPosition = scene.register(z, path: "\(path).p.z", layer: layer)
            }
            isRepeater = repeater != nil
            if let repeater {
                startOpacity = scene.register(repeater.startOpacity, path: "\(path).so", layer: layer)
                endOpacity = scene.register(repeater.endOpacity, path: "\(path).eo", layer: layer)
            }
        }
    }

    private mutating func write(_ t: TransformHandles) {
        writer.beginObject()
        handle("anchorPoint", t.anchor)
        if t.isRepeater { handle("endOpacity", t.endOpacity) }
        handle("opacity", t.opacity)
        handle("orientation", t.orientation)
        if !t.isSplit { handle("position", t.position) }
        handle("rotation", t.rotation)
        handle("scale", t.scale)
        handle("skew", t.skew)
        handle("skewAxis", t.skewAxis)
        if t.isRepeater { handle("startOpacity", t.startOpacity) }
        if t.isSplit { handle("xPosition", t.xPosition) }
        handle("xRotation", t.xRotation)
        if t.isSplit { handle("yPosition", t.yPosition) }
        handle("yRotation", t.yRotation)
        if t.isSplit { handle("zPosition", t.zPosition) }
        writer.endObject()
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
        if case .group(let group) = item.content {
            writer.key("it")
            describeItems(group.items, path: "\(p).it", layer: layer)
        }
        number("ix", Double(index))
        if let matchName = item.matchName { string("mn", matchName) }
        string("name", item.name)
        if case .group(let group) = item.content, let count = group.propertyCount { number("np", Double(count)) }
        writer.key("props")
        switch item.content {
        case .transform(let transform):
            write(TransformHandles(transform, path: p, layer: layer, in: &self))
        case .repeater(let r):
            let copies = register(r.copies, path: "\(p).c", layer: layer)
            let offset = register(r.offset, path: "\(p).o", layer: layer)
            let transform = TransformHandles(r.transform.transform, path: "\(p).tr", layer: layer, repeater: r.transform, in: &self)
            writer.beginObject()
            handle("copies", copies)
            handle("offset", offset)
            writer.endObject()
            writer.key("transform")
            write(transform)
        default:
            writer.beginObject()
            describeProperties(of: item.content, path: p, layer: layer)
            writer.endObject()
        }
        string("ty", item.content.typeName)
        writer.endObject()
    }

    /// The properties of an item other than a transform or repeater, as its interface names
    /// them; their handles in the order the interface lists them.
    private mutating func describeProperties(of content: LottieShapeContent, path p: String, layer: Int) {
        switch content {
        case .rectangle(let r):
            let position = register(r.position, path: "\(p).p", layer: layer)
            let size = register(r.size, path: "\(p).s", layer: layer)
            let roundness = register(r.roundness, path: "\(p).r", layer: layer)
            handle("position", position)
            handle("roundness", roundness)
            handle("size", size)
        case .ellipse(let e):
            property("position", e.position, "\(p).p", layer: layer)
            property("size", e.size, "\(p).s", layer: layer)
        case .polystar(let s):
            let position = register(s.position, path: "\(p).p", layer: layer)
            let points = register(s.points, path: "\(p).pt", layer: layer)
            let rotation = register(s.rotation, path: "\(p).r", layer: layer)
            let outerRadius = register(s.outerRadius, path: "\(p).or", layer: layer)
            let outerRoundness = register(s.outerRoundness, path: "\(p).os", layer: layer)
            let innerRadius = register(s.innerRadius, path: "\(p).ir", layer: layer)
            let innerRoundness = register(s.innerRoundness, path: "\(p).is", layer: layer)
            handle("innerRadius", innerRadius)
            handle("innerRoundness", innerRoundness)
            handle("outerRadius", outerRadius)
            handle("outerRoundness", outerRoundness)
            handle("points", points)
            handle("position", position)
            handle("rotation", rotation)
        case .path(let path):
            property("path", path.path, "\(p).ks", layer: layer)
        case .fill(let f):
            property("color", f.color, "\(p).c", layer: layer)
            property("opacity", f.opacity, "\(p).o", layer: layer)
        case .stroke(let s):
            property("color", s.color, "\(p).c", layer: layer)
            property("opacity", s.opacity, "\(p).o", layer: layer)
            property("strokeWidth", s.line.width, "\(p).w", layer: layer)
            registerLineDetails(s.line, path: p, layer: layer)
        case .gradientFill(let g):
            let opacity = register(g.opacity, path: "\(p).o", layer: layer)
            let startPoint = register(g.gradient.startPoint, path: "\(p).s", layer: layer)
            let endPoint = register(g.gradient.endPoint, path: "\(p).e", layer: layer)
            let colors = register(g.gradient.colors.values, path: "\(p).g.k", layer: layer)
            handle("colors", colors)
            handle("endPoint", endPoint)
            handle("opacity", opacity)
            handle("startPoint", startPoint)
        case .gradientStroke(let g):
            let opacity = register(g.opacity, path: "\(p).o", layer: layer)
            let startPoint = register(g.gradient.startPoint, path: "\(p).s", layer: layer)
            let endPoint = register(g.gradient.endPoint, path: "\(p).e", layer: layer)
            let colors = register(g.gradient.colors.values, path: "\(p).g.k", layer: layer)
            let width = register(g.line.width, path: "\(p).w", layer: layer)
            registerLineDetails(g.line, path: p, layer: layer)
            handle("colors", colors)
            handle("endPoint", endPoint)
            handle("opacity", opacity)
            handle("startPoint", startPoint)
            handle("strokeWidth", width)
        case .trim(let t):
            let start = register(t.start, path: "\(p).s", layer: layer)
            let end = register(t.end, path: "\(p).e", layer: layer)
            let offset = register(t.offset, path: "\(p).o", layer: layer)
            handle("end", end)
            handle("offset", offset)
            handle("start", start)
        case .roundedCorners(let r):
            property("radius", r.radius, "\(p).r", layer: layer)
        case .offsetPath(let o):
            property("amount", o.amount, "\(p).a", layer: layer)
        case .puckerBloat(let b):
            property("amount", b.amount, "\(p).a", layer: layer)
        case .twist(let t):
            property("angle", t.angle, "\(p).a", layer: layer)
            property("center", t.center, "\(p).c", layer: layer)
        case .zigZag(let z):
            property("ridges", z.ridges, "\(p).r", layer: layer)
            property("size", z.size, "\(p).s", layer: layer)
        case .group, .transform, .repeater, .merge, .noStyle, .unsupported:
            break
        }
    }

    /// A stroke's miter limit and dashes, reached by no interface but possibly carrying
    /// expressions of their own: registered, not described.
    private mutating func registerLineDetails(_ line: LottieStrokeLine, path: String, layer: Int) {
        _ = register(line.miterLimit, path: "\(path).ml", layer: layer)
        for (i, dash) in line.dashes.enumerated() { _ = register(dash.value, path: "\(path).d[\(i)].v", layer: layer) }
    }
}
