import Graphics

/// A gradient's colours sampled at `size` evenly spaced locations from 0 to 1, as
/// premultiplied pixel words: what the gradient shaders look colours up in.
///
/// Colours are interpolated between stops in straight alpha and premultiplied afterwards, as
/// pixman's gradient walker does under cairo. Stops are taken in order of their (clamped)
/// locations, equal locations in the order given (cairo sorts them so); for conic gradients
/// each location is at least the one before (as CairoCanvas builds its conic mesh).
final class GradientTable {
    /// Entries per table: finer than a pixel for gradients up to a thousand pixels long.
    static let size = 1024

    /// Recently used tables, most recent last: an animation's gradients are mostly the same
    /// from frame to frame, and a frame repainted in several rectangles meets them again.
    private var slots: [(gradient: Gradient, conic: Bool, colors: UnsafeMutablePointer<UInt32>)] = []
    private static let slotCount = 32
    private var scratchStops: [GradientStop] = []

    deinit {
        for slot in slots { slot.colors.deallocate() }
    }

    /// The table of `gradient` (at least one stop), made when it is not one of the recent ones.
    func colors(for gradient: Gradient, conic: Bool) -> UnsafePointer<UInt32> {
        if let i = slots.lastIndex(where: { $0.conic == conic && $0.gradient == gradient }) {
            if i != slots.count - 1 { slots.append(slots.remove(at: i)) }
            return UnsafePointer(slots[slots.count - 1].colors)
        }
        let colors: UnsafeMutablePointer<UInt32>
        if slots.count == Self.slotCount {
            colors = slots.removeFirst().colors
        } else {
            colors = .allocate(capacity: Self.size)
        }
        fill(colors, gradient: gradient, conic: conic)
        slots.append((gradient, conic, colors))
        return UnsafePointer(colors)
    }

    private func fill(_ colors: UnsafeMutablePointer<UInt32>, gradient: Gradient, conic: Bool) {
        scratchStops.removeAll(keepingCapacity: true)
        var previous = 0.0
        for stop in gradient.stops {
            var location = unitClamped(stop.location)
            if conic { location = max(previous, location); previous = location }
            scratchStops.append(GradientStop(location: location, color: stop.color.clamped))
        }
        if !conic {
            // A stable sort (insertion: stops are few and usually already in order).
            for i in 1..<max(1, scratchStops.count) {
                var j = i
                while j > 0, scratchStops[j - 1].location > scratchStops[j].location {
                    scratchStops.swapAt(j - 1, j)
                    j -= 1
                }
            }
        }
        let stops = scratchStops
        guard let first = stops.first, let last = stops.last else { return }
        var k = 0
        for i in 0..<Self.size {
            let t = Double(i) / Double(Self.size - 1)
            // The last stop at or before t; at equal locations the later stop wins past them.
            while k + 1 < stops.count, stops[k + 1].location <= t { k += 1 }
            let color: Color
            if t < first.location {
                color = first.color
            } else if k + 1 >= stops.count {
                color = last.color
            } else {
                let a = stops[k], b = stops[k + 1]
                let span = b.location - a.location
                color = span > 0 ? a.color.interpolated(to: b.color, fraction: (t - a.location) / span) : b.color
            }
            colors[i] = color.premultipliedPixel
        }
    }
}
