import Foundation
@testable import Lottie

/// A small animation for expression tests: 30 fps, frames 0...60, 100×100. Layer "Subject"
/// (index 1) is a shape layer whose rotation is `rotation` (a property object's JSON members
/// besides `x`) with the expression `expression`; it has a slider effect "Control" (value 25)
/// and a group "Box" holding a rectangle "Rect" (size 40×20) and a path "Path". Layer "Other"
/// (index 2, parent of nothing) sits at position (10, 20) with scale 200 %.
enum ExpressionFixture {
    static func json(expression: String, rotation: String = #""a":0,"k":0"#,
                     subjectParent: Int? = nil, position: String = #""a":0,"k":[50,50]"#) -> String {
        let quoted = String(decoding: (try? JSONEncoder().encode(expression)) ?? Data(), as: UTF8.self)
        let parent = subjectParent.map { #","parent":\#($0)"# } ?? ""
        return #"""
        {"v":"5.7.0","fr":30,"ip":0,"op":60,"w":100,"h":100,"layers":[
          {"ty":4,"nm":"Subject","ind":1\#(parent),"ip":0,"op":60,"st":0,
           "ks":{"a":{"a":0,"k":[0,0]},"p":{\#(position)},"s":{"a":0,"k":[100,100]},
                 "r":{\#(rotation),"x":\#(quoted)},"o":{"a":0,"k":100}},
           "ef":[{"ty":5,"nm":"Control","mn":"ADBE Slider Control","ix":1,
                  "ef":[{"ty":0,"nm":"Slider","mn":"ADBE Slider Control-0001","ix":1,"v":{"a":0,"k":25}}]}],
           "shapes":[{"ty":"gr","nm":"Box","it":[
              {"ty":"rc","nm":"Rect","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[40,20]},"r":{"a":0,"k":0}},
              {"ty":"sh","nm":"Path","ks":{"a":0,"k":{"c":true,"v":[[0,0],[10,0],[10,10]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}}},
              {"ty":"fl","nm":"Fill","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}},
              {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}]},
          {"ty":3,"nm":"Other","ind":2,"ip":0,"op":60,"st":0,
           "ks":{"a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[10,20]},"s":{"a":0,"k":[200,200]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}}
        ]}
        """#
    }

    /// Keyframes 0 → 90 over frames 0...30, linear.
    static let rotationKeyframes = #""a":1,"k":[{"t":0,"s":[0],"e":[90],"i":{"x":[1],"y":[1]},"o":{"x":[0],"y":[0]}},{"t":30,"s":[90]}]"#

    /// The rotation of "Subject" at `frame` with its expression evaluated, and the renderer's
    /// expression warnings.
    static func rotation(_ expression: String, at frame: Double, rotation: String = #""a":0,"k":0"#,
                         subjectParent: Int? = nil, limits: ExpressionLimits = .default) throws -> (Double?, [LottieWarning]) {
        let animation = try LottieAnimation.load(data: Data(json(expression: expression, rotation: rotation,
                                                                  subjectParent: subjectParent).utf8))
        var options = LottieRenderOptions()
        options.expressionLimits = limits
        let renderer = LottieRenderer(animation: animation, options: options)
        renderer.update(frame: frame)
        let value = renderer.getValue(for: AnimationKeypath(keypath: "Subject.Transform.Rotation")) as? Double
        return (value, renderer.renderWarnings.filter { $0.kind == .expression })
    }

    /// The rotation at `frame` with the expression, without warnings expected.
    static func value(_ expression: String, at frame: Double = 0, rotation: String = #""a":0,"k":0"#) throws -> Double? {
        try self.rotation(expression, at: frame, rotation: rotation).0
    }
}
