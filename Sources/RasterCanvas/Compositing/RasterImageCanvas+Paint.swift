import Graphics

extension RasterImageCanvas {
    /// The largest focal offset as a fraction of the radius (CairoCanvas' limit): a focal point
    /// on the circle itself makes the two-circle gradient degenerate into a cone with a hard
    /// edge.
    private static var maxFocalFraction: Double { 0.999 }

    /// The shader of `paint` in the current user space, or nil when it draws nothing (a fully
    /// transparent colour, a gradient without stops or with non-finite geometry, an image with
    /// a singular placement). Degenerate gradients paint their last stop's colour, as in SVG.
    func makeShader(for paint: Paint) -> Shader? {
        guard let fromDevice = state.transform.inverted else { return nil }
        switch paint {
        case .solid(let color):
            return solid(color)
        case .linearGradient(let gradient, let start, let end):
            guard let last = gradient.stops.last,
                  start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return nil }
            let d = end - start, length2 = d.dot(d)
            guard start != end, length2 > 0, length2.isFinite else { return solid(last.color) }
            // t = (u − start)·d / |d|² with u the user point of a device point.
            let m = fromDevice
            let dx = (m.a * d.x + m.b * d.y) / length2, dy = (m.c * d.x + m.d * d.y) / length2
            let t0 = ((m.tx - start.x) * d.x + (m.ty - start.y) * d.y) / length2
            return .linear(table: gradients.colors(for: gradient, conic: false), t0: t0, dx: dx, dy: dy)
        case .radialGradient(let gradient, let center, let radius, let focal):
            guard let last = gradient.stops.last, radius.isFinite,
                  center.x.isFinite, center.y.isFinite, focal.x.isFinite, focal.y.isFinite else { return nil }
            if radius <= 0 { return solid(last.color) }
            var focus = focal
            let offset = focal - center, distance = offset.length
            if distance > radius * Self.maxFocalFraction {
                focus = center + offset * (radius * Self.maxFocalFraction / distance)
            }
            let toCenter = center - focus
            let geometry = RadialGeometry(fromDevice: fromDevice, focus: focus, toCenter: toCenter,
                                          a: toCenter.dot(toCenter) - radius * radius)
            guard geometry.a < 0 else { return solid(last.color) }
            return .radial(table: gradients.colors(for: gradient, conic: false), geometry: geometry)
        case .conicGradient(let gradient, let center, let startAngle):
            guard !gradient.stops.isEmpty, center.x.isFinite, center.y.isFinite, startAngle.isFinite else { return nil }
            return .conic(table: gradients.colors(for: gradient, conic: true), fromDevice: fromDevice,
                          center: center, startAngle: startAngle)
        case .image(let bitmap, let transform):
            guard let inverse = transform.inverted, inverse.isInvertibleAndFinite else { return nil }
            let imageFromDevice = fromDevice.concatenating(inverse)
            let source = imageSource(bitmap, fromDevice: imageFromDevice)
            return .image(source.image, fromDevice: imageFromDevice.concatenating(
                AffineTransform(scaleX: source.scaleX, y: source.scaleY)), pad: false, row: sampleRow)
        }
    }

    private func solid(_ color: Color) -> Shader? {
        let word = color.premultipliedPixel
        return word >> 24 == 0 ? nil : .solid(word)
    }
}
