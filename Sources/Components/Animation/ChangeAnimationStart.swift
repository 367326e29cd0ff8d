import Layers

/// `animation` with every endpoint animation that has no values (a "change" animation) given
/// the value its key has in `previous` as its start, looking into groups. Such an animation then
/// runs from what the previous render showed to the new model value, as Core Animation's
/// value-less animations run from the previous presentation value.
func startingChangeAnimations(_ animation: any LayerAnimation, from previous: Layer) -> any LayerAnimation {
    if let endpoint = animation as? any EndpointAnimation { return startingChange(endpoint, from: previous) }
    guard var group = animation as? AnimationGroup else { return animation }
    group.animations = group.animations.map { startingChangeAnimations($0, from: previous) }
    return group
}

private func startingChange<A: EndpointAnimation>(_ animation: A, from previous: Layer) -> A {
    guard animation.fromValue == nil, animation.toValue == nil, animation.byValue == nil,
          let start = animation.key.value(in: previous) else { return animation }
    var started = animation
    started.fromValue = start
    return started
}
