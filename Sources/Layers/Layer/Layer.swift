import Graphics

/// A node of the retained layer tree, modelled on Core Animation's `CALayer`.
///
/// A layer has a rectangle (`bounds`) placed in its superlayer by `position`, `anchorPoint`,
/// `zPosition` and a 3-D `transform`; it draws, bottom to top, a background (rounded by
/// `cornerRadius`), a bitmap (`contents`, placed by `contentsGravity`), its own drawing
/// (`draw(in:)`), its sublayers (in `zPosition` order) and a border. `opacity`, `blendMode`
/// and `mask` apply to all of that as one group. Coordinates are y-down.
///
/// The stored properties are the *model* values. `Renderer` reads the values to draw through
/// `renderedValues(at:)`, the one place where a presentation copy (`init(layer:)` plus running
/// animations, see `Layer+Animations.swift`) stands in for the model.
///
/// Subclasses add properties of their own; they must copy them in `init(layer:)` and call
/// `setNeedsDisplay()` when a change alters what `draw(in:)` draws.
///
/// A layer tree is a reference graph used from one task at a time.
open class Layer {
    // MARK: Identity

    /// A name for debugging and for finding layers by name.
    public var name: String?

    // The stored properties that drawing, damage tracking and animation read for every layer of
    // every frame skip Swift's run-time exclusivity checks (`@exclusivity(unchecked)`), which
    // cost several per cent of a frame on trees of hundreds of layers. No access to them can
    // overlap another: their observers run after the new value is stored and touch only
    // `renderGeneration` and the animation storage, and nothing hands them out `inout`
    // across a call that could reach the same layer.

    // MARK: Geometry

    /// The layer's own coordinate space: its origin is the coordinate at the top-left corner
    /// (shifting everything the layer draws), its size the layer's size.
    @exclusivity(unchecked) public var bounds: Rect = .zero {
        didSet {
            if needsDisplayOnBoundsChange && bounds != oldValue { setNeedsDisplay() }
            valueDidChange(for: .bounds, from: oldValue, to: bounds)
        }
    }
    /// Where the anchor point lies in the superlayer's coordinate space.
    @exclusivity(unchecked) public var position: Point = .zero {
        didSet { valueDidChange(for: .position, from: oldValue, to: position) }
    }
    /// The layer's position on the z axis: the z of `position`, and the key that orders
    /// sublayers (lower first, equal values keep array order).
    @exclusivity(unchecked) public var zPosition: Double = 0 {
        didSet { valueDidChange(for: .zPosition, from: oldValue, to: zPosition) }
    }
    /// The point of `bounds` that `position` refers to and that `transform` turns about, in
    /// unit coordinates of the bounds ((0, 0) top-left, (1, 1) bottom-right).
    @exclusivity(unchecked) public var anchorPoint = Point(x: 0.5, y: 0.5) {
        didSet { valueDidChange(for: .anchorPoint, from: oldValue, to: anchorPoint) }
    }
    /// A 3-D transform applied about the anchor point.
    @exclusivity(unchecked) public var transform: Transform3D = .identity {
        didSet { valueDidChange(for: .transform, from: oldValue, to: transform) }
    }
    /// A 3-D transform applied to all sublayers about this layer's anchor point; a
    /// perspective (`m34 = -1/d`) here gives the sublayers depth.
    @exclusivity(unchecked) public var sublayerTransform: Transform3D = .identity {
        didSet { valueDidChange(for: .sublayerTransform, from: oldValue, to: sublayerTransform) }
    }

    // MARK: Appearance

