import Graphics

/// Foundation also declares an `AffineTransform`; inside this module the name means ours.
typealias AffineTransform = Graphics.AffineTransform
