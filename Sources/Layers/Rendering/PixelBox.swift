import Graphics

/// A rectangle of whole device pixels, `minX..<maxX` × `minY..<maxY`: the unit of damage.
struct PixelBox: Equatable {
    var minX: Int, minY: Int, maxX: Int, maxY: Int

    /// No pixels.
    static let empty = PixelBox(minX: 0, minY: 0, maxX: 0, maxY: 0)

    init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
    }

    /// The pixels `rect` touches, grown by `margin` pixels on every side; empty for a null
    /// rectangle. Coordinates beyond ±10⁷ (far outside any canvas) are clamped there.
    init(covering rect: Rect, margin: Int) {
        guard !rect.isNull, !rect.minX.isNaN, !rect.minY.isNaN, !rect.maxX.isNaN, !rect.maxY.isNaN else {
            self = .empty
            return
        }
        let limit = 1e7
        func clamped(_ value: Double) -> Int { Int(min(max(value, -limit), limit)) }
        self.init(minX: clamped(rect.minX.rounded(.down)) - margin, minY: clamped(rect.minY.rounded(.down)) - margin,
                  maxX: clamped(rect.maxX.rounded(.up)) + margin, maxY: clamped(rect.maxY.rounded(.up)) + margin)
    }

    var isEmpty: Bool { minX >= maxX || minY >= maxY }
    var width: Int { max(0, maxX - minX) }
    var height: Int { max(0, maxY - minY) }
    var area: Int { width * height }

    /// The rectangle in device coordinates.
    var rect: Rect { Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height)) }

    /// The smallest box holding both (an empty box adds nothing).
    func union(_ other: PixelBox) -> PixelBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBox(minX: min(minX, other.minX), minY: min(minY, other.minY),
                        maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// The pixels in both (empty when they do not overlap).
    func intersection(_ other: PixelBox) -> PixelBox {
        let box = PixelBox(minX: max(minX, other.minX), minY: max(minY, other.minY),
                           maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        return box.isEmpty ? .empty : box
    }

    func intersects(_ other: PixelBox) -> Bool { !intersection(other).isEmpty }

    /// Whether every pixel of `other` is inside (an empty box always is).
    func contains(_ other: PixelBox) -> Bool {
        other.isEmpty || (other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY)
    }

    /// The box grown by `distance` pixels on every side.
    func outset(by distance: Int) -> PixelBox {
        isEmpty ? self : PixelBox(minX: minX - distance, minY: minY - distance, maxX: maxX + distance, maxY: maxY + distance)
    }
}

/// A few boxes of device pixels whose union is an area to repaint. Boxes that overlap much
/// are merged as they are added, and past `maximumCount` the two whose merging adds the
/// fewest pixels are merged, so that clipping to the region stays cheap.
struct DamageRegion {
    private(set) var boxes: [PixelBox] = []
    let maximumCount: Int

    init(maximumCount: Int) { self.maximumCount = max(1, maximumCount) }

    /// The number of pixels covered (overlaps counted once per box; merged boxes overlap
    /// little).
    var area: Int { boxes.reduce(0) { $0 + $1.area } }
    var isEmpty: Bool { boxes.isEmpty }

    /// Whether any pixel of `box` is in the region.
    func intersects(_ box: PixelBox) -> Bool { boxes.contains { $0.intersects(box) } }

    /// Whether every pixel of `box` is in one box of the region.
    func contains(_ box: PixelBox) -> Bool { box.isEmpty || boxes.contains { $0.contains(box) } }

    mutating func add(_ box: PixelBox) {
        guard !box.isEmpty, !contains(box) else { return }
        var merged = box
        // Absorb every box that the new one overlaps so much that their union costs no more
        // pixels than the two apart; repeat, since the grown box may now overlap others.
        var absorbed = true
        while absorbed {
            absorbed = false
            for (index, other) in boxes.enumerated() where merged.intersects(other)
                && merged.union(other).area <= merged.area + other.area {
                merged = merged.union(other)
                boxes.remove(at: index)
                absorbed = true
                break
            }
        }
        boxes.append(merged)
        while boxes.count > maximumCount { mergeCheapestPair() }
    }

    /// Merges the two boxes whose bounding box adds the fewest pixels to the region.
    private mutating func mergeCheapestPair() {
        var best = (i: 0, j: 1, cost: Int.max)
        for i in boxes.indices {
            for j in boxes.indices where j > i {
                let cost = boxes[i].union(boxes[j]).area - boxes[i].area - boxes[j].area
                if cost < best.cost { best = (i, j, cost) }
            }
        }
        let union = boxes[best.i].union(boxes[best.j])
        boxes.remove(at: best.j)
        boxes[best.i] = union
        // The merged box may now contain others.
        boxes.removeAll { $0 != union && union.contains($0) }
    }
}
