import CCairo
import Graphics

extension CairoSurfaceCanvas {
    /// Draws `content` into an offscreen group, then composites the group with `opacity` and
    /// `blendMode` using the current clip. Shapes inside the group blend with each other
    /// normally and only the finished group is made translucent, so overlaps are not
    /// doubled.
    public func drawGroup(opacity: Double, blendMode: BlendMode, _ content: () -> Void) {
        let alpha = unitClamped(opacity)
        guard canDraw, alpha > 0 else { return }
        cairo_push_group(cr)
        runNested(content)
        let foldsOpacity = alpha < 1 && needsOpacityFolded(for: blendMode)
        if foldsOpacity {
            // Scale the group's pixels by the opacity (destination-in a translucent black).
            cairo_set_source_rgba(cr, 0, 0, 0, alpha)
            cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
            cairo_paint(cr)
        }
        cairo_pop_group_to_source(cr)
        cairo_set_operator(cr, blendMode.cairoOperator)
        cairo_paint_with_alpha(cr, foldsOpacity ? 1 : alpha)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        releaseSource()
    }

    /// Whether a group's opacity must be applied to its pixels before compositing instead of
    /// as cairo's constant alpha: pixman (0.42, under cairo 1.16) gets the HSL operators
    /// wrong when a surface source is combined with a constant alpha mask. Measured: hue of
    /// (0.3, 0.6, 0.9) over (0.8, 0.4, 0.2) at 50 % gave (158, 107, 153) where the W3C
    /// formula gives (135, 122, 135); the same source already scaled composites right.
    /// Vector surfaces express opacity and blend mode natively and are not affected.
    func needsOpacityFolded(for blendMode: BlendMode) -> Bool {
        blendMode.isNonSeparable && !isVector
    }

    /// Draws `content` into an offscreen group, `mask` into another, and composites the
    /// content with its coverage multiplied by the mask's coverage under `mode`.
    ///
    /// Alpha masks stay vector masks on vector surfaces. The other modes need arithmetic on
    /// the mask's pixels, so the mask is rendered at device resolution first (on vector
    /// surfaces it is embedded as an image).
    public func drawMasked(mode: MaskMode, mask: () -> Void, content: () -> Void) {
        guard canDraw else { return }
        if mode == .alpha {
            cairo_push_group(cr)
            runNested(mask)
            let maskPattern = cairo_pop_group(cr)
            cairo_push_group(cr)
            runNested(content)
            cairo_pop_group_to_source(cr)
            cairo_mask(cr, maskPattern)
            cairo_pattern_destroy(maskPattern)
        } else {
            // Without a visible clip area nothing can show, whatever the mask.
            guard let coverage = renderOffscreen(padding: 0, mask) else { return }
            defer { coverage.destroy() }
            coverage.convertToCoverage(mode)
            cairo_push_group(cr)
            runNested(content)
            cairo_pop_group_to_source(cr)
            // The source stays where it is in device space while the matrix changes: cairo
            // locks a source to the user space in effect when it was set.
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_mask_surface(cr, coverage.surface, Double(coverage.x), Double(coverage.y))
            cairo_restore(cr)
        }
        releaseSource()
    }

    /// Runs group content with restores limited to the saves made inside it, and undoes
    /// any saves it left open, so that the group's own cairo state stays balanced. Like
    /// cairo's group, it ends with the transform the group began with.
    func runNested(_ content: () -> Void) {
        let outerFloor = state.floor, outerSingular = state.singularTransform
        state.floor = state.depth
        content()
        while state.pop() { cairo_restore(cr) }
        state.floor = outerFloor
        state.singularTransform = outerSingular
    }

    /// Drops the reference the context holds to the last group's pixels.
    private func releaseSource() {
        cairo_set_source_rgb(cr, 0, 0, 0)
    }
}
