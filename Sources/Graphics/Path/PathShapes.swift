import Foundation

/// The bezier constant that makes a quarter circle from one cubic: 4/3·(√2 − 1).
let kappa = 0.5522847498307936

extension BezierPath {
    /// A closed rectangle, drawn clockwise on a y-down screen starting at the minimum corner.
    public init(rect r: Rect) {
        // The elements' memory in one allocation, not grown as they are added.
        self.init(elements: [])
        reserveCapacity(5)
        let s = r.standardized
        move(to: Point(x: s.minX, y: s.minY))
        line(to: Point(x: s.maxX, y: s.minY))
        line(to: Point(x: s.maxX, y: s.maxY))
        line(to: Point(x: s.minX, y: s.maxY))
        close()
    }

    /// A closed rectangle with circular corners of the given radius (clamped to half the
    /// shorter side).
    public init(roundedRect r: Rect, cornerRadius radius: Double) {
        self.init(roundedRect: r, cornerWidth: radius, cornerHeight: radius)
    }

    /// A closed rectangle with elliptical corners (each radius clamped to half its side).
    public init(roundedRect r: Rect, cornerWidth rw: Double, cornerHeight rh: Double) {
        let s = r.standardized
        let rx = max(0, min(rw, s.width / 2)), ry = max(0, min(rh, s.height / 2))
        if rx == 0 || ry == 0 { self.init(rect: s); return }
        self.init(elements: [])
        reserveCapacity(10)
        let kx = rx * kappa, ky = ry * kappa
        let x0 = s.minX, x1 = s.maxX, y0 = s.minY, y1 = s.maxY
        move(to: Point(x: x0 + rx, y: y0))
        line(to: Point(x: x1 - rx, y: y0))
        curve(to: Point(x: x1, y: y0 + ry), control1: Point(x: x1 - rx + kx, y: y0), control2: Point(x: x1, y: y0 + ry - ky))
        line(to: Point(x: x1, y: y1 - ry))
        curve(to: Point(x: x1 - rx, y: y1), control1: Point(x: x1, y: y1 - ry + ky), control2: Point(x: x1 - rx + kx, y: y1))
        line(to: Point(x: x0 + rx, y: y1))
        curve(to: Point(x: x0, y: y1 - ry), control1: Point(x: x0 + rx - kx, y: y1), control2: Point(x: x0, y: y1 - ry + ky))
        line(to: Point(x: x0, y: y0 + ry))
        curve(to: Point(x: x0 + rx, y: y0), control1: Point(x: x0, y: y0 + ry - ky), control2: Point(x: x0 + rx - kx, y: y0))
        close()
    }

    /// A closed ellipse inscribed in the rectangle, made of four cubics, starting at the top
    /// and running clockwise on a y-down screen.
    public init(ellipseIn r: Rect) {
        self.init(elements: [])
        reserveCapacity(6)
        let s = r.standardized
        let cx = s.midX, cy = s.midY, rx = s.width / 2, ry = s.height / 2
        let kx = rx * kappa, ky = ry * kappa
        move(to: Point(x: cx, y: cy - ry))
        curve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        curve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        curve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        curve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        close()
    }

    /// Adds a circular arc around `center` from `startAngle` to `endAngle` (radians, measured
    /// from +x towards +y). `clockwise` follows Core Graphics' y-up naming: `false` means the
    /// angle increases. The arc is joined to the current point with a line, or starts a
    /// subpath when there is none. Made of cubics of at most 90° each.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        var sweep = endAngle - startAngle
        let twoPi = 2 * Double.pi
        if clockwise {
            // Angle decreases.
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) - twoPi }
            if sweep == 0 && endAngle != startAngle { sweep = -twoPi }
            sweep = max(sweep, -twoPi)
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: twoPi) + twoPi }
            if sweep == 0 && endAngle != startAngle { sweep = twoPi }
            sweep = min(sweep, twoPi)
        }
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil || elements.last == .close { move(to: start) } else { line(to: start) }
        // At most four quarter turns; a NaN sweep (from non-finite angles) makes one piece.
        let pieces = sweep.isFinite ? max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up))) : 1
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = startAngle
        for _ in 0..<pieces {
            let a1 = a0 + step
            let p0 = Point(x: cos(a0), y: sin(a0)), p1 = Point(x: cos(a1), y: sin(a1))
            let c1 = Point(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = Point(x: p1.x + k * p1.y, y: p1.y - k * p1.x)
            curve(to: center + p1 * radius, control1: center + c1 * radius, control2: center + c2 * radius)
            a0 = a1
        }
    }
}
