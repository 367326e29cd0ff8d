extension ModelDecoder {
    /// A layer or group transform (`ks` / `tr`).
    func transform(_ n: Int) throws -> LottieTransform {
        try requireObject(n, "a transform")
        var t = LottieTransform()
        t.anchor = try property(n, "a", default: LottieVector3(0, 0))
        if let p = member(n, "p") { t.position = try position(p) }
        t.scale = try property(n, "s", default: LottieVector3(100, 100))
        t.rotation = try property(n, "r") ?? property(n, "rz", default: 0)
        t.rotationX = try property(n, "rx")
        t.rotationY = try property(n, "ry")
        t.orientation = try property(n, "or")
        t.skew = try property(n, "sk", default: 0)
        t.skewAxis = try property(n, "sa", default: 0)
        t.opacity = try property(n, "o", default: 100)
        return t
    }

    /// A position, combined or split into dimensions (`"s": true` with `x`, `y`, `z`).
    private func position(_ p: Int) throws -> LottiePosition {
        if document.kind(p) == .object, try bool(p, "s") {
            return .split(x: try property(p, "x", default: 0), y: try property(p, "y", default: 0), z: try property(p, "z"))
        }
        return .combined(try property(at: p))
    }

    /// A repeater's transform (`rp.tr`), with start and end opacity.
    func repeaterTransform(_ n: Int) throws -> LottieRepeaterTransform {
        var t = LottieRepeaterTransform()
        t.transform = try transform(n)
        t.startOpacity = try property(n, "so", default: 100)
        t.endOpacity = try property(n, "eo", default: 100)
        return t
    }
}