    /// The layer's opacity, 0 (invisible) ... 1, applied to the layer and its sublayers as one
    /// group.
    @exclusivity(unchecked) public var opacity: Double = 1 {
        didSet { valueDidChange(for: .opacity, from: oldValue, to: opacity) }
    }
    /// Whether the layer and its sublayers are left out of drawing and hit testing.
    @exclusivity(unchecked) public var isHidden = false { didSet { noteRenderChange() } }
    /// Whether the layer is drawn when its back faces the viewer (its transform into the
    /// superlayer's plane mirrors it, e.g. after a half turn about the y axis).
    @exclusivity(unchecked) public var isDoubleSided = true { didSet { noteRenderChange() } }
    /// Whether contents, drawing and sublayers are clipped to the bounds (rounded by
    /// `cornerRadius`).
    @exclusivity(unchecked) public var masksToBounds = false { didSet { noteRenderChange() } }
    /// How the layer, as one group, blends with what is below it.
    @exclusivity(unchecked) public var blendMode: BlendMode = .normal { didSet { noteRenderChange() } }
    /// The colour filling the bounds (rounded by `cornerRadius`) below everything else.
    @exclusivity(unchecked) public var backgroundColor: Color? {
        didSet { valueDidChange(for: .backgroundColor, from: oldValue ?? .clear, to: backgroundColor ?? .clear) }
    }
    /// The radius of the corners of the background, border and `masksToBounds` clip.
    @exclusivity(unchecked) public var cornerRadius: Double = 0 {
        didSet { valueDidChange(for: .cornerRadius, from: oldValue, to: cornerRadius) }
    }
    /// The width of the border, drawn inside the bounds on top of everything else.
    @exclusivity(unchecked) public var borderWidth: Double = 0 {
        didSet { valueDidChange(for: .borderWidth, from: oldValue, to: borderWidth) }
    }
    /// The colour of the border (opaque black by default, as in Core Animation).
    @exclusivity(unchecked) public var borderColor: Color? = .black {
        didSet { valueDidChange(for: .borderColor, from: oldValue ?? .clear, to: borderColor ?? .clear) }
    }

    // MARK: Contents

    /// A bitmap drawn above the background.
    @exclusivity(unchecked) public var contents: Bitmap? { didSet { noteRenderChange() } }
    /// How `contents` is placed in the bounds.
    @exclusivity(unchecked) public var contentsGravity: ContentsGravity = .resize { didSet { noteRenderChange() } }
    /// Pixels of `contents` per unit of layer space (2 for a double-resolution bitmap).
    @exclusivity(unchecked) public var contentsScale: Double = 1 { didSet { noteRenderChange() } }
    /// The part of `contents` that is shown, in unit coordinates of the bitmap.
    @exclusivity(unchecked) public var contentsRect = Rect(x: 0, y: 0, width: 1, height: 1) {
        didSet { valueDidChange(for: .contentsRect, from: oldValue, to: contentsRect) }
    }

    // MARK: Filters

    /// Filters of the layer's whole appearance (content, sublayers and mask), the first
    /// applied first; the result then takes the layer's opacity and blend mode.
    @exclusivity(unchecked) public var filters: [any LayerFilter] = [] { didSet { noteRenderChange() } }

    // MARK: Display

    /// Whether a change of `bounds` calls `setNeedsDisplay()`.
    public var needsDisplayOnBoundsChange = false
    /// Whether `draw(in:)` runs again before the next render. True for a new layer (unlike
    /// Core Animation, which would draw nothing until `setNeedsDisplay()`).
    @exclusivity(unchecked) public internal(set) var needsDisplay = true
    /// What `draw(in:)` drew at the last display, replayed until `setNeedsDisplay()`.
    @exclusivity(unchecked) var cachedDrawing: DisplayList?
    /// Counts the changes of anything that affects how the layer draws (its properties, its
    /// drawing, its mask, the list of its sublayers), so that `DamageTracker` can tell a layer
    /// that changed from one that did not without keeping a copy of its values.
    @exclusivity(unchecked) private(set) var renderGeneration: UInt64 = 0

    // MARK: Animation

