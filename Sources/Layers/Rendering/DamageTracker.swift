import Graphics

/// Finds the device pixels a frame of a layer tree changes, by comparing every layer with how
/// it was drawn in the frame before (the damage tracking ThorVG does for its scene graph).
///
/// Each drawn layer leaves a record: its `Layer.renderGeneration`, the transform from its
/// space to device pixels, the pixels its own painting can touch (`area`: rounded out,
/// grown for antialiasing, for the blurs and shadows of its own and its ancestors' filters,
/// and limited by its ancestors' clips) and those of its whole subtree. A layer is damaged
/// when it is new, when its generation, transform or filters' settings differ, when it has
/// animations or a transition running, when its mask's subtree changed, or when an ancestor is
/// damaged (its opacity, blend mode, clips, filters or sublayer order reach the whole
/// subtree); its damage is its old area together with its new one. Layers drawn before and not
/// now (hidden, removed, faded out) damage their old area. A layer whose extent is unknown (a
/// perspective, a transition, a drawing that blurs inside `draw(in:)`, a filter that paints
/// more than its content) covers the whole canvas within its ancestors' clips.
///
/// The subtree areas also say which layers can paint a repainted pixel at all
/// (`mayPaint(_:in:)`): a blur reads the pixels around the ones it writes, and its reach is
/// part of the areas of the layers it blurs.
final class DamageTracker {
    /// What one layer looked like when last drawn: a reference, updated in place frame after
    /// frame (one dictionary lookup per layer, no record copied).
    private final class Record {
        /// Keeps the layer alive while it is recorded, so that its identifier names no other.
        let layer: Layer
        var generation: UInt64
        /// Nil for the layers of a mask, which are compared by generation only.
        var toDevice: AffineTransform?
        /// False for a layer placed through a perspective (its `toDevice` means nothing then).
        var isPlacedAffinely: Bool
        var filters: FilterEffect?
        /// How the layer's mask took part.
        var maskKind: MaskKind
        /// The pixels the layer's own painting can touch (empty for a mask's layers).
        var area: PixelBox
        /// The pixels the layer and its subtree can touch.
        var subtreeArea: PixelBox
        /// The frame that last met the layer.
        var serial: Int

        init(layer: Layer, generation: UInt64, toDevice: AffineTransform?, isPlacedAffinely: Bool, filters: FilterEffect?,
             maskKind: MaskKind, area: PixelBox, subtreeArea: PixelBox, serial: Int) {
            self.layer = layer
            self.generation = generation
            self.toDevice = toDevice
            self.isPlacedAffinely = isPlacedAffinely
            self.filters = filters
            self.maskKind = maskKind
            self.area = area
            self.subtreeArea = subtreeArea
            self.serial = serial
        }
    }

    /// How a layer's mask takes part in drawing it, as `LayerTreeDrawer.MaskUse` says.
    private enum MaskKind {
        case none, hidesEverything, mask

        init(_ use: LayerTreeDrawer.MaskUse) {
            switch use {
            case .none: self = .none
            case .hidesEverything: self = .hidesEverything
            case .mask: self = .mask
            }
        }
    }

    /// A device-space clip of an ancestor and the reach of its filters, applied to its
    /// descendants' areas from the innermost ancestor out.
    private struct Stage {
        var clip: Rect?
        var reach: Int
    }

