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
                                                    interpolator: ([Keyframe<Value>]) -> ((Double) -> Value)?) {
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
            if let interpolate = interpolator(keyframes) {
                keyframedValue = { interpolate($0).expressionValue }
            } else {
                let first = keyframes[0].value.expressionValue
                keyframedValue = { _ in first }
            }
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

/// The file as expressions see it: every layer of every composition with its properties,
/// effects, masks and shape contents, described in JSON for `ExpressionPrelude`'s interfaces
/// (`thisComp`, `thisLayer`, `content(...)`, `effect(...)`), and the property table the
/// description's handles index.
struct ExpressionScene {
    /// Every property, by handle.
    private(set) var properties: [ExpressionProperty] = []
    /// How many layers have been described: the next layer's handle.
    private var layerCount = 0
    /// The properties with expressions, by the identity of their expression in the model.
    private(set) var handlesByIdentity: [ObjectIdentifier: Int] = [:]
    /// The description, as JSON values (written out by `description` when the engine starts).
    private var tree = LottieJSON.null

    /// The JSON description.
    var description: String { String(decoding: tree.jsonBytes(), as: UTF8.self) }

    init(animation: LottieAnimation) {
        var comps: [LottieJSON] = []
        comps.append(.object(describeComposition(id: "", name: animation.name ?? "", width: animation.width,
                                         height: animation.height, layers: animation.layers, path: "layers")))
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
        for (id, precomp) in animation.precompositions.sorted(by: { $0.key < $1.key }) {
            let size = sizes[id] ?? animation.size
            comps.append(.object(describeComposition(id: id, name: precomp.name ?? id, width: size.width,
                                                     height: size.height, layers: precomp.layers,
                                                     path: "assets[\"\(id)\"].layers")))
        }
        // Written with the model's own JSON writer: Foundation's, over `[String: Any]`, spent
        // most of a large file's load casting values.
        tree = .object(["fr": .number(animation.framerate), "ip": .number(animation.startFrame),
                        "op": .number(animation.endFrame), "comps": .array(comps)])
    }

    private mutating func add<Value: KeyframeInterpolatable & ExpressionValueConvertible>(
        _ group: KeyframeGroup<Value>?, _ path: String, layer: Int) -> LottieJSON {
        guard let group else { return .null }
        return .number(Double(register(ExpressionProperty(group, path: path, layer: layer), identity: group.expressionIdentity)))
    }

    /// Adds `property` to the table, findable by its model's expression identity when it has an
    /// expression; returns its handle.
    private mutating func register(_ property: ExpressionProperty, identity: ObjectIdentifier?) -> Int {
        properties.append(property)
        if let identity, property.expression != nil { handlesByIdentity[identity] = properties.count - 1 }
        return properties.count - 1
    }

    private mutating func describeComposition(id: String, name: String, width: Double, height: Double,
                                              layers models: [LottieLayer], path: String) -> [String: LottieJSON] {
        var described: [LottieJSON] = []
        for (i, model) in models.enumerated() {
            described.append(.object(describeLayer(model, path: "\(path)[\(i)]")))
        }
        return ["id": .string(id), "name": .string(name), "w": .number(width), "h": .number(height), "layers": .array(described)]
    }

    private mutating func describeLayer(_ model: LottieLayer, path: String) -> [String: LottieJSON] {
        let layer = layerCount
        layerCount += 1
        var out: [String: LottieJSON] = [
            "handle": .number(Double(layer)), "name": .string(model.name), "ty": .number(Double(model.typeNumber)),
            "ip": .number(model.inFrame), "op": .number(model.outFrame), "st": .number(model.startTime),
            "sr": .number(model.timeStretch), "hd": .bool(model.isHidden),
        ]
        if let index = model.index { out["ind"] = .number(Double(index)) }
        if let parent = model.parent { out["parent"] = .number(Double(parent)) }
        out["transform"] = .object(describeTransform(model.transform, path: "\(path).ks", layer: layer))
        out["effects"] = .array(model.effects.enumerated().map { i, effect in
            .object(describeEffect(effect, path: "\(path).ef[\(i)]", layer: layer))
        })
        out["masks"] = .array(model.masks.enumerated().map { i, mask -> LottieJSON in
            let p = "\(path).masksProperties[\(i)]"
            return .object(["name": .string(mask.name), "path": add(mask.path, "\(p).pt", layer: layer),
                    "opacity": add(mask.opacity, "\(p).o", layer: layer),
                    "expansion": add(mask.expansion, "\(p).x", layer: layer)])
        })
        out["tm"] = add(model.timeRemap, "\(path).tm", layer: layer)
        switch model.content {
        case .shapes(let items):
            out["shapes"] = .array(describeItems(items, path: "\(path).shapes", layer: layer))
        case .precomposition(let precomp):
            out["refId"] = .string(precomp.referenceID)
            out["w"] = .number(precomp.size.width)
            out["h"] = .number(precomp.size.height)
        case .solid(let solid):
            out["w"] = .number(solid.size.width)
            out["h"] = .number(solid.size.height)
        case .text(let text):
            let handle = register(ExpressionProperty(text.document, path: "\(path).t.d", layer: layer),
                                  identity: text.document.expressionIdentity)
            out["sourceText"] = .number(Double(handle))
        default:
            break
        }
        return out
    }

    private mutating func describeTransform(_ transform: LottieTransform, path: String, layer: Int) -> [String: LottieJSON] {
        var out: [String: LottieJSON] = [
            "anchorPoint": add(transform.anchor, "\(path).a", layer: layer),
            "scale": add(transform.scale, "\(path).s", layer: layer),
            "rotation": add(transform.rotation, "\(path).r", layer: layer),
            "opacity": add(transform.opacity, "\(path).o", layer: layer),
            "skew": add(transform.skew, "\(path).sk", layer: layer),
            "skewAxis": add(transform.skewAxis, "\(path).sa", layer: layer),
            "xRotation": add(transform.rotationX, "\(path).rx", layer: layer),
            "yRotation": add(transform.rotationY, "\(path).ry", layer: layer),
            "orientation": add(transform.orientation, "\(path).or", layer: layer),
        ]
        switch transform.position {
        case .combined(let position):
            out["position"] = add(position, "\(path).p", layer: layer)
        case .split(let x, let y, let z):
            out["xPosition"] = add(x, "\(path).p.x", layer: layer)
            out["yPosition"] = add(y, "\(path).p.y", layer: layer)
            out["zPosition"] = add(z, "\(path).p.z", layer: layer)
        }
        return out
    }

    private mutating func describeEffect(_ effect: LottieEffect, path: String, layer: Int) -> [String: LottieJSON] {
        var out: [String: LottieJSON] = ["name": .string(effect.name), "ty": .number(Double(effect.type.rawValue)), "en": .bool(effect.isEnabled)]
        if let matchName = effect.matchName { out["mn"] = .string(matchName) }
        if let index = effect.index { out["ix"] = .number(Double(index)) }
        out["params"] = .array(describeParameters(effect.values, path: path, layer: layer))
        return out
    }

    private mutating func describeParameters(_ values: [LottieEffectValue], path: String, layer: Int) -> [LottieJSON] {
        values.enumerated().map { i, parameter in
            let p = "\(path).ef[\(i)].v"
            var out: [String: LottieJSON] = ["name": .string(parameter.name)]
            if let matchName = parameter.matchName { out["mn"] = .string(matchName) }
            if let index = parameter.index { out["ix"] = .number(Double(index)) }
            switch parameter.value {
            case .slider(let v), .angle(let v), .checkbox(let v), .dropDown(let v):
                out["value"] = add(v, p, layer: layer)
            case .layer(let v):
                out["value"] = add(v, p, layer: layer)
                out["layerPicker"] = .bool(true)
            case .color(let v): out["value"] = add(v, p, layer: layer)
            case .point(let v): out["value"] = add(v, p, layer: layer)
            case .group(let nested):
                out["params"] = .array(describeParameters(nested, path: "\(path).ef[\(i)]", layer: layer))
            case .none, .unsupported: break
            }
            return .object(out)
        }
    }

    private mutating func describeItems(_ items: [LottieShapeItem], path: String, layer: Int) -> [LottieJSON] {
        items.enumerated().map { i, item in
            var described = describeItem(item, path: "\(path)[\(i)]", layer: layer)
            // Bodymovin numbers items by their place in the group (`ix`), from 1.
            described["ix"] = .number(Double(i + 1))
            return .object(described)
        }
    }

    private mutating func describeItem(_ item: LottieShapeItem, path p: String, layer: Int) -> [String: LottieJSON] {
        var out: [String: LottieJSON] = ["name": .string(item.name), "ty": .string(item.content.typeName)]
        if let matchName = item.matchName { out["mn"] = .string(matchName) }
        var props: [String: LottieJSON] = [:]
        switch item.content {
        case .group(let group):
            out["it"] = .array(describeItems(group.items, path: "\(p).it", layer: layer))
            if let count = group.propertyCount { out["np"] = .number(Double(count)) }
        case .rectangle(let r):
            props = ["position": add(r.position, "\(p).p", layer: layer), "size": add(r.size, "\(p).s", layer: layer),
                     "roundness": add(r.roundness, "\(p).r", layer: layer)]
        case .ellipse(let e):
            props = ["position": add(e.position, "\(p).p", layer: layer), "size": add(e.size, "\(p).s", layer: layer)]
        case .polystar(let s):
            props = ["position": add(s.position, "\(p).p", layer: layer), "points": add(s.points, "\(p).pt", layer: layer),
                     "rotation": add(s.rotation, "\(p).r", layer: layer),
                     "outerRadius": add(s.outerRadius, "\(p).or", layer: layer),
                     "outerRoundness": add(s.outerRoundness, "\(p).os", layer: layer),
                     "innerRadius": add(s.innerRadius, "\(p).ir", layer: layer),
                     "innerRoundness": add(s.innerRoundness, "\(p).is", layer: layer)]
        case .path(let path):
            props = ["path": add(path.path, "\(p).ks", layer: layer)]
        case .fill(let f):
            props = ["color": add(f.color, "\(p).c", layer: layer), "opacity": add(f.opacity, "\(p).o", layer: layer)]
        case .stroke(let s):
            props = ["color": add(s.color, "\(p).c", layer: layer), "opacity": add(s.opacity, "\(p).o", layer: layer),
                     "strokeWidth": add(s.line.width, "\(p).w", layer: layer)]
            addLineDetails(s.line, path: p, layer: layer, to: &props)
        case .gradientFill(let g):
            props = ["opacity": add(g.opacity, "\(p).o", layer: layer),
                     "startPoint": add(g.gradient.startPoint, "\(p).s", layer: layer),
                     "endPoint": add(g.gradient.endPoint, "\(p).e", layer: layer),
                     "colors": add(g.gradient.colors.values, "\(p).g.k", layer: layer)]
        case .gradientStroke(let g):
            props = ["opacity": add(g.opacity, "\(p).o", layer: layer),
                     "startPoint": add(g.gradient.startPoint, "\(p).s", layer: layer),
                     "endPoint": add(g.gradient.endPoint, "\(p).e", layer: layer),
                     "colors": add(g.gradient.colors.values, "\(p).g.k", layer: layer),
                     "strokeWidth": add(g.line.width, "\(p).w", layer: layer)]
            addLineDetails(g.line, path: p, layer: layer, to: &props)
        case .transform(let t):
            props = describeTransform(t, path: p, layer: layer)
        case .trim(let t):
            props = ["start": add(t.start, "\(p).s", layer: layer), "end": add(t.end, "\(p).e", layer: layer),
                     "offset": add(t.offset, "\(p).o", layer: layer)]
        case .repeater(let r):
            props = ["copies": add(r.copies, "\(p).c", layer: layer), "offset": add(r.offset, "\(p).o", layer: layer)]
            var transform = describeTransform(r.transform.transform, path: "\(p).tr", layer: layer)
            transform["startOpacity"] = add(r.transform.startOpacity, "\(p).tr.so", layer: layer)
            transform["endOpacity"] = add(r.transform.endOpacity, "\(p).tr.eo", layer: layer)
            out["transform"] = .object(transform)
        case .roundedCorners(let r):
            props = ["radius": add(r.radius, "\(p).r", layer: layer)]
        case .offsetPath(let o):
            props = ["amount": add(o.amount, "\(p).a", layer: layer)]
        case .puckerBloat(let b):
            props = ["amount": add(b.amount, "\(p).a", layer: layer)]
        case .twist(let t):
            props = ["angle": add(t.angle, "\(p).a", layer: layer), "center": add(t.center, "\(p).c", layer: layer)]
        case .zigZag(let z):
            props = ["ridges": add(z.ridges, "\(p).r", layer: layer), "size": add(z.size, "\(p).s", layer: layer)]
        case .merge, .noStyle, .unsupported:
            break
        }
        out["props"] = .object(props)
        return out
    }

    /// A stroke's miter limit and dashes (reached by no interface, but they may carry
    /// expressions of their own).
    private mutating func addLineDetails(_ line: LottieStrokeLine, path: String, layer: Int, to props: inout [String: LottieJSON]) {
        _ = add(line.miterLimit, "\(path).ml", layer: layer)
        for (i, dash) in line.dashes.enumerated() { _ = add(dash.value, "\(path).d[\(i)].v", layer: layer) }
    }
}
