import Foundation

/// The JavaScript that compiles one expression: the expression's text inside a function that
/// declares the names After Effects expressions use (lottie-web's `initiateExpression` gives
/// the same set), returning what the text leaves in `$bm_rt`.
enum ExpressionSource {
    /// Names bound once per expression, from its environment (`__environment` in the prelude).
    private static let fixedNames = """
        var thisProperty = __env.thisProperty, thisLayer = __env.thisLayer, thisComp = __env.thisComp;
        var __ref = __env.ref;
        var random = __env.random, gaussRandom = __env.gaussRandom, seedRandom = __env.seedRandom;
        var valueAtTime = __ref.valueAtTime.bind(__ref), velocityAtTime = __ref.velocityAtTime.bind(__ref);
        var speedAtTime = __ref.speedAtTime.bind(__ref), key = __ref.key.bind(__ref), nearestKey = __ref.nearestKey.bind(__ref);
        var loopIn = __ref.loopIn.bind(__ref), loopOut = __ref.loopOut.bind(__ref), loop_in = loopIn, loop_out = loopOut;
        var loopInDuration = __ref.loopInDuration.bind(__ref), loopOutDuration = __ref.loopOutDuration.bind(__ref);
        var wiggle = __ref.wiggle.bind(__ref), smooth = __ref.smooth.bind(__ref);
        var numKeys = __ref.numKeys;
        var content = thisLayer ? thisLayer.content : null, effect = thisLayer ? thisLayer.effects : null;
        var mask = thisLayer ? thisLayer.mask : null, transform = thisLayer ? thisLayer.transform : null;
        var $bm_transform = transform;
        var toComp = thisLayer ? thisLayer.toComp : null, fromComp = thisLayer ? thisLayer.fromComp : null;
        var toWorld = toComp, fromWorld = fromComp, fromCompToSurface = fromComp;
        var toWorldVec = thisLayer ? thisLayer.toWorldVec : null, fromWorldVec = thisLayer ? thisLayer.fromWorldVec : null;
        var sourceRectAtTime = thisLayer ? thisLayer.sourceRectAtTime : null, sampleImage = thisLayer ? thisLayer.sampleImage : null;
        var index = thisLayer ? thisLayer.index : undefined, name = thisLayer ? thisLayer.name : '';
        var inPoint = thisLayer ? thisLayer.inPoint : 0, outPoint = thisLayer ? thisLayer.outPoint : 0;
        var startTime = thisLayer ? thisLayer.startTime : 0, width = thisLayer ? thisLayer.width : 0;
        var height = thisLayer ? thisLayer.height : 0, text = thisLayer ? thisLayer.text : undefined;
        var time = 0, value, velocity, textIndex = 0, textTotal = 0, selectorValue = 0;
        var hasParent, parent, active, enabled, position, rotation, scale, anchorPoint, opacity;
        function framesToTime(frames, fps) { return frames / (fps || __fr); }
        function timeToFrames(t, fps) { if (t === undefined) t = time; return t * (fps || __fr); }
        function posterizeTime(fps) { time = fps === 0 ? 0 : Math.floor(time * fps) / fps; value = valueAtTime(time); }
        """

    /// Names read from the layer at each evaluation, when the text uses them.
    private static let perFrameNames: [(name: String, read: String)] = [
        ("hasParent", "hasParent = thisLayer ? thisLayer.hasParent : false;"),
        ("parent", "parent = thisLayer ? thisLayer.parent : null;"),
        ("active", "active = thisLayer ? thisLayer.active : true;"),
        ("enabled", "enabled = thisLayer ? thisLayer.enabled : true;"),
        ("position", "position = thisLayer ? thisLayer.position : undefined;"),
        ("rotation", "rotation = thisLayer ? thisLayer.rotation : undefined;"),
        ("scale", "scale = thisLayer ? thisLayer.scale : undefined;"),
        ("anchorPoint", "anchorPoint = thisLayer ? thisLayer.anchorPoint : undefined;"),
        ("opacity", "opacity = thisLayer ? thisLayer.opacity : undefined;"),
        ("velocity", "velocity = velocityAtTime(time);"),
    ]

    /// The script that evaluates to the compiled function of the expression `code` of property
    /// `handle` on layer `layer` (its JSON path `path` seeds its random numbers).
    static func compiling(_ code: String, handle: Int, layer: Int, path: String) -> String {
        let reads = perFrameNames.filter { uses(code, $0.name) }.map(\.read).joined(separator: "\n")
        let quotedPath = String(decoding: (try? JSONEncoder().encode(path)) ?? Data("\"\"".utf8), as: UTF8.self)
        // The text goes on its own lines, so that a final line comment cannot swallow the return.
        // Strict mode, as lottie-web compiles expressions (its ExpressionManager is strict, and
        // its `eval` of the text inherits that): assigning an undeclared name throws there, so
        // a rig's `try`/`catch` falls back to `value` the same way here.
        return """
            __compile(\(handle), \(layer), \(quotedPath), function (__env) {
            'use strict';
            \(fixedNames)
            return function (__time, __value) {
            time = __time; value = __value;
            \(reads)
            var $bm_rt;
            \(code)
            ;
            return $bm_rt;
            };
            })
            """
    }

    /// Whether `code` mentions the identifier `name`.
    private static func uses(_ code: String, _ name: String) -> Bool {
        var searchStart = code.startIndex
        while let range = code.range(of: name, range: searchStart..<code.endIndex) {
            let before = range.lowerBound == code.startIndex ? nil : code[code.index(before: range.lowerBound)]
            let after = range.upperBound == code.endIndex ? nil : code[range.upperBound]
            func isIdentifier(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" } ?? false }
            if !isIdentifier(before), !isIdentifier(after), before != "." { return true }
            searchStart = range.upperBound
        }
        return false
    }
}
