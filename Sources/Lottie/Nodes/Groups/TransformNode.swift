import Foundation
import Graphics

/// The transform of a layer (`ks`) or shape group (`tr`): anchor, position (combined or split),
/// scale, rotation (or 3-D rotations and orientation), skew and opacity.
///
/// The matrix follows lottie-web: translate(−anchor), scale, skew, rotate, translate(position).
/// 3-D rotations are composed in full and flattened orthographically (z dropped), as a Core
/// Animation layer without perspective shows them.
final class TransformNode: AnimatorNode {
    let keypathName: String
    let propertyMap: NodePropertyMap
    var hasLocalUpdates = true
    var isEnabled = true

    let anchor: NodeProperty<LottieVector3>
    let position: NodeProperty<LottieVector3>?
    let positionX: NodeProperty<Double>?
    let positionY: NodeProperty<Double>?
    let scale: NodeProperty<LottieVector3>
    let rotation: NodeProperty<Double>
    let rotationX: NodeProperty<Double>?
    let rotationY: NodeProperty<Double>?
    let orientation: NodeProperty<LottieVector3>?
    let skew: NodeProperty<Double>
    let skewAxis: NodeProperty<Double>
    let opacity: NodeProperty<Double>
    /// The position as a function of time, for auto-orientation: made when first asked for,
    /// since only auto-oriented layers ask.
    private lazy var motionPath: MotionPath? = {
        if let position { return MotionPath(position) }
        if let positionX, let positionY { return MotionPath(x: positionX, y: positionY) }
        return nil
    }()

    /// The 3-D rotations (`rx`, `ry`, `rz`, `or`) apply whatever the layer's `ddd` says: neither
    /// lottie-ios (`Transform` decodes them, `LayerTransformNode` rotates by them; `ddd` is not
    /// consulted) nor lottie-web (`TransformPropertyFactory`, keyed on `rx`) looks at it.
    ///
    /// The model is borrowed: it holds a dozen properties, which a copy would retain and release
    /// one by one.
    init(_ model: borrowing LottieTransform, name: String = "Transform") {
        keypathName = name
        anchor = NodeProperty(model.anchor)
        switch model.position {
        case .combined(let p):
            position = NodeProperty(p); positionX = nil; positionY = nil
        case .split(let x, let y, _):
            position = nil; positionX = NodeProperty(x); positionY = NodeProperty(y)
        }
        scale = NodeProperty(model.scale)
        rotation = NodeProperty(model.rotation)
        rotationX = model.rotationX.map { NodeProperty($0) }
        rotationY = model.rotationY.map { NodeProperty($0) }
        orientation = model.orientation.map { NodeProperty($0) }
        skew = NodeProperty(model.skew)
        skewAxis = NodeProperty(model.skewAxis)
        opacity = NodeProperty(model.opacity)
        // One array of named properties, reserved once: a transform is built for every layer and
        // group, so its allocations count.
        var named: [(String, any AnyNodeProperty)] = []
        named.reserveCapacity(11)
        named.append(("Anchor Point", anchor))
        if let position { named.append(("Position", position)) }
        if let positionX, let positionY {
            named.append(("X Position", positionX))
            named.append(("Y Position", positionY))
        }
        named.append(("Scale", scale))
        named.append(("Rotation", rotation))
        named.append(("Skew", skew))
        named.append(("Skew Axis", skewAxis))
        named.append(("Opacity", opacity))
        if let rotationX { named.append(("X Rotation", rotationX)) }
        if let rotationY { named.append(("Y Rotation", rotationY)) }
        if let orientation { named.append(("Orientation", orientation)) }
        propertyMap = NodePropertyMap(named)
    }

    /// The current position.
    var currentPosition: Point {
        if let position { return position.value.point }
        return Point(positionX?.value ?? 0, positionY?.value ?? 0)
    }

    /// Opacity as a fraction 0...1.
    var opacityFraction: Double { max(0, min(1, opacity.value / 100)) }

    /// Whether 3-D rotations take part.
    var is3D: Bool { rotationX != nil || rotationY != nil || orientation != nil }

