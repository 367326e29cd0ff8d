/// The model of the demo feed: a few articles, each collapsed or expanded, liked or not.
public struct ArticleFeedModel: Hashable, Sendable {
    /// How many articles the feed shows (ids 0, 1, …).
    public var articleCount: Int
    /// The ids of the expanded articles.
    public var expanded: Set<Int>
    /// The ids of the liked articles (they show a badge).
    public var liked: Set<Int>

    /// A feed of `articleCount` articles.
    public init(articleCount: Int = 3, expanded: Set<Int> = [], liked: Set<Int> = []) {
        self.articleCount = articleCount
        self.expanded = expanded
        self.liked = liked
    }

    /// The same feed with article `id` expanded (`true`) or collapsed.
    public func setting(expanded value: Bool, article id: Int) -> ArticleFeedModel {
        var copy = self
        if value { copy.expanded.insert(id) } else { copy.expanded.remove(id) }
        return copy
    }

    /// The same feed with article `id` liked (`true`) or not.
    public func setting(liked value: Bool, article id: Int) -> ArticleFeedModel {
        var copy = self
        if value { copy.liked.insert(id) } else { copy.liked.remove(id) }
        return copy
    }
}
