import Foundation
import Graphics
import Lottie

/// The event script of `lottie state-machine --events`: steps separated by `;`.
///
/// - `click@X,Y` (or `tap@X,Y`): a pointer down, up and click at (X, Y), in output pixels;
/// - `down@X,Y`, `up@X,Y`, `move@X,Y`, `enter@X,Y`; `exit` (the pointer leaves the player);
/// - `fire:NAME`: fires an event input;
/// - `input:NAME=VALUE`: sets an input (a number, `true`/`false`, or text, by the input's type);
/// - `wait:SECONDS` or `wait:Nf` (N frames): lets time pass, rendering frames.
struct StateMachineScript {
    enum Step: Equatable {
        case pointer(LottiePointerEvent.Kind, Point)
        case tap(Point)
        case fire(String)
        case input(String, String)
        case wait(seconds: Double?, frames: Int?)
    }

    let steps: [Step]

    /// The most steps a script may have.
    static let maximumSteps = 10_000

    init(_ text: String) throws {
        var steps: [Step] = []
        for raw in text.split(separator: ";") {
            let item = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if item.isEmpty { continue }
            steps.append(try Self.step(item))
            guard steps.count <= Self.maximumSteps else {
                throw CommandError("--events has more than \(Self.maximumSteps) steps")
            }
        }
        self.steps = steps
    }

    private static func step(_ item: String) throws -> Step {
        if item == "exit" { return .pointer(.exit, Point(x: -1, y: -1)) }
        if let at = item.firstIndex(of: "@") {
            let name = item[..<at].lowercased()
            let point = try self.point(String(item[item.index(after: at)...]), in: item)
            switch name {
            case "click", "tap": return .tap(point)
            case "down": return .pointer(.down, point)
            case "up": return .pointer(.up, point)
            case "move": return .pointer(.move, point)
            case "enter": return .pointer(.enter, point)
            case "exit": return .pointer(.exit, point)
            default: throw CommandError("--events: unknown pointer event '\(name)' in '\(item)' (click, tap, down, up, move, enter, exit)")
            }
        }
        guard let colon = item.firstIndex(of: ":") else {
            throw CommandError("--events: '\(item)' is not a step (click@X,Y; fire:NAME; input:NAME=VALUE; wait:SECONDS)")
        }
        let kind = item[..<colon].lowercased()
        let rest = String(item[item.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
        switch kind {
        case "fire":
            guard !rest.isEmpty else { throw CommandError("--events: '\(item)' names no event") }
            return .fire(rest)
        case "input":
            guard let equals = rest.firstIndex(of: "="), equals != rest.startIndex else {
                throw CommandError("--events: '\(item)' is not input:NAME=VALUE")
            }
            return .input(String(rest[..<equals]), String(rest[rest.index(after: equals)...]))
        case "wait":
            if rest.hasSuffix("f"), let frames = Int(rest.dropLast()), (0...100_000).contains(frames) {
                return .wait(seconds: nil, frames: frames)
            }
            guard let seconds = Double(rest), seconds.isFinite, (0...600).contains(seconds) else {
                throw CommandError("--events: '\(item)' is not wait:SECONDS (0...600) or wait:Nf")
            }
            return .wait(seconds: seconds, frames: nil)
        default:
            throw CommandError("--events: unknown step '\(kind)' in '\(item)'")
        }
    }

    private static func point(_ text: String, in item: String) throws -> Point {
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
            throw CommandError("--events: '\(item)' needs a point X,Y")
        }
        return Point(x: x, y: y)
    }
}
