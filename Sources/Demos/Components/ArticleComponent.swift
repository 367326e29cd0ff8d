import Components
import Graphics
import Layers

/// The expandable article of ComponentKit's animation guide: a card with a header and a few
/// lines of text, more when expanded, and a badge when liked.
///
/// - On its first appearance it fades in (0.5 s, ease out).
/// - Expanding animates the bounds of the whole feed with a spring (0.5 s, damping ratio 0.7,
///   initial velocity 1); collapsing with a 0.3 s ease-in-ease-out tween.
/// - The chevron turns with a value-less animation of `transform.rotation.z`, from the angle on
///   screen to the new one.
/// - The badge scales in when it appears (0.2 s, ease out, from scale 0).
public final class ArticleComponent: CompositeComponent {
    /// The article's id.
    public let id: Int
    /// Whether the article shows its whole text.
    public let isExpanded: Bool
    /// The badge laid over the card, present when the article is liked.
    public let badge: LayerComponent?
    /// The chevron in the header.
    public let chevron: ChevronComponent

    /// The article `id` in the given state.
    public init(id: Int, isExpanded: Bool, isLiked: Bool) {
        self.id = id
        self.isExpanded = isExpanded
        let accent = Self.palette[id % Self.palette.count]
        chevron = ChevronComponent(isOpen: isExpanded, color: Color(white: 0.45))
        badge = isLiked ? LayerComponent(attributes: LayerAttributes(backgroundColor: Color(red: 0.95, green: 0.3, blue: 0.4),
                                                                      cornerRadius: 7, borderWidth: 2, borderColor: .white),
                                         size: ComponentSize(width: 14, height: 14)) : nil
        let title = StackComponent(axis: .horizontal, spacing: 8, alignment: .center, children: [
            LayerComponent(attributes: LayerAttributes(backgroundColor: accent, cornerRadius: 7),
                           size: ComponentSize(width: 14, height: 14)),
            LayerComponent(attributes: LayerAttributes(backgroundColor: Color(white: 0.3), cornerRadius: 5),
                           size: ComponentSize(width: 90, height: 10)),
        ])
        let header = OverlayComponent(component: title, overlay: StackComponent(
            alignment: .end, insets: EdgeInsets(top: 1), children: [chevron]))
        // Scopes keep each line's identity wherever it sits, so a line that moves animates to
        // its new place while the lines and the image that come and go just appear or vanish.
        var body: [Component] = [header]
        if isExpanded {
            body.append(LayerComponent(scope: "image", attributes: LayerAttributes(backgroundColor: accent.withAlpha(0.35),
                                                                                    cornerRadius: 4),
                                       size: ComponentSize(height: 60)))
        }
        // Full lines span the card (the stack stretches them); the short last one sits in a row.
        let fullLines = isExpanded ? 4 : 1
        body += (0..<fullLines).map { Self.textLine(scope: "line-\($0)", width: nil) }
        body.append(StackComponent(axis: .horizontal, children: [Self.textLine(scope: "line-last", width: isExpanded ? 96 : 120)]))
        // The card is the article's layer (what its animations target); the badge is laid over
        // the text inside it, near the top-right corner (left of the chevron).
        let corner = badge.map { StackComponent(alignment: .end, insets: EdgeInsets(top: 6, right: 28), children: [$0]) }
        super.init(scope: "article-\(id)", rendering: LayerComponent(
            attributes: LayerAttributes(backgroundColor: .white, cornerRadius: 8, masksToBounds: true),
            child: OverlayComponent(component: StackComponent(spacing: 6, insets: EdgeInsets(all: 10), children: body),
                                    overlay: corner)))
    }

    /// A grey bar standing for a line of text (nil width: as wide as its parent makes it).
    private static func textLine(scope: ComponentScope, width: Double?) -> LayerComponent {
        LayerComponent(scope: scope, attributes: LayerAttributes(backgroundColor: Color(white: 0.78), cornerRadius: 3),
                       size: ComponentSize(width: width, height: 6))
    }

    private static let palette = [Color(red: 0.25, green: 0.55, blue: 0.95), Color(red: 0.95, green: 0.6, blue: 0.2),
                                  Color(red: 0.3, green: 0.75, blue: 0.45)]

    /// Fades the card in from transparent, 0.5 s, ease out (the guide's `fadeToAppear`).
    public override func animationsOnInitialMount() -> [ComponentAnimation] {
        var fade = BasicAnimation(key: .opacity, from: 0, duration: 0.5)
        fade.timingFunction = .easeOut
        return [ComponentAnimation(self, fade)]
    }

    /// Turns the chevron when the article expands or collapses, and scales the badge in when
    /// it appears (the guide's `scaleToAppear`).
    public override func animationsFromPreviousComponent(_ previous: Component) -> [ComponentAnimation] {
        guard let previous = previous as? ArticleComponent else { return [] }
        var animations: [ComponentAnimation] = []
        if previous.isExpanded != isExpanded {
            animations.append(ComponentAnimation(chevron, BasicAnimation(key: .transformRotationZ, duration: 0.3)))
        }
        if previous.badge == nil, let badge {
            var scale = BasicAnimation(key: .transform, from: Transform3D(scaleX: 0, y: 0, z: 0), duration: 0.2)
            scale.timingFunction = .easeOut
            animations.append(ComponentAnimation(badge, scale))
        }
        return animations
    }

    /// A spring (0.5 s, damping ratio 0.7, velocity 1) when expanding, a 0.3 s tween when
    /// collapsing, nothing otherwise.
    public override func boundsAnimationFromPreviousComponent(_ previous: Component) -> BoundsAnimation? {
        guard let previous = previous as? ArticleComponent, previous.isExpanded != isExpanded else { return nil }
        return isExpanded ? .spring(duration: 0.5, dampingRatio: 0.7, initialVelocity: 1)
                          : BoundsAnimation(duration: 0.3)
    }
}
