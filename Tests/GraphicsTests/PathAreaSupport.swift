import Graphics

/// The signed area a path encloses: the shoelace sum over every finely flattened subpath. It
/// equals the filled area (up to sign) when the subpaths wind consistently and do not overlap,
/// as boolean and offset results do.
func signedArea(_ path: BezierPath) -> Double {
    var total = 0.0
    for subpath in path.flattened(tolerance: 0.0005).subpaths {
        var points: [Point] = []
        for e in subpath.elements {
            switch e {
            case .move(let p), .line(let p): points.append(p)
            default: break
            }
        }
        for (i, a) in points.enumerated() { total += a.cross(points[(i + 1) % points.count]) }
    }
    return total / 2
}

/// The unsigned area of `signedArea`.
func area(_ path: BezierPath) -> Double { abs(signedArea(path)) }
