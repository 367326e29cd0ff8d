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
    /// The position track, kept for auto-orientation.
    private let positionTrack: KeyframeTrack<LottieVector3>?

    /// - Parameter allows3D: whether the 3-D rotations (`rx`, `ry`, `rz`, `or`) apply. A 2-D
    ///   layer (`ddd` 0) written in the 3-D form keeps no rotation at all, as lottie-ios shows
    ///   such files; After Effects never writes that form for 2-D layers.
    init(_ model: LottieTransform, name: String = "Transform", allows3D: Bool = true) {
        keypathName = name
        let uses3DForm = model.rotationX != nil || model.rotationY != nil || model.orientation != nil
        let model = uses3DForm && !allows3D ? Self.without3DRotations(model) : model
        anchor = NodeProperty(model.anchor)
        var named: [(String, any AnyNodeProperty)] = [("Anchor Point", anchor)]
        switch model.position {
        case .combined(let p):
            let combined = NodeProperty(p)
            position = combined; positionX = nil; positionY = nil
            named.append(("Position", combined))
            // The track the property's interpolator compiled (curves measured once, not twice).
            positionTrack = (combined.originalProvider as? KeyframeInterpolator<LottieVector3>)?.track
        case .split(let x, let y, _):
            position = nil
            let px = NodeProperty(x), py = NodeProperty(y)
            positionX = px; positionY = py
            named.append(("X Position", px)); named.append(("Y Position", py))
            positionTrack = nil
        }
        scale = NodeProperty(model.scale)
        rotation = NodeProperty(model.rotation)
        rotationX = model.rotationX.map { NodeProperty($0) }
        rotationY = model.rotationY.map { NodeProperty($0) }
        orientation = model.orientation.map { NodeProperty($0) }
        skew = NodeProperty(model.skew)
        skewAxis = NodeProperty(model.skewAxis)
        opacity = NodeProperty(model.opacity)
        named += [("Scale", scale), ("Rotation", rotation), ("Skew", skew), ("Skew Axis", skewAxis), ("Opacity", opacity)]
        if let rotationX { named.append(("X Rotation", rotationX)) }
        if let rotationY { named.append(("Y Rotation", rotationY)) }
        if let orientation { named.append(("Orientation", orientation)) }
        propertyMap = NodePropertyMap(named)
    }

    private static func without3DRotations(_ model: LottieTransform) -> LottieTransform {
        var flat = model
        flat.rotation = KeyframeGroup(0)
        flat.rotationX = nil
        flat.rotationY = nil
        flat.orientation = nil
        return flat
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
    /// auto-oriented layers (lottie-web looks 0.01 frame back).
    func autoOrientAngle(frame: Double) -> Double {
        guard let track = positionTrack else { return 0 }
        let f = min(max(frame, track.startTime + 0.01), track.endTime)
        let a = track.value(at: f - 0.01).point, b = track.value(at: f).point
        let d = b - a
        return d.x == 0 && d.y == 0 ? 0 : atan2(d.y, d.x)
    }
}
