extension ModelDecoder {
    /// A layer or group transform (`ks` / `tr`), decoded into `t` (a default transform): in
    /// place, because returning one copied it (retaining every property) and destroyed the original.
    func transform(_ n: Int, into t: inout LottieTransform) throws {
        try requireObject(n, "a transform")
        // One walk over the members finds them all, instead of filling the member cache and
        // looking up eleven keys (a transform per layer and per group).
        var (a, p, s, r, rz, rx, ry, or, sk, sa, o) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        document.forEachMember(n) { tag, v in
            switch tag {
            case TransformKey.anchor.shortTag: a = v
            case TransformKey.position.shortTag: p = v
            case TransformKey.scale.shortTag: s = v
            case TransformKey.rotation.shortTag: r = v
            case TransformKey.rotationZ.shortTag: rz = v
            case TransformKey.rotationX.shortTag: rx = v
            case TransformKey.rotationY.shortTag: ry = v
            case TransformKey.orientation.shortTag: or = v
            case TransformKey.skew.shortTag: sk = v
            case TransformKey.skewAxis.shortTag: sa = v
            case TransformKey.opacity.shortTag: o = v
            default: break
            }
        }
        t.anchor = try property(member: a, default: LottieVector3(0, 0))
        if let p = present(p) { t.position = try position(p) }
        t.scale = try property(member: s, default: LottieVector3(100, 100))
        t.rotation = try property(member: r) ?? property(member: rz, default: 0)
        t.rotationX = try property(member: rx)
        t.rotationY = try property(member: ry)
        t.orientation = try property(member: or)
        t.skew = try property(member: sk, default: 0)
        t.skewAxis = try property(member: sa, default: 0)
        t.opacity = try property(member: o, default: 100)
    }

    /// A position, combined or split into dimensions (`"s": true` with `x`, `y`, `z`).
    private func position(_ p: Int) throws -> LottiePosition {
        // One walk finds the split members (most positions are plain properties, read once).
        let (s, x, y, z) = document.members(p, (TransformKey.isSplit, TransformKey.x, TransformKey.y, TransformKey.z))
        if document.kind(p) == .object, try bool(at: present(s), default: false) {
            return .split(x: try property(member: x, default: 0), y: try property(member: y, default: 0),
                          z: try property(member: z))
        }
        return .combined(try property(at: p))
    }

    /// A repeater's transform (`rp.tr`), with start and end opacity.
    func repeaterTransform(_ n: Int) throws -> LottieRepeaterTransform {
        var t = LottieRepeaterTransform()
        try transform(n, into: &t.transform)
        t.startOpacity = try property(n, TransformKey.startOpacity, default: 100)
        t.endOpacity = try property(n, TransformKey.endOpacity, default: 100)
        return t
    }
}