    /// Attached animations, actions, delegate and media timing (see `Layer+Animations.swift`).
    /// Read at every property change: it skips the run-time exclusivity checks, as the
    /// hierarchy references below do, and for the same reasons (no access to it spans a call
    /// that could reach this layer's storage).
    @exclusivity(unchecked) var animationStorage = AnimationStorage()

    // MARK: Hierarchy

    // The hierarchy references are read and written at every edit and walk of the tree. They
    // skip the run-time exclusivity checks (a call into the runtime per access, half the cost
    // of adding a sublayer): a tree is used from one task at a time, and the hierarchy methods
    // never hold an access to them across a call that could edit the tree.

    /// The layer this layer is a sublayer of.
    ///
    /// Not `weak`: a weak reference gives its target a side table, which makes every retain
    /// and release of that layer slower (and building a tree slower). The superlayer holds this
    /// layer strongly and clears this reference whenever it lets go (`removeFromSuperlayer`,
    /// `sublayers`, its `deinit`), so it never dangles.
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var superlayer: Layer?
    /// The sublayers in array order (the order of drawing among equal `zPosition`s).
    @exclusivity(unchecked) var sublayerStorage: [Layer] = [] { didSet { noteRenderChange() } }
    /// The memory `LayerTreeDrawer` lists this layer's visible sublayers in while it draws
    /// them, kept empty between draws: drawing a tree frame after frame allocates no list.
    @exclusivity(unchecked) var visibleSublayerScratch: [VisibleSublayer] = []
    /// The outline `LayerContent` last made of these bounds and corner radius.
    @exclusivity(unchecked) var outlineCache: (bounds: Rect, cornerRadius: Double, path: BezierPath)?
    /// The layer this layer is the mask of: the mask's coordinates are that layer's.
    /// Not `weak`, for the reason `superlayer` is not: the masked layer holds its mask and
    /// clears this reference when it lets go (`mask`'s `didSet`, its `deinit`).
    @exclusivity(unchecked) unowned(unsafe) var maskedLayer: Layer?
    /// The layer whose alpha masks this layer and its sublayers; it is placed in this
    /// layer's coordinate space like a sublayer (without `sublayerTransform`). Assigning a
    /// layer removes it from its superlayer and from any layer it masked; assigning this
    /// layer or one that contains it (which would make a cycle) is ignored.
    /// Paths that clip the layer's content and sublayers, in the layer's space; each one
    /// intersects the clip. Not part of Core Animation: a cheap, exact alternative to a mask
    /// layer for opaque vector masks (Lottie's masks use it when they can).
    @exclusivity(unchecked) public var clipPaths: [ClipPath] = [] {
        // Lottie's masks assign their clips at every frame; an equal assignment changes nothing.
        didSet { if clipPaths != oldValue { noteRenderChange() } }
    }

    /// How `mask` turns into coverage: its alpha (Core Animation's only mode, the default),
    /// or its luminance, or either inverted — what Lottie's track mattes need.
    @exclusivity(unchecked) public var maskMode: MaskMode = .alpha { didSet { noteRenderChange() } }
    @exclusivity(unchecked) public var mask: Layer? {
        didSet {
            guard mask !== oldValue else { return }
            noteRenderChange()
            if let mask, isDrawn(within: mask) { self.mask = oldValue; return }
            if oldValue?.maskedLayer === self { oldValue?.maskedLayer = nil }
            if let mask {
                mask.removeFromSuperlayer()
                if let previous = mask.maskedLayer, previous !== self { previous.mask = nil }
                mask.maskedLayer = self
            }
        }
    }

    /// A layer with default values: zero bounds and position, anchor point at the centre,
    /// opacity 1, no transform, no contents.
    public init() {}

    /// Clears the back references of the sublayers and the mask (see `superlayer`), which
    /// outlive this layer when someone else still holds them.
    deinit {
        for layer in sublayerStorage { layer.superlayer = nil }
        mask?.maskedLayer = nil
    }

