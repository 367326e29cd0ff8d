import Foundation
import Layers
import Lottie

/// A two-second animation for playback tests: 60 frames at 30 fps (so frame = 30 × seconds at
/// speed 1), 100×100, a 20×20 red square whose x moves linearly from 0 (frame 0) to 60
/// (frame 60), and markers `intro` 0+20, `middle` 20+20, `outro` 40+20 and the point `cue` at 30.
enum PlaybackFixture {
    static let json = """
    {"v":"5.7.0","fr":30,"ip":0,"op":60,"w":100,"h":100,"nm":"playback","layers":[
      {"ty":4,"nm":"square","ind":1,"ip":0,"op":60,"st":0,
       "ks":{"a":{"a":0,"k":[0,0]},"o":{"a":0,"k":100},"r":{"a":0,"k":0},"s":{"a":0,"k":[100,100]},
             "p":{"a":1,"k":[{"t":0,"s":[0,40],"o":{"x":0,"y":0},"i":{"x":1,"y":1}},{"t":60,"s":[60,40]}]}},
       "shapes":[{"ty":"rc","nm":"r","p":{"a":0,"k":[10,10]},"s":{"a":0,"k":[20,20]},"r":{"a":0,"k":0}},
                 {"ty":"fl","nm":"f","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}],
     "markers":[{"cm":"intro","tm":0,"dr":20},{"cm":"middle","tm":20,"dr":20},
                {"cm":"outro","tm":40,"dr":20},{"cm":"cue","tm":30,"dr":0}]}
    """

    static func animation() throws -> LottieAnimation {
        try LottieAnimation.load(string: json)
    }

    /// A player on a fresh manual clock at time 0.
    static func player() throws -> (LottieAnimationLayer, ManualClock) {
        let clock = ManualClock()
        return (LottieAnimationLayer(animation: try animation(), clock: clock), clock)
    }
}

/// Records completion calls.
final class CompletionLog {
    private(set) var calls: [Bool] = []
    var block: LottieCompletionBlock { { [unowned self] in calls.append($0) } }
}

/// Float comparison for frames computed from time.
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }
