import ArgumentParser
import CairoCanvas
import Foundation
import Graphics
import Layers
import Lottie
import MediaEncoders

/// `lottie hosted-demo -o out.gif`: native content riding a Lottie layer
/// (Documentation/Interactivity.md, “Hosted content”). A bitmap badge is hosted on the corner of
/// `Ticket`, a layer inside the precomp `Card` that moves, scales, turns and finally fades out
/// while the precomp itself sways; a cloud drifting above covers it for a while. A ring marks a
/// fixed tap point: green when a tap there would reach the badge, orange when it would reach a part
/// of the animation instead.
struct HostedContentDemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hosted-demo",
        abstract: "Render the hosted-content demo (a badge riding a Lottie layer) to an animated GIF.")

    @Option(name: [.short, .long], help: "The GIF file to write.")
    var output: String

    @Option(help: "Output pixels per composition unit (0.5...4).")
    var scale: Double = 1.5

    func run() throws {
        guard (0.5...4).contains(scale) else { throw ValidationError("--scale must be within 0.5...4") }
        let animation: LottieAnimation
        do {
            animation = try LottieAnimation.load(string: Self.sceneJSON)
        } catch {
            throw CommandError("the demo scene does not load: \(error)")
        }
        let renderer = LottieRenderer(animation: animation)
        let badge = Layer()
        badge.name = "badge"
        badge.bounds = Rect(x: 0, y: 0, width: 26, height: 26)
        badge.position = Self.badgeCentre
        badge.contents = try Self.badgeBitmap(pixels: 52)
        badge.contentsScale = 2
        guard renderer.addHostedContent(badge, toLayerAt: "Card.Ticket") else {
            throw CommandError("the demo scene has no Card.Ticket layer")
        }
        // The tap point: where the badge is at frame 52.
        renderer.update(frame: 52)
        guard let tap = renderer.convert(Self.badgeCentre, fromLayerAt: "Card.Ticket") else {
            throw CommandError("the badge cannot be placed")
        }

        let width = Int((animation.width * scale).rounded()), height = Int((animation.height * scale).rounded())
        guard let canvas = CairoImageCanvas(width: width, height: height) else {
            throw CommandError("cannot make a \(width)x\(height) canvas")
        }
        let target = try OutputTarget(output, fileExtension: "gif")
        let frames = max(1, Int((animation.endFrame - animation.startFrame).rounded(.up)))
        try GIFOutput.write(to: target, width: width, height: height, frames: frames, fps: animation.framerate) { index in
            let frame = animation.startFrame + Double(index)
            canvas.clear()
            renderer.render(frame: frame, into: canvas)
            let marker = renderer.hostedContent(at: tap) === badge ? Color.green : Color(red: 1, green: 0.55, blue: 0)
            canvas.save()
            canvas.concatenate(renderer.transform(toFit: Size(width: Double(width), height: Double(height))))
            canvas.stroke(BezierPath(ellipseIn: Rect(x: tap.x - 5, y: tap.y - 5, width: 10, height: 10)),
                          with: .solid(marker), style: StrokeStyle(width: 2))
            canvas.restore()
            return canvas.makeBitmap()
        }
    }

    /// Where the badge sits in `Ticket`'s own space: on its top-right corner.
    static let badgeCentre = Point(x: 36, y: -22)

    /// A red disc with a white rim and a white five-pointed star.
    static func badgeBitmap(pixels: Int) throws -> Bitmap {
        guard let canvas = CairoImageCanvas(width: pixels, height: pixels) else { throw CommandError("cannot draw the badge") }
        let s = Double(pixels)
        canvas.fill(BezierPath(ellipseIn: Rect(x: 0, y: 0, width: s, height: s)), color: .white)
        canvas.fill(BezierPath(ellipseIn: Rect(x: s * 0.08, y: s * 0.08, width: s * 0.84, height: s * 0.84)),
                    color: Color(red: 0.9, green: 0.2, blue: 0.22))
        var star = BezierPath()
        for i in 0..<10 {
            let radius = (i % 2 == 0 ? 0.3 : 0.13) * s
            let angle = -Double.pi / 2 + Double(i) * Double.pi / 5
            let p = Point(x: s / 2 + radius * cos(angle), y: s / 2 + radius * sin(angle))
            if i == 0 { star.move(to: p) } else { star.line(to: p) }
        }
        star.close()
        canvas.fill(star, color: .white)
        return canvas.makeBitmap()
    }

    /// 200 × 200, 3 s at 30 fps. `Card` (a precomp of the whole frame) sways about its
    /// centre; inside it `Ticket`, an orange rounded card, travels from the bottom left over the
    /// top to the bottom right, growing from 70 % to 130 % and back to 100 %, turning, and
    /// fading out over frames 60...85. `Cloud` drifts across above everything in frames 20...60.
    static let sceneJSON = """
        {"v":"5.7.0","fr":30,"ip":0,"op":90,"w":200,"h":200,"nm":"hosted-demo","ddd":0,
         "assets":[{"id":"card","layers":[
          {"ddd":0,"ind":1,"ty":4,"nm":"Ticket","ip":0,"op":90,"st":0,"sr":1,
           "ks":{"a":{"a":0,"k":[0,0]},
                 "p":{"a":1,"k":[{"t":0,"s":[45,150],"o":{"x":[0.4],"y":[0]},"i":{"x":[0.6],"y":[1]}},
                                 {"t":40,"s":[100,70],"o":{"x":[0.4],"y":[0]},"i":{"x":[0.6],"y":[1]}},
                                 {"t":75,"s":[150,140]}]},
                 "s":{"a":1,"k":[{"t":0,"s":[70,70]},{"t":40,"s":[130,130]},{"t":75,"s":[100,100]}]},
                 "r":{"a":1,"k":[{"t":0,"s":[-12]},{"t":40,"s":[8]},{"t":75,"s":[0]}]},
                 "o":{"a":1,"k":[{"t":0,"s":[100]},{"t":60,"s":[100]},{"t":85,"s":[0]}]}},
           "shapes":[{"ty":"gr","nm":"Body","it":[
             {"ty":"rc","nm":"Rectangle 1","d":1,"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[80,50]},"r":{"a":0,"k":10}},
             {"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,0.62,0.2,1]},"o":{"a":0,"k":100},"r":1},
             {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]},
            {"ty":"gr","nm":"Stripe","it":[
             {"ty":"rc","nm":"Rectangle 1","d":1,"p":{"a":0,"k":[-8,8]},"s":{"a":0,"k":[50,8]},"r":{"a":0,"k":4}},
             {"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[1,1,1,1]},"o":{"a":0,"k":70},"r":1},
             {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}]}]}],
         "layers":[
          {"ddd":0,"ind":1,"ty":4,"nm":"Cloud","ip":0,"op":90,"st":0,"sr":1,
           "ks":{"a":{"a":0,"k":[0,0]},"p":{"a":1,"k":[{"t":20,"s":[-50,70]},{"t":60,"s":[250,70]}]},
                 "s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":95}},
           "shapes":[{"ty":"gr","nm":"Puffs","it":[
             {"ty":"el","nm":"Ellipse 1","d":1,"p":{"a":0,"k":[-18,4]},"s":{"a":0,"k":[34,26]}},
             {"ty":"el","nm":"Ellipse 2","d":1,"p":{"a":0,"k":[4,-6]},"s":{"a":0,"k":[38,34]}},
             {"ty":"el","nm":"Ellipse 3","d":1,"p":{"a":0,"k":[24,4]},"s":{"a":0,"k":[30,24]}},
             {"ty":"fl","nm":"Fill 1","c":{"a":0,"k":[0.93,0.95,1,1]},"o":{"a":0,"k":100},"r":1},
             {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}]},
          {"ddd":0,"ind":2,"ty":0,"nm":"Card","refId":"card","w":200,"h":200,"ip":0,"op":90,"st":0,"sr":1,
           "ks":{"a":{"a":0,"k":[100,100]},
                 "p":{"a":1,"k":[{"t":0,"s":[100,100]},{"t":45,"s":[100,108]},{"t":90,"s":[100,100]}]},
                 "s":{"a":0,"k":[100,100]},
                 "r":{"a":1,"k":[{"t":0,"s":[0]},{"t":45,"s":[-5]},{"t":90,"s":[0]}]},"o":{"a":0,"k":100}}},
          {"ddd":0,"ind":3,"ty":1,"nm":"Background","sc":"#20263a","sw":200,"sh":200,"ip":0,"op":90,"st":0,"sr":1,
           "ks":{"a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}}]}
        """
}
