/// Orders items by z, keeping the given order among equal values (a stable sort, like Core
/// Animation's ordering of sublayers by `zPosition`).
func zOrdered<Item>(_ items: [Item], z: (Item) -> Double) -> [Item] {
    guard items.count > 1 else { return items }
    let first = z(items[0])
    guard items.contains(where: { z($0) != first }) else { return items }
    return items.enumerated()
        .map { entry in
            let value = z(entry.element)
            return (offset: entry.offset, z: value.isNaN ? 0 : value, item: entry.element)
        }
        .sorted { ($0.z, $0.offset) < ($1.z, $1.offset) }
        .map(\.item)
}