    /// The transform from the node's space into its parent's, flattened to 2-D.
    /// `autoOrientAngle` (radians) is added to the rotation for auto-oriented layers.
    func matrix(autoOrientAngle: Double = 0) -> AffineTransform {
        let a = anchor.value, s = scale.value
        var m = AffineTransform(translationX: -a.x, y: -a.y)
            .concatenating(AffineTransform(scaleX: s.x / 100, y: s.y / 100))
        let sk = skew.value
        if sk != 0 {
            let axis = skewAxis.value * .pi / 180
            let shear = AffineTransform(a: 1, b: 0, c: tan(-sk * .pi / 180), d: 1, tx: 0, ty: 0)
            m = m.concatenating(AffineTransform(rotationAngle: axis)).concatenating(shear)
                .concatenating(AffineTransform(rotationAngle: -axis))
        }
        if is3D {
            var r = Transform3D(rotationAngle: rotation.value * .pi / 180, x: 0, y: 0, z: 1)
            if let rotationY { r = r.concatenating(Transform3D(rotationAngle: -rotationY.value * .pi / 180, x: 0, y: 1, z: 0)) }
            if let rotationX { r = r.concatenating(Transform3D(rotationAngle: -rotationX.value * .pi / 180, x: 1, y: 0, z: 0)) }
            if let o = orientation?.value {
                r = r.concatenating(Transform3D(rotationAngle: o.z * .pi / 180, x: 0, y: 0, z: 1))
                    .concatenating(Transform3D(rotationAngle: -o.y * .pi / 180, x: 0, y: 1, z: 0))
                    .concatenating(Transform3D(rotationAngle: -o.x * .pi / 180, x: 1, y: 0, z: 0))
            }
            m = m.concatenating(AffineTransform(a: r.m11, b: r.m12, c: r.m21, d: r.m22, tx: 0, ty: 0))
        } else if rotation.value != 0 {
            m = m.concatenating(AffineTransform(rotationAngle: rotation.value * .pi / 180))
        }
        if autoOrientAngle != 0 { m = m.concatenating(AffineTransform(rotationAngle: autoOrientAngle)) }
        let p = currentPosition
        return m.concatenating(AffineTransform(translationX: p.x, y: p.y))
    }

    /// The direction of motion along the position path at `frame`, in radians, for
    /// auto-oriented layers (lottie-web looks 0.01 frame back; at or before the first keyframe
    /// it looks 0.01 frame ahead).
    func autoOrientAngle(frame: Double) -> Double {
        guard let path = motionPath else { return 0 }
        let f = min(max(frame, path.startTime + 0.01), path.endTime)
        let d = path.point(f) - path.point(f - 0.01)
        return d.x == 0 && d.y == 0 ? 0 : atan2(d.y, d.x)
    }
}

/// A layer's position over time, combined or split into x and y, for auto-orientation. It
/// evaluates the tracks the position properties compiled (curves measured once, not twice).
private struct MotionPath {
    let startTime: Double
    let endTime: Double
    let point: (Double) -> Point

    /// The path of a combined position; nil when it does not animate.
    init?(_ p: NodeProperty<LottieVector3>) {
        guard let track = Self.track(of: p) else { return nil }
        startTime = track.startTime
        endTime = track.endTime
        point = { track.value(at: $0).point }
    }

    /// The path of a split position; nil when neither dimension animates. A constant dimension
    /// keeps its value (lottie-web orients only when both animate; After Effects orients along
    /// the one that moves too).
    init?(x: NodeProperty<Double>, y: NodeProperty<Double>) {
        let tx = Self.track(of: x), ty = Self.track(of: y)
        let tracks = [tx, ty].compactMap { $0 }
        guard let first = tracks.first else { return nil }
        startTime = tracks.map(\.startTime).min() ?? first.startTime
        endTime = tracks.map(\.endTime).max() ?? first.endTime
        // The file's values (the values at build time, before any dynamic provider).
        let x0 = x.originalValue(frame: 0), y0 = y.originalValue(frame: 0)
        point = { Point(tx?.value(at: $0) ?? x0, ty?.value(at: $0) ?? y0) }
    }

    /// The keyframe track behind a property as the file defines it; nil when it does not
    /// animate.
    private static func track<Value>(of property: NodeProperty<Value>) -> KeyframeTrack<Value>? {
        property.keyframes?.track
    }
}
