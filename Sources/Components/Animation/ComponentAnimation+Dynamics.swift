import Dynamics
import Layers

extension ComponentAnimation {
    /// A Dynamics (POP-style) animation of the target's layer, run by `animator` under `key`:
    /// a custom animation built on the hooks.
    ///
    /// - With no `fromValue`, the animation starts from the property's value in the target's
    ///   previous layer (what the last render showed; the mount has already written the new
    ///   value), so it animates the change.
    /// - It replaces an animation under the same key of the same layer; a spring with no
    ///   `velocity` set takes over the velocity of the spring it replaces, so a retarget keeps
    ///   its momentum.
    /// - It ends when the animation finishes or is replaced; cleanup removes it from the layer
    ///   if it is still there. Give each call a fresh animation object: its `completion` is
    ///   wrapped.
    public static func dynamic(_ target: Component, _ animation: DynamicPropertyAnimation, animator: DynamicAnimator,
                               key: String, completion: (() -> Void)? = nil) -> ComponentAnimation {
        let custom = CustomAnimation(
            willRemount: { previousLayer -> AnimatableVector? in
                guard animation.fromValue == nil, let previousLayer else { return nil }
                return animation.property.value(of: previousLayer)
            },
            didRemount: { layer, start, finish -> Layer in
                if let start { animation.fromValue = start }
                if let spring = animation as? DynamicSpringAnimation, spring.velocity == nil,
                   let replaced = animator.animation(forKey: key, of: layer) as? DynamicSpringAnimation {
                    spring.velocity = replaced.velocity
                }
                let wrapped = animation.completion
                animation.completion = { [weak animator, weak layer] ended, finished in
                    wrapped?(ended, finished)
                    let attached = layer.flatMap { animator?.animation(forKey: key, of: $0) }
                    if finished || attached !== ended { finish() }
                }
                animator.add(animation, to: layer, forKey: key)
                return layer
            },
            cleanup: { layer in
                if animator.animation(forKey: key, of: layer) === animation {
                    animator.removeAnimation(forKey: key, from: layer)
                }
            })
        return ComponentAnimation(target, custom: custom, completion: completion)
    }
}
