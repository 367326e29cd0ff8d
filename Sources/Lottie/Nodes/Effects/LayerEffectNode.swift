import Graphics
import Layers

/// A layer effect (`ef`) or layer style (`sy`) as an animator node: its parameters are node
/// properties updated frame by frame, and it draws as a filter of the layer's contents (after
/// the masks, in the layer's own space, as After Effects renders effects).
///
/// The filter reads the current parameter values at render time, so a changed parameter
/// needs no redisplay of anything.
protocol LayerEffectNode: AnimatorNode, LayerFilter {}

extension AffineTransform {
    /// How much the transform scales lengths, on average over directions: √|det|. Effect
    /// sizes given in layer units become device pixels with it.
    var lengthScale: Double { abs(determinant).squareRoot() }
}