    /// A rectangle holding every coordinate a canvas can have.
    private static let everywhere = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)

    // Read and written for every layer of every frame, so they skip the run-time exclusivity
    // checks (as `Layer`'s hierarchy references do): no access to them spans a call that could
    // reach them again.
    @exclusivity(unchecked) private var records: [ObjectIdentifier: Record] = [:]
    @exclusivity(unchecked) private var serial = 0
    /// How many records the frame being tracked has met.
    @exclusivity(unchecked) private var recordsMet = 0
    // The frame being tracked.
    @exclusivity(unchecked) private var canvasBox = PixelBox.empty
    /// The canvas of the frame before: the areas recorded then are within it.
    @exclusivity(unchecked) private var recordedCanvasBox = PixelBox.empty
    @exclusivity(unchecked) private var stages: [Stage] = []
    @exclusivity(unchecked) private var damage: [PixelBox] = []
    /// The pixels the layers of the last frame tracked paint, each layer's counted (so that
    /// layers painted over each other count as often as they are painted).
    @exclusivity(unchecked) private var paintedArea = 0

    /// What drawing the last frame tracked whole costs, in pixels painted: every layer's
    /// painting, and clearing the canvas (about a quarter of the cost of painting a pixel).
    var wholeFrameCost: Int { paintedArea + canvasBox.area / 4 }

    /// What repainting `boxes` of the last frame tracked costs, measured as `wholeFrameCost`:
    /// the part of each layer's painting inside them, and clearing them. Where the layers
    /// that changed lie under many others, repainting them costs nearly what the whole frame
    /// does, however little of the canvas they cover.
    func repaintCost(of boxes: [PixelBox]) -> Int {
        var cost = boxes.reduce(0) { $0 + $1.area / 4 }
        for record in records.values where record.serial == serial && record.toDevice != nil && !record.area.isEmpty {
            for box in boxes { cost += record.area.intersection(box).area }
        }
        return cost
    }

    /// Forgets every record: the next frame damages everything it draws.
    func reset() { records = [:] }

    /// Compares the tree drawn at `time` with the last frame tracked and returns the boxes
    /// to repaint, at most `maximumCount`, in device pixels of a canvas of `canvasSize` on
    /// which the tree is placed by `transform` (the root as in `Renderer.render`).
    func damage(drawing layer: Layer, transform: AffineTransform, canvasSize: Size, time: Double,
                maximumCount: Int) -> DamageRegion {
        serial &+= 1
        recordsMet = 0
        // Passed down the walk rather than kept in a property: calling a method on a stored
        // struct copies it, a retain and a release of its canvas for every layer.
        let drawer = LayerTreeDrawer(canvas: RecordingCanvas(size: canvasSize), time: time)
        recordedCanvasBox = canvasBox
        canvasBox = PixelBox(covering: Rect(origin: .zero, size: canvasSize), margin: 0)
        stages = []
        damage = []
        let parentSpace = layer.superlayer.map { $0.renderedValues(at: time).sublayerSpaceTransform } ?? .identity
        paintedArea = 0
        _ = visit(layer, values: layer.renderedValues(at: time), parentSpace: parentSpace,
                  parentToDevice: transform, forced: false, parentUnchanged: false, drawer: drawer)
        // Layers drawn before and not now damage where they were.
        if recordsMet < records.count {
            var gone: [ObjectIdentifier] = []
            for (id, record) in records where record.serial != serial {
                if record.toDevice != nil { damage.append(record.area) }
                gone.append(id)
            }
            for id in gone { records[id] = nil }
        }
        var region = DamageRegion(maximumCount: maximumCount)
        for box in damage { region.add(box.intersection(canvasBox)) }
        return region
    }

    /// Whether `layer` can paint any pixel of `region`: false only for a layer drawn in the
    /// last tracked frame whose subtree lies wholly outside it.
    func mayPaint(_ layer: Layer, in region: DamageRegion) -> Bool {
        guard let record = records[ObjectIdentifier(layer)], record.toDevice != nil else { return true }
        return region.intersects(record.subtreeArea)
    }

    /// Tracks a layer drawn in a superlayer whose space maps to device pixels by
    /// `parentToDevice` and whose sublayer transform is `parentSpace`; returns the pixels its
    /// subtree can touch. Mirrors `LayerTreeDrawer.draw(_:values:parentSpace:inheritedOpacity:)`.
    /// `parentUnchanged`: the superlayer was tracked this frame and found as it was, so that
    /// `parentSpace` and `parentToDevice` are what they were.
    private func visit(_ layer: Layer, values: Layer, parentSpace: Transform3D, parentToDevice: AffineTransform,
                       forced: Bool, parentUnchanged: Bool, drawer: LayerTreeDrawer) -> PixelBox {
        let id = ObjectIdentifier(layer)
        let old = records[id]
        let toDevice: AffineTransform
        if parentUnchanged, let old, old.isPlacedAffinely, let recorded = old.toDevice, values === layer,
           old.generation == layer.renderGeneration {
            // Nothing about the layer or its ancestors changed: it is visible and placed as in
            // the last frame (placing it is a good part of tracking it).
            toDevice = recorded
        } else {
            guard values.canShow, let placement = drawer.placement(of: values, parentSpace: parentSpace),
                  values.isDoubleSided || placement.facesViewer else { return .empty }
            guard case .affine(let transform) = placement else {
                // Through a perspective, what the subtree covers and whether it changed are not
                // worked out: it damages everything it may cover, every frame.
                let area = finished(nil)
                damage.append(area)
                damage.append(old?.area ?? .empty)
                record(old, of: layer, id: id, toDevice: .identity, isPlacedAffinely: false, filters: nil,
                       area: area, subtreeArea: area)
                return area
            }
            toDevice = transform.concatenating(parentToDevice)
        }
        let filters = values.filters.isEmpty ? nil : FilterEffect(values.filters, toDevice: toDevice, drawer: drawer)
        let transition = values.animationStorage.transition != nil
        // A mask that paints nothing is not drawn, so its layers are neither walked nor
        // recorded: only a change in how the mask takes part damages the layer then (and a
        // mask that starts painting again has no records, so it counts as changed).
        let maskUse = drawer.maskUse(of: layer), maskKind = MaskKind(maskUse)
        var maskChanged = old.map { $0.maskKind != maskKind } ?? false
        if case .mask(let mask) = maskUse, maskSubtreeChanged(mask, drawer: drawer) { maskChanged = true }
        let reach = filters.map { $0.reach } ?? 0

        var changed = forced || old == nil || values !== layer || transition || maskChanged
        if let old, !changed {
            changed = old.generation != layer.renderGeneration || old.toDevice != toDevice || old.filters != filters
                || filters?.isOpaque == true || canvasBox != recordedCanvasBox
        }
        // Unchanged, with unchanged ancestors (their clips and reach) on the same canvas, the
        // layer touches what it touched: its bounds are not worked out again.
        let area: PixelBox
        if let old, !changed {
            area = old.area
        } else {
            let ownBounds = transition ? nil : LayerTreeDrawer.ownPaintedBounds(of: values)
            area = finished(ownBounds.map { toDevice.apply(to: $0) }, reach: reach)
        }

        var subtreeArea = area
        let sublayers = layer.sublayerStorage
        // Most layers are leaves: what their sublayers would need (the clip they are drawn
        // through, the sublayer transform) is worked out only for layers that have some.
        if !sublayers.isEmpty {
            let clip = values.masksToBounds || !values.clipPaths.isEmpty
                ? toDevice.apply(to: LayerTreeDrawer.clipped(Self.everywhere, by: values)) : nil
            stages.append(Stage(clip: clip, reach: reach ?? Int.max))
            let sublayerSpace = values.sublayerSpaceTransform
            // The sublayers that can show (as `LayerTreeDrawer.withVisibleSublayers` lists them), in
            // the order they are stored: the damage and the records do not depend on the order
            // they are drawn in, so no array of them is made.
            sublayers.forEachUnretained { sublayer in
                sublayer.withRenderedValues(at: drawer.time) { sublayerValues in
                    guard sublayerValues.canShow else { return }
                    let inner = visit(sublayer, values: sublayerValues, parentSpace: sublayerSpace,
                                      parentToDevice: toDevice, forced: changed, parentUnchanged: !changed, drawer: drawer)
                    subtreeArea = subtreeArea.union(inner)
                }
            }
            stages.removeLast()
        }

        if changed {
            damage.append(area)
            damage.append(old?.area ?? .empty)
        }
        record(old, of: layer, id: id, toDevice: toDevice, isPlacedAffinely: true, filters: filters,
               maskKind: maskKind, area: area, subtreeArea: subtreeArea)
        return subtreeArea
    }

    /// Records how `layer` was met this frame: in `old`, its record from before, when it has one.
    private func record(_ old: Record?, of layer: Layer, id: ObjectIdentifier, toDevice: AffineTransform?,
                        isPlacedAffinely: Bool, filters: FilterEffect?, maskKind: MaskKind = .none,
                        area: PixelBox, subtreeArea: PixelBox) {
        paintedArea += area.area
        guard let old else {
            records[id] = Record(layer: layer, generation: layer.renderGeneration, toDevice: toDevice,
                                 isPlacedAffinely: isPlacedAffinely, filters: filters, maskKind: maskKind, area: area,
                                 subtreeArea: subtreeArea, serial: serial)
            recordsMet += 1
            return
        }
        if old.serial != serial { recordsMet += 1 }
        old.generation = layer.renderGeneration
        old.toDevice = toDevice
        old.isPlacedAffinely = isPlacedAffinely
        // Most layers have no filters: assigning nil over nil would still release the old value.
        if old.filters != nil || filters != nil { old.filters = filters }
        old.maskKind = maskKind
        old.area = area
        old.subtreeArea = subtreeArea
        old.serial = serial
    }

    /// The device pixels a device-space rectangle of paint (nil: anywhere) can touch once
    /// grown by `reach` (nil: unknown), then limited and grown by the enclosing stages, from
    /// the innermost out, and by the canvas.
    private func finished(_ rect: Rect?, reach: Int? = 0) -> PixelBox {
        // Antialiasing touches the pixels a shape's edge crosses; one more is a safety margin.
        var box = rect.map { PixelBox(covering: $0, margin: 1) } ?? canvasBox
        if let reach { box = box.outset(by: reach) } else { box = canvasBox }
        for stage in stages.reversed() {
            if let clip = stage.clip { box = box.intersection(PixelBox(covering: clip, margin: 1)) }
            box = stage.reach == Int.max ? (box.isEmpty ? box : canvasBox) : box.outset(by: stage.reach)
        }
        return box.intersection(canvasBox)
    }

    /// Records the layers of a mask (all of them, drawn or not: a mask only shows through the
    /// layer it masks) and tells whether any changed since the last frame.
    private func maskSubtreeChanged(_ layer: Layer, drawer: LayerTreeDrawer) -> Bool {
        layer.withRenderedValues(at: drawer.time) { maskSubtreeChanged(layer, values: $0, drawer: drawer) }
    }

    private func maskSubtreeChanged(_ layer: Layer, values: Layer, drawer: LayerTreeDrawer) -> Bool {
        let filters = values.filters.isEmpty ? nil : FilterEffect(values.filters, toDevice: .identity, drawer: drawer)
        let id = ObjectIdentifier(layer), generation = layer.renderGeneration
        var changed = values !== layer || values.animationStorage.transition != nil || filters?.isOpaque == true
        // A mask's layers are met every frame and rarely change: an unchanged record is only
        // marked as seen.
        let old = records[id]
        if let old, old.generation == generation, old.toDevice == nil, old.filters == filters {
            if old.serial != serial { recordsMet += 1 }
            old.serial = serial
        } else {
            changed = true
            record(old, of: layer, id: id, toDevice: nil, isPlacedAffinely: true, filters: filters, area: .empty, subtreeArea: .empty)
        }
        if let mask = layer.mask, maskSubtreeChanged(mask, drawer: drawer) { changed = true }
        layer.sublayerStorage.forEachUnretained { if maskSubtreeChanged($0, drawer: drawer) { changed = true } }
        return changed
    }

}

