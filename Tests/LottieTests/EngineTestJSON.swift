/// Builders for the small animations the engine tests author: each returns a JSON fragment, so
/// a test reads like the file it loads (`comp(layers: [shapeLayer(shapes: [rect(...), fill(...)])])`).
///
/// Only what the tests need is here; anything else goes in through the `extra` fragments
/// (written as `"key": value` members without surrounding braces).
enum EngineJSON {
    // MARK: Properties

    /// A constant scalar property.
    static func value(_ v: Double) -> String { #"{"a":0,"k":\#(v)}"# }

    /// A constant vector or colour property.
    static func value(_ v: [Double]) -> String { #"{"a":0,"k":\#(v)}"# }

    /// A constant property holding any JSON value (a bezier path, say).
    static func constant(_ json: String) -> String { #"{"a":0,"k":\#(json)}"# }

    /// An animated property from keyframes built with `key`.
    static func animated(_ keyframes: [String]) -> String {
        #"{"a":1,"k":[\#(keyframes.joined(separator: ","))]}"#
    }

    /// A keyframe at frame `t` with value `s` (a number or array, written as JSON). Linear unless
    /// `ease` is given (`o` and `i` handles, each an x and y, written per dimension when the
    /// arrays have several entries); `hold` makes it a hold keyframe; `extra` adds members such
    /// as `"to"`/`"ti"` or a legacy `"e"`.
    static func key(_ t: Double, _ s: String, hold: Bool = false,
                    ease: (ox: [Double], oy: [Double], ix: [Double], iy: [Double])? = nil,
                    extra: String = "") -> String {
        var members = [#""t":\#(t)"#, #""s":\#(s)"#]
        if hold { members.append(#""h":1"#) }
        let e = ease ?? (ox: [0], oy: [0], ix: [1], iy: [1])
        members.append(#""o":{"x":\#(e.ox),"y":\#(e.oy)},"i":{"x":\#(e.ix),"y":\#(e.iy)}"#)
        if !extra.isEmpty { members.append(extra) }
        return "{" + members.joined(separator: ",") + "}"
    }

    /// A keyframe with a numeric value.
    static func key(_ t: Double, _ s: Double, hold: Bool = false) -> String { key(t, "[\(s)]", hold: hold) }

    /// A keyframe with a vector value.
    static func key(_ t: Double, _ s: [Double], hold: Bool = false, extra: String = "") -> String {
        key(t, "\(s)", hold: hold, extra: extra)
    }

    /// A bezier path value `{"c","v","i","o"}`; tangents default to zero (straight segments).
    static func bezier(_ vertices: [[Double]], inTangents: [[Double]]? = nil, outTangents: [[Double]]? = nil,
                       closed: Bool = true) -> String {
        let zero = Array(repeating: [0.0, 0.0], count: vertices.count)
        return #"{"c":\#(closed),"v":\#(vertices),"i":\#(inTangents ?? zero),"o":\#(outTangents ?? zero)}"#
    }

    // MARK: Composition and layers

    /// A composition of `w`×`h` at 30 fps.
    static func comp(w: Int = 100, h: Int = 100, ip: Double = 0, op: Double = 60,
                     layers: [String], assets: [String] = []) -> String {
        #"{"v":"5.7.0","fr":30,"ip":\#(ip),"op":\#(op),"w":\#(w),"h":\#(h),"nm":"test","ddd":0,"#
            + #""assets":[\#(assets.joined(separator: ","))],"layers":[\#(layers.joined(separator: ","))]}"#
    }

    /// A layer transform (`ks`) or shape group transform (`tr` members), all parts optional.
    static func transform(a: String? = nil, p: String? = nil, s: String? = nil, r: String? = nil,
                          o: String? = nil, extra: String = "") -> String {
        var members: [String] = []
        members.append(#""a":\#(a ?? value([0, 0]))"#)
        members.append(#""p":\#(p ?? value([0, 0]))"#)
        members.append(#""s":\#(s ?? value([100, 100]))"#)
        members.append(#""r":\#(r ?? value(0))"#)
        members.append(#""o":\#(o ?? value(100))"#)
        if !extra.isEmpty { members.append(extra) }
        return "{" + members.joined(separator: ",") + "}"
    }

    /// The members every layer has.
    private static func layerMembers(ty: Int, ind: Int, name: String, ks: String, ip: Double, op: Double,
                                     st: Double, sr: Double = 1, extra: String) -> String {
        var s = #""ty":\#(ty),"ind":\#(ind),"nm":"\#(name)","ks":\#(ks),"ip":\#(ip),"op":\#(op),"st":\#(st),"sr":\#(sr),"ddd":0"#
        if !extra.isEmpty { s += "," + extra }
        return s
    }

    /// A shape layer (`ty` 4).
    static func shapeLayer(ind: Int = 1, name: String = "shape", ks: String = transform(), shapes: [String],
                           ip: Double = 0, op: Double = 60, st: Double = 0, extra: String = "") -> String {
        "{" + layerMembers(ty: 4, ind: ind, name: name, ks: ks, ip: ip, op: op, st: st, extra: extra)
            + #","shapes":[\#(shapes.joined(separator: ","))]}"#
    }

    /// A solid layer (`ty` 1) of `w`×`h` in colour `hex` ("#rrggbb").
    static func solidLayer(ind: Int = 1, name: String = "solid", ks: String = transform(), color hex: String,
                           w: Int = 100, h: Int = 100, ip: Double = 0, op: Double = 60, st: Double = 0,
                           extra: String = "") -> String {
        "{" + layerMembers(ty: 1, ind: ind, name: name, ks: ks, ip: ip, op: op, st: st, extra: extra)
            + #","sc":"\#(hex)","sw":\#(w),"sh":\#(h)}"#
    }

    /// A null layer (`ty` 3).
    static func nullLayer(ind: Int, name: String = "null", ks: String = transform(), ip: Double = 0,
                          op: Double = 60, extra: String = "") -> String {
        "{" + layerMembers(ty: 3, ind: ind, name: name, ks: ks, ip: ip, op: op, st: 0, extra: extra) + "}"
    }

    /// A precomposition layer (`ty` 0) showing asset `refId` at `w`×`h`, its time stretched by `sr`.
    static func precompLayer(ind: Int = 1, name: String = "precomp", refId: String, ks: String = transform(),
                             w: Int, h: Int, ip: Double = 0, op: Double = 60, st: Double = 0, sr: Double = 1,
                             extra: String = "") -> String {
        "{" + layerMembers(ty: 0, ind: ind, name: name, ks: ks, ip: ip, op: op, st: st, sr: sr, extra: extra)
            + #","refId":"\#(refId)","w":\#(w),"h":\#(h)}"#
    }

    /// A precomposition asset.
    static func precompAsset(id: String, layers: [String]) -> String {
        #"{"id":"\#(id)","layers":[\#(layers.joined(separator: ","))]}"#
    }

    /// A mask (`masksProperties` entry): `mode` is the file's letter (a, s, i, l, d, f, n).
    static func mask(_ mode: String, path: String, inverted: Bool = false, opacity: Double = 100,
                     expansion: Double = 0) -> String {
        #"{"mode":"\#(mode)","inv":\#(inverted),"pt":{"a":0,"k":\#(path)},"o":\#(value(opacity)),"x":\#(value(expansion))}"#
    }

    // MARK: Shape items

    /// A rectangle centred at `p` of size `s` with corner roundness `r`.
    static func rect(p: [Double], s: [Double], r: Double = 0, name: String = "rect") -> String {
        rect(p: value(p), s: value(s), r: value(r), name: name)
    }

    /// A rectangle from property fragments.
    static func rect(p: String, s: String, r: String = value(0), direction: Int = 1, name: String = "rect") -> String {
        #"{"ty":"rc","nm":"\#(name)","d":\#(direction),"p":\#(p),"s":\#(s),"r":\#(r)}"#
    }

    /// An ellipse centred at `p` of size `s`.
    static func ellipse(p: [Double], s: [Double], name: String = "ellipse") -> String {
        #"{"ty":"el","nm":"\#(name)","d":1,"p":\#(value(p)),"s":\#(value(s))}"#
    }

    /// A star (`sy` 1) or polygon (`sy` 2).
    static func polystar(star: Bool, p: [Double], points: Double, outerRadius: Double, outerRoundness: Double = 0,
                         innerRadius: Double = 0, innerRoundness: Double = 0, rotation: Double = 0,
                         name: String = "star") -> String {
        var s = #"{"ty":"sr","nm":"\#(name)","sy":\#(star ? 1 : 2),"d":1,"p":\#(value(p)),"pt":\#(value(points)),"#
            + #""r":\#(value(rotation)),"or":\#(value(outerRadius)),"os":\#(value(outerRoundness))"#
        if star { s += #","ir":\#(value(innerRadius)),"is":\#(value(innerRoundness))"# }
        return s + "}"
    }

    /// A free path with a constant or animated `ks` fragment.
    static func path(_ ks: String, name: String = "path") -> String {
        #"{"ty":"sh","nm":"\#(name)","ks":\#(ks)}"#
    }

    /// A constant free path through `vertices` with straight segments.
    static func path(through vertices: [[Double]], closed: Bool, name: String = "path") -> String {
        path(constant(bezier(vertices, closed: closed)), name: name)
    }

    /// A solid fill; `color` is a property fragment (`value([r, g, b, a])` or animated).
    static func fill(_ color: String, opacity: String = value(100), rule: Int = 1, name: String = "fill") -> String {
        #"{"ty":"fl","nm":"\#(name)","c":\#(color),"o":\#(opacity),"r":\#(rule)}"#
    }

    /// A solid fill of constant colour.
    static func fill(_ rgb: [Double], opacity: Double = 100, rule: Int = 1, name: String = "fill") -> String {
        fill(value(rgb + [1]), opacity: value(opacity), rule: rule, name: name)
    }

    /// A solid stroke; `cap` 1 butt, 2 round, 3 square; `join` 1 miter, 2 round, 3 bevel.
    static func stroke(_ rgb: [Double], width: Double, cap: Int = 2, join: Int = 2, miterLimit: Double = 4,
                       dashes: String? = nil, name: String = "stroke") -> String {
        var s = #"{"ty":"st","nm":"\#(name)","c":\#(value(rgb + [1])),"o":\#(value(100)),"w":\#(value(width)),"#
            + #""lc":\#(cap),"lj":\#(join),"ml":\#(miterLimit)"#
        if let dashes { s += #","d":\#(dashes)"# }
        return s + "}"
    }

    /// A gradient fill (`type` 1 linear, 2 radial) with `stops` colour stops in `colors`.
    static func gradientFill(type: Int, start: [Double], end: [Double], stops: Int, colors: String,
                             highlightLength: Double = 0, highlightAngle: Double = 0, name: String = "gradient") -> String {
        #"{"ty":"gf","nm":"\#(name)","o":\#(value(100)),"r":1,"t":\#(type),"s":\#(value(start)),"e":\#(value(end)),"#
            + #""h":\#(value(highlightLength)),"a":\#(value(highlightAngle)),"g":{"p":\#(stops),"k":\#(colors)}}"#
    }

    /// A gradient stroke.
    static func gradientStroke(type: Int, start: [Double], end: [Double], stops: Int, colors: String,
                               width: Double, name: String = "gradient stroke") -> String {
        #"{"ty":"gs","nm":"\#(name)","o":\#(value(100)),"w":\#(value(width)),"lc":1,"lj":1,"ml":4,"t":\#(type),"#
            + #""s":\#(value(start)),"e":\#(value(end)),"g":{"p":\#(stops),"k":\#(colors)}}"#
    }

    /// A group with its items and a transform (identity unless given; `extra` adds skew etc.).
    static func group(_ items: [String], transform tr: String = transform(), name: String = "group") -> String {
        let trItem = #"{"ty":"tr","# + tr.dropFirst()
        return #"{"ty":"gr","nm":"\#(name)","it":[\#((items + [String(trItem)]).joined(separator: ","))]}"#
    }

    /// Trim paths; `individually` is `m` 2.
    static func trim(start: String, end: String, offset: String = value(0), individually: Bool = false) -> String {
        #"{"ty":"tm","nm":"trim","s":\#(start),"e":\#(end),"o":\#(offset),"m":\#(individually ? 2 : 1)}"#
    }

    /// A repeater; `above` is composite `m` 1 (copies above), else 2 (below).
    static func repeater(copies: Double, offset: Double = 0, position: [Double], scale: [Double] = [100, 100],
                         rotation: Double = 0, startOpacity: Double = 100, endOpacity: Double = 100,
                         above: Bool = true) -> String {
        #"{"ty":"rp","nm":"repeater","c":\#(value(copies)),"o":\#(value(offset)),"m":\#(above ? 1 : 2),"#
            + #""tr":{"ty":"tr","a":\#(value([0, 0])),"p":\#(value(position)),"s":\#(value(scale)),"#
            + #""r":\#(value(rotation)),"so":\#(value(startOpacity)),"eo":\#(value(endOpacity))}}"#
    }
}
