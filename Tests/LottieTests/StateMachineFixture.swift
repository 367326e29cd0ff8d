import ArchiveTesting
import Foundation
import Graphics
import Layers
import Lottie

private typealias F = KeypathFixtures

/// A hand-made interactive dotLottie archive for the state machine, event and control tests.
///
/// Animation `main` (100 × 100, 30 fps, frames 0...90):
/// - `Star1`…`Star5`: 14 × 14 yellow squares centred on (10 + 20·(i−1), 90);
/// - `Dot`: a 10 × 10 blue square whose centre moves from (5, 68) at frame 0 to (95, 68) at
///   frame 90 (x = 5 + frame), so each frame can be read off a render;
/// - precomp `Panel` holding `Button`: a 30 × 30 square centred on (50, 40) (x 35...65,
///   y 25...55) whose colour goes grey (0) → green (30) → grey (60) → blue (70) → yellow (80)
///   → red (90);
/// - `Background`: dark, the whole frame.
///
/// Markers: `toOn` 0+30, `toOff` 30+30, `r1`…`r5` 0+12·n, `idle` 60+10, `hover` 70+10,
/// `press` 80+10.
///
/// State machines: `toggle`, `rating` and `button` (see `toggleJSON`, `ratingJSON`, `buttonJSON`).
enum StateMachineFixture {
    /// The centre of `Button`, and a point of the background below it.
    static let buttonCentre = Point(x: 50, y: 40)
    static let belowButton = Point(x: 50, y: 75)

    static let buttonColor = F.keyframes([(0, [0.5, 0.5, 0.5, 1]), (30, [0, 0.8, 0, 1]), (60, [0.5, 0.5, 0.5, 1]),
                                          (70, [0, 0.3, 1, 1]), (80, [1, 0.9, 0, 1]), (90, [1, 0, 0, 1])])