/// What a layer's filters do around its content, found by recording them around a marker:
/// the blurs, shadows, colour filters and groups they draw through, with their settings (so
/// that a change of settings is seen) and how far, in device pixels, they spread the content.
struct FilterEffect: Equatable {
    /// One step of the recorded filters.
    enum Step: Equatable {
        case blur(radiusX: Double, radiusY: Double, opacity: Double, BlendMode)
        case shadow(Color, offset: Point, radius: Double)
        case colorFilter(ColorFilter)
        case group(opacity: Double, BlendMode)
        case end
        case content
    }

    private(set) var steps: [Step] = []
    /// The distance the content spreads, in whole device pixels; nil when unknown.
    private(set) var reach: Int? = 0
    /// Whether the filters draw something this summary cannot describe (their own paint, a
    /// clip, a transform, a colour filter that colours transparent pixels): they are then
    /// taken to change at every frame, and to reach anywhere.
    var isOpaque: Bool { reach == nil }

    /// The marker standing for the layer's content.
    private static let marker = BezierPath(rect: Rect(x: 0, y: 0, width: 1, height: 1))

    init(_ filters: [any LayerFilter], toDevice: AffineTransform, drawer: LayerTreeDrawer) {
        let recorder = RecordingCanvas(size: drawer.canvas.size)
        recorder.concatenate(toDevice)
        LayerTreeDrawer(canvas: recorder, time: drawer.time).drawFiltered(filters[...]) {
            recorder.fill(Self.marker, color: .black)
        }
        // The recording begins with the placement made above.
        var operations = recorder.finish().operations
        if let index = operations.firstIndex(where: { if case .concatenate = $0 { return true } else { return false } }),
           case .concatenate(let placement) = operations[index], placement == toDevice {
            operations.remove(at: index)
        }
        add(operations)
    }

