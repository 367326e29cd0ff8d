import Layers

/// An animation described by three hooks (ComponentKit's `CKComponentAnimationHooks`), for any
/// animation system: it captures what it needs before the update, applies itself after it, and
/// undoes itself when told to.
///
/// - `willRemount(previousLayer)` runs before the new render is mounted, while the old one is
///   still on screen: `previousLayer` is the target's layer as it was (nil when the target is
///   new). Its result is handed to `didRemount`.
/// - `didRemount(layer, captured, finish)` runs after the mount with the target's new layer in
///   place: start the animation here. Call `finish` when it is over (at most once; later calls
///   do nothing). Its result is handed to `cleanup`.
/// - `cleanup(applied)` runs once: after `finish`, or earlier when the target is unmounted or
///   its layer is about to serve another component. Work only from `applied`: by then the
///   layer may have been reused and newer animations may drive the same property.
public struct CustomAnimation {
    /// Runs `willRemount` and returns the rest of the animation: the `didRemount` step, which
    /// returns the cleanup.
    let willRemount: (_ previousLayer: Layer?) -> (_ layer: Layer, _ finish: @escaping () -> Void) -> () -> Void

    /// An animation made of the three hooks.
    public init<Captured, Applied>(willRemount: @escaping (_ previousLayer: Layer?) -> Captured,
                                   didRemount: @escaping (_ layer: Layer, _ captured: Captured,
                                                          _ finish: @escaping () -> Void) -> Applied,
                                   cleanup: @escaping (_ applied: Applied) -> Void) {
        self.willRemount = { previousLayer in
            let captured = willRemount(previousLayer)
            return { layer, finish in
                let applied = didRemount(layer, captured, finish)
                return { cleanup(applied) }
            }
        }
    }
}
