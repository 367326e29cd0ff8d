import Graphics

/// A value that keyframes can blend, dimension by dimension.
///
/// `progress(d)` is the eased progress of dimension `d` of the segment (After Effects eases
/// each dimension of a property with its own curve when the file gives one per dimension).
public protocol KeyframeInterpolatable: Hashable, Sendable {
    /// The value `fraction` of the way from `self` to `other`.
    func interpolated(to other: Self, progress: EasedProgress) -> Self
}

/// The eased progress of a keyframe segment for each dimension of the value.
public struct EasedProgress: Sendable {
    @usableFromInline var values: (Double, Double, Double)
    @usableFromInline var count: Int

    /// The same progress for every dimension.
    @inlinable public init(uniform p: Double) { values = (p, p, p); count = 1 }

    /// Per-dimension progress for up to three dimensions; further dimensions use the first.
    @inlinable public init(_ p0: Double, _ p1: Double, _ p2: Double, count: Int) {
        values = (p0, p1, p2); self.count = count
    }

    /// The progress of dimension `d`.
    @inlinable public subscript(_ d: Int) -> Double {
        guard d < count else { return values.0 }
        switch d {
        case 0: return values.0
        case 1: return values.1
        default: return values.2
        }
    }
}

extension Double: KeyframeInterpolatable {
    @inlinable public func interpolated(to other: Double, progress: EasedProgress) -> Double {
        self + (other - self) * progress[0]
    }
}

extension LottieVector3: KeyframeInterpolatable {
    @inlinable public func interpolated(to other: LottieVector3, progress: EasedProgress) -> LottieVector3 {
        LottieVector3(x: x + (other.x - x) * progress[0], y: y + (other.y - y) * progress[1],
                      z: z + (other.z - z) * progress[2], dimensions: max(dimensions, other.dimensions))
    }
}

extension Color: KeyframeInterpolatable {
    @inlinable public func interpolated(to o: Color, progress: EasedProgress) -> Color {
        Color(red: red + (o.red - red) * progress[0], green: green + (o.green - green) * progress[1],
              blue: blue + (o.blue - blue) * progress[2], alpha: alpha + (o.alpha - alpha) * progress[3])
    }
}

extension Array: KeyframeInterpolatable where Element == Double {
    /// Gradient data: element-wise; elements the other array lacks keep this array's value.
    public func interpolated(to other: [Double], progress: EasedProgress) -> [Double] {
        var out = self
        for i in 0..<Swift.min(count, other.count) {
            out[i] = self[i] + (other[i] - self[i]) * progress[i]
        }
        return out
    }
}

extension LottieBezier: KeyframeInterpolatable {
    /// Vertex by vertex, over this shape's vertex count as lottie-web does; vertices the other
    /// shape lacks stay where they are.
    public func interpolated(to other: LottieBezier, progress: EasedProgress) -> LottieBezier {
        let t = progress[0]
        var out = self
        let n = Swift.min(vertices.count, other.vertices.count)
        for i in 0..<n {
            let a = vertices[i], b = other.vertices[i]
            out.vertices[i] = LottieBezierVertex(
                point: a.point.interpolated(to: b.point, fraction: t),
                inTangent: a.inTangent.interpolated(to: b.inTangent, fraction: t),
                outTangent: a.outTangent.interpolated(to: b.outTangent, fraction: t))
        }
        return out
    }
}