    private mutating func add(_ operations: [DisplayList.Operation]) {
        for operation in operations {
            switch operation {
            case .save, .restore:
                continue
            case .fill(let path, _, _) where path == Self.marker:
                steps.append(.content)
            case .blurred(let radiusX, let radiusY, let opacity, let blendMode, let content):
                steps.append(.blur(radiusX: radiusX, radiusY: radiusY, opacity: opacity, blendMode))
                spread(by: Self.blurReach(max(radiusX, radiusY)))
                add(content.operations)
            case .shadowed(let color, let offset, let radius, let content):
                steps.append(.shadow(color, offset: offset, radius: radius))
                let shift = max(abs(offset.x), abs(offset.y))
                spread(by: shift.isFinite ? Self.blurReach(radius).map { $0 + Int(min(shift, 1e7).rounded(.up)) } : nil)
                add(content.operations)
            case .colorFiltered(let filter, let content):
                steps.append(.colorFilter(filter))
                // A filter that makes transparent pixels visible paints the whole clip.
                if filter.apply(to: .clear).alpha > 0 { reach = nil }
                add(content.operations)
            case .group(let opacity, let blendMode, let content):
                steps.append(.group(opacity: opacity, blendMode))
                add(content.operations)
            case .fill, .stroke, .clip, .concatenate, .image, .masked:
                reach = nil
                continue
            }
            steps.append(.end)
        }
    }

    private mutating func spread(by distance: Int?) {
        guard let current = reach, let distance else {
            reach = nil
            return
        }
        reach = current + distance
    }

    /// How far a Gaussian blur of standard deviation `sigma` device pixels can move colour:
    /// three deviations and three pixels, beyond the reach of the three box blurs that
    /// approximate it (the W3C recipe, about 2.8 deviations and 2 pixels). Nil when not finite.
    static func blurReach(_ sigma: Double) -> Int? {
        guard sigma.isFinite else { return nil }
        guard sigma > 0 else { return 0 }
        return Int((min(sigma, 1e6) * 3).rounded(.up)) + 3
    }
}