    static var animationJSON: String {
        var layers: [String] = []
        for i in 1...5 {
            layers.append(F.shapeLayer("Star\(i)", index: 10 + i, shapes: [F.group("Box", [
                F.rect(center: [10 + 20 * Double(i - 1), 90], size: [14, 14]), F.fill([1, 0.8, 0]),
            ])], op: 91))
        }
        layers.append(F.shapeLayer("Dot", index: 9, shapes: [F.group("Box", [
            F.rect(center: [0, 0], size: [10, 10]), F.fill([0.2, 0.6, 1]),
        ], position: F.keyframes([(0, [5, 68]), (90, [95, 68])]))], op: 91))
        layers.append(F.precompLayer("Panel", index: 2, reference: "panel", op: 91))
        layers.append(F.shapeLayer("Background", index: 1, shapes: [F.group("Box", [
            F.rect(center: [50, 50], size: [100, 100]), F.fill([0.12, 0.12, 0.16]),
        ])], op: 91))
        let button = F.shapeLayer("Button", index: 1, shapes: [F.group("Face", [
            F.rect(center: [50, 40], size: [30, 30]),
            #"{"ty":"fl","nm":"Fill 1","c":\#(buttonColor),"o":\#(F.k(100)),"r":1}"#,
        ])], op: 91)
        var json = F.animation(op: 90, layers: layers, precomps: [(id: "panel", layers: [button])])
        let markers = [("toOn", 0, 30), ("toOff", 30, 30), ("r1", 0, 12), ("r2", 0, 24), ("r3", 0, 36), ("r4", 0, 48),
                       ("r5", 0, 60), ("idle", 60, 10), ("hover", 70, 10), ("press", 80, 10)]
            .map { #"{"cm":"\#($0.0)","tm":\#($0.1),"dr":\#($0.2)}"# }.joined(separator: ",")
        json.removeLast()
        return json + #","markers":[\#(markers)]}"#
    }

    /// A toggle: `idle` (frame 0) → `on` (plays `toOn`) ⇄ `off` (plays `toOff`), on the event
    /// `toggle`, which a click on `Button` fires.
    static let toggleJSON = """
    {"initial":"idle",
     "states":[
      {"type":"PlaybackState","name":"idle","animation":"main","segment":"toOn","autoplay":false,
       "transitions":[{"type":"Transition","toState":"on","guards":[{"type":"Event","inputName":"toggle"}]}]},
      {"type":"PlaybackState","name":"on","animation":"main","segment":"toOn","autoplay":true,
       "transitions":[{"type":"Transition","toState":"off","guards":[{"type":"Event","inputName":"toggle"}]}]},
      {"type":"PlaybackState","name":"off","animation":"main","segment":"toOff","autoplay":true,
       "transitions":[{"type":"Transition","toState":"on","guards":[{"type":"Event","inputName":"toggle"}]}]}],
     "interactions":[{"type":"Click","layerName":"Button","actions":[{"type":"Fire","inputName":"toggle"}]}],
     "inputs":[{"type":"Event","name":"toggle"}]}
    """

    /// A rating: numeric input `rating` (0); a global state moves to `starN` when rating == N
    /// (N = 1...4) and to `star5` when rating >= 5; `starN` plays `rN` (frames 0...12·N); a
    /// pointer down on `StarN` sets the rating to N; `star0` shows frame 0.
    static var ratingJSON: String {
        var states = [#"{"type":"PlaybackState","name":"star0","animation":"main","segment":"r1","autoplay":false,"transitions":[]}"#]
        var transitions: [String] = []
        var interactions: [String] = []
        for n in 1...5 {
            states.append(#"{"type":"PlaybackState","name":"star\#(n)","animation":"main","segment":"r\#(n)","autoplay":true,"transitions":[]}"#)
            let condition = n == 5 ? "GreaterThanOrEqual" : "Equal"
            transitions.append(#"{"type":"Transition","toState":"star\#(n)","guards":[{"type":"Numeric","inputName":"rating","conditionType":"\#(condition)","compareTo":\#(n)}]}"#)
            interactions.append(#"{"type":"PointerDown","layerName":"Star\#(n)","actions":[{"type":"SetNumeric","inputName":"rating","value":\#(n)}]}"#)
        }
        transitions.append(#"{"type":"Transition","toState":"star0","guards":[{"type":"Numeric","inputName":"rating","conditionType":"LessThan","compareTo":1}]}"#)
        states.append(#"{"type":"GlobalState","name":"global","transitions":[\#(transitions.joined(separator: ","))]}"#)
        return #"{"initial":"star0","states":[\#(states.joined(separator: ","))],"interactions":[\#(interactions.joined(separator: ","))],"inputs":[{"type":"Numeric","name":"rating","value":0}]}"#
    }

    /// A hover/click button: `idle` loops `idle`; the pointer entering `Button` fires `enter`
    /// (→ `hovered`, plays `hover`), leaving it fires `leave` (→ `idle`); a click fires `press`
    /// (→ `pressed`, plays `press`, whose entry fires the custom event `pressed` and asks to
    /// open a URL); when `pressed` completes, `done` returns to `hovered`. Each loop of `idle`
    /// that ends increments `loops`.
    static let buttonJSON = """
    {"initial":"idle",
     "states":[
      {"type":"PlaybackState","name":"idle","animation":"main","segment":"idle","loop":true,"autoplay":true,
       "transitions":[{"type":"Transition","toState":"hovered","guards":[{"type":"Event","inputName":"enter"}]},
                      {"type":"Transition","toState":"pressed","guards":[{"type":"Event","inputName":"press"}]}]},
      {"type":"PlaybackState","name":"hovered","animation":"main","segment":"hover","autoplay":true,
       "transitions":[{"type":"Transition","toState":"idle","guards":[{"type":"Event","inputName":"leave"}]},
                      {"type":"Transition","toState":"pressed","guards":[{"type":"Event","inputName":"press"}]}]},
      {"type":"PlaybackState","name":"pressed","animation":"main","segment":"press","autoplay":true,
       "entryActions":[{"type":"FireCustomEvent","value":"pressed"},{"type":"Increment","inputName":"presses"},
                       {"type":"OpenUrl","url":"https://example.com/pressed","target":"_blank"}],
       "transitions":[{"type":"Transition","toState":"hovered","guards":[{"type":"Event","inputName":"done"}]}]}],
     "interactions":[
      {"type":"PointerEnter","layerName":"Button","actions":[{"type":"Fire","inputName":"enter"}]},
      {"type":"PointerExit","layerName":"Button","actions":[{"type":"Fire","inputName":"leave"}]},
      {"type":"Click","layerName":"Button","actions":[{"type":"Fire","inputName":"press"}]},
      {"type":"OnComplete","stateName":"pressed","actions":[{"type":"Fire","inputName":"done"}]},
      {"type":"OnLoopComplete","stateName":"idle","actions":[{"type":"Increment","inputName":"loops"}]}],
     "inputs":[{"type":"Event","name":"enter"},{"type":"Event","name":"leave"},{"type":"Event","name":"press"},
               {"type":"Event","name":"done"},{"type":"Numeric","name":"presses","value":0},
               {"type":"Numeric","name":"loops","value":0}]}
    """

    static let manifest = #"{"version":"2","generator":"tests","animations":[{"id":"main"}],"stateMachines":[{"id":"toggle"},{"id":"rating"},{"id":"button"}]}"#

    /// The archive, with `extra` entries (name, text) added.
    static func archive(extra: [(String, String)] = []) -> Data {
        var entries: [(String, String)] = [("manifest.json", manifest), ("a/main.json", animationJSON),
                                           ("s/toggle.json", toggleJSON), ("s/rating.json", ratingJSON),
                                           ("s/button.json", buttonJSON)]
        entries += extra
        return TestArchives.zip(entries.map { TestArchives.ZipEntry.plain($0.0, Array($0.1.utf8)) })
    }

    /// A player on a fresh manual clock showing `main` from the archive.
    static func player(extra: [(String, String)] = []) throws -> (LottieAnimationLayer, ManualClock, DotLottieFile) {
        let file = try DotLottieFile.load(data: archive(extra: extra))
        let clock = ManualClock()
        // Made with the animation, so that its bounds are the composition's from the start.
        let player = LottieAnimationLayer(animation: try file.animation(id: "main"), clock: clock)
        try player.loadAnimation("main", from: file)
        return (player, clock, file)
    }

    /// The frames a play from `start` to `end` shows at its ticks, one frame a tick: the frames
    /// after `start`, up to `end`.
    static func run(from start: Double, to end: Double) -> [Double] {
        let step: Double = end >= start ? 1 : -1
        return Array(stride(from: start + step, through: end, by: step))
    }

    /// The frames shown after each of `ticks` clock ticks of 1/30 s.
    static func frames(_ player: LottieAnimationLayer, _ clock: ManualClock, ticks: Int) -> [Double] {
        (0..<ticks).map { _ in
            clock.advance(by: 1.0 / 30)
            return (player.currentFrame * 1000).rounded() / 1000
        }
    }
}

/// Records what a state machine reports.
final class StateMachineRecorder: LottieStateMachineObserver {
    private(set) var transitions: [String] = []
    private(set) var customEvents: [String] = []
    private(set) var urls: [String] = []
    private(set) var warnings: [LottieWarning] = []

    func stateMachine(_ machine: LottieStateMachine, didTransitionFrom from: String?, to: String) {
        transitions.append("\(from ?? "-")->\(to)")
    }

    func stateMachine(_ machine: LottieStateMachine, didFireCustomEvent message: String) { customEvents.append(message) }

    func stateMachine(_ machine: LottieStateMachine, didRequestOpenURL url: String, target: String?) { urls.append(url) }

    func stateMachine(_ machine: LottieStateMachine, didWarn warning: LottieWarning) { warnings.append(warning) }
}
