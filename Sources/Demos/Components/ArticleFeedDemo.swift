import Graphics

/// The script of the article-expansion demo (`lottie components-demo`): a feed of three
/// articles that fade in, expand with a spring pushing the others down, get a badge that
/// scales in, and collapse again.
public enum ArticleFeedDemo {
    /// The width the feed is laid out at.
    public static let feedWidth = 200.0
    /// The margin around the feed in the demo's picture.
    public static let margin = 10.0
    /// A picture size that holds the feed at its tallest.
    public static let canvasSize = Size(width: 220, height: 440)
    /// How long the demo runs, in seconds.
    public static let duration = 5.2

    /// The models and the times they are shown at, in order.
    static let timeline: [(time: Double, model: ArticleFeedModel)] = {
        let start = ArticleFeedModel(articleCount: 3)
        let first = start.setting(expanded: true, article: 1)
        let second = first.setting(liked: true, article: 0)
        let third = second.setting(expanded: true, article: 0)
        let fourth = third.setting(expanded: false, article: 1)
        let fifth = fourth.setting(expanded: false, article: 0)
        return [(0, start), (0.8, first), (1.8, second), (2.3, third), (3.4, fourth), (4.2, fifth)]
    }()

    /// The models due between the times `after` (excluded; nil: from the start) and `upTo`
    /// (included), in order.
    public static func updates(after: Double?, upTo time: Double) -> [ArticleFeedModel] {
        timeline.filter { entry in (after.map { entry.time > $0 } ?? true) && entry.time <= time }.map(\.model)
    }
}
