import Demos
import Graphics
import Layers
@testable import Components

/// The demo feed mounted on a manual clock, with the hand-computed geometry of its layout:
/// a 200-point-wide panel with 8-point insets and spacing, articles 58 points tall collapsed
/// and 160 expanded (184 wide).
struct FeedFixture {
    static let collapsed = 58.0, expanded = 160.0

    let clock = ManualClock()
    let host: ComponentHost<ArticleFeedModel>

    init() {
        host = ComponentHost(sizeRange: .width(200), clock: clock) { FeedComponent($0) }
    }

    var feed: FeedComponent? { host.root as? FeedComponent }

    /// The card layer of article `id`.
    func card(_ id: Int) -> Layer? { host.mountedLayer(scope: ComponentScope("article-\(id)")) }

    /// The layer of the feed's panel.
    var panel: Layer? { feed.flatMap { host.mountedLayer(for: $0) } }

    /// The centre y of article `id`'s card in the panel, given the heights of the articles.
    static func centerY(of id: Int, heights: [Double]) -> Double {
        8 + heights.prefix(id).reduce(0) { $0 + $1 + 8 } + heights[id] / 2
    }
}
