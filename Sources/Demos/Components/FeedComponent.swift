import Components
import Graphics

/// The demo feed: a rounded panel holding the articles in a column. When an article grows,
/// the ones below move down and the panel grows with it.
public final class FeedComponent: CompositeComponent {
    /// The articles, in order.
    public let articles: [ArticleComponent]

    /// The feed for `model`.
    public init(_ model: ArticleFeedModel) {
        articles = (0..<max(0, model.articleCount)).map { id in
            ArticleComponent(id: id, isExpanded: model.expanded.contains(id), isLiked: model.liked.contains(id))
        }
        super.init(scope: "feed", rendering: LayerComponent(
            attributes: LayerAttributes(backgroundColor: Color(red: 0.86, green: 0.88, blue: 0.93), cornerRadius: 12),
            child: StackComponent(spacing: 8, insets: EdgeInsets(all: 8), children: articles)))
    }
}