    /// A copy of another layer's model values (everything but the hierarchy: superlayer,
    /// sublayers and mask), as Core Animation's `init(layer:)` used for presentation copies.
    /// Subclasses override it to copy their own properties after calling `super`.
    public required init(layer: Layer) {
        name = layer.name
        bounds = layer.bounds
        position = layer.position
        zPosition = layer.zPosition
        anchorPoint = layer.anchorPoint
        transform = layer.transform
        sublayerTransform = layer.sublayerTransform
        opacity = layer.opacity
        maskMode = layer.maskMode
        isHidden = layer.isHidden
        isDoubleSided = layer.isDoubleSided
        masksToBounds = layer.masksToBounds
        clipPaths = layer.clipPaths
        blendMode = layer.blendMode
        backgroundColor = layer.backgroundColor
        cornerRadius = layer.cornerRadius
        borderWidth = layer.borderWidth
        borderColor = layer.borderColor
        contents = layer.contents
        contentsGravity = layer.contentsGravity
        contentsScale = layer.contentsScale
        contentsRect = layer.contentsRect
        filters = layer.filters
        needsDisplayOnBoundsChange = layer.needsDisplayOnBoundsChange
    }

    /// Custom drawing in the layer's coordinate space (the bounds), above the background and
    /// contents and below the sublayers. The default draws nothing.
    ///
    /// The drawing is recorded and replayed until `setNeedsDisplay()` is called, so a
    /// subclass must call it whenever what it draws changes. The canvas passed here starts with
    /// the identity transform (the layer's coordinate space) and the bounds' size.
    open func draw(in canvas: any Canvas) {}

    /// Whether a point in the layer's own coordinates is inside it; by default, inside
    /// `bounds` (minimum edges included, maximum edges excluded). Subclasses may refine it.
    open func contains(_ point: Point) -> Bool {
        bounds.contains(point)
    }

    /// The deepest layer of this subtree under `point`, given in the *superlayer's*
    /// coordinates, or nil. Core Animation's rules: hidden layers and their sublayers are
    /// ignored; sublayers are searched top-most first (highest `zPosition`, then last in the
    /// array) with the point mapped through every transform, perspective included; a layer
    /// that masks to bounds hides its sublayers outside its bounds; a layer is hit when
    /// `contains(_:)` says so. Opacity and masks play no part (see
    /// `hitTest(_:minimumOpacity:)`).
    open func hitTest(_ point: Point) -> Layer? {
        searchForHit(at: point) { sublayer, localPoint in sublayer.hitTest(localPoint) }
    }

    /// Marks the layer's drawing as stale so that `draw(in:)` runs again at the next render.
    public func setNeedsDisplay() {
        needsDisplay = true
        cachedDrawing = nil
        noteRenderChange()
    }

    /// Records that something affecting how the layer draws has changed (see
    /// `renderGeneration`).
    func noteRenderChange() {
        renderGeneration &+= 1
    }

    /// The action to run when the property `event` changes (Core Animation's search): the
    /// delegate's answer, then the `actions` dictionary, then `defaultAction(forKey:)`. A nil
    /// result or `.null` means no action. Subclasses override it to animate their own way.
    open func action(forKey event: String) -> (any Action)? {
        searchAction(forKey: event)
    }

    /// The action a layer class takes for `event` when neither the delegate nor `actions` has
    /// one: the implicit animation of the change (`ImplicitAnimationAction`). Return nil (or
    /// `.null`) to keep a key from animating implicitly.
    open class func defaultAction(forKey event: String) -> (any Action)? {
        ImplicitAnimationAction()
    }

    /// Whether a change of the property `key` — a model change or an animation of it — needs
    /// `draw(in:)` to run again. False by default; a subclass with a custom animatable property
    /// that its drawing depends on (such as a current frame) returns true for it.
    open class func needsDisplay(forKey key: String) -> Bool {
        false
    }
}
