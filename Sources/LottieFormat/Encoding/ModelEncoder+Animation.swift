import Foundation

extension ModelEncoder {
    mutating func animation(_ a: LottieAnimation) {
        object { e in
            e.string("v", a.version)
            e.string("nm", a.name)
            e.number("w", a.width)
            e.number("h", a.height)
            e.number("fr", a.framerate)
            e.number("ip", a.startFrame)
            e.number("op", a.endFrame)
            e.flag("ddd", a.is3D)
            if !a.slots.isEmpty {
                e.writer.key("slots")
                e.writer.json(.object(a.slots))
            }
            e.writer.key("assets")
            e.writer.beginArray()
            for id in a.precompositions.keys.sorted() {
                guard let p = a.precompositions[id] else { continue }
                e.object { e in
                    e.string("id", p.id)
                    e.string("nm", p.name)
                    e.number("fr", p.framerate)
                    e.writer.key("layers")
                    e.layers(p.layers)
                }
            }
            for id in a.images.keys.sorted() {
                guard let image = a.images[id] else { continue }
                e.object { e in
                    e.string("id", image.id)
                    e.number("w", image.width)
                    e.number("h", image.height)
                    e.string("u", image.directory)
                    e.string("p", image.fileName)
                    e.flag("e", image.isEmbedded)
                    if image.isSequence { e.string("t", "seq") }
                    e.string("nm", image.name)
                }
            }
            e.writer.endArray()
            e.writer.key("layers")
            e.layers(a.layers)
            e.writer.key("markers")
            e.array(a.markers) { e, m in
                e.object { e in
                    e.string("cm", m.name)
                    e.number("tm", m.frame)
                    e.number("dr", m.duration)
                }
            }
            if !a.fonts.isEmpty {
                e.writer.key("fonts")
                e.object { e in
                    e.writer.key("list")
                    e.array(a.fonts) { e, f in e.font(f) }
                }
            }
            if !a.glyphs.isEmpty {
                e.writer.key("chars")
                e.array(a.glyphs) { e, g in e.glyph(g) }
            }
            if let meta = a.metadata {
                e.writer.key("meta")
                e.object { e in
                    e.string("g", meta.generator)
                    e.string("a", meta.author)
                    e.string("d", meta.description)
                    e.string("tc", meta.themeColor)
                    if !meta.keywords.isEmpty {
                        e.writer.key("k")
                        e.array(meta.keywords) { e, k in e.writer.string(k) }
                    }
                }
            }
        }
    }

    private mutating func font(_ f: LottieFont) {
        object { e in
            e.string("fName", f.name)
            e.string("fFamily", f.family)
            e.string("fStyle", f.style)
            e.number("ascent", f.ascent)
            e.string("fPath", f.path)
            e.integer("origin", f.origin?.rawValue)
            e.string("fClass", f.cssClass)
            e.string("fWeight", f.weight)
        }
    }

    private mutating func glyph(_ g: LottieGlyph) {
        object { e in
            e.string("ch", g.character)
            e.number("size", g.size)
            e.string("style", g.fontStyle)
            e.number("w", g.width)
            e.string("fFamily", g.fontFamily)
            e.writer.key("data")
            e.object { e in
                e.writer.key("shapes")
                e.writingAbsoluteTangents = e.absoluteGlyphTangents
                e.shapeItems(g.shapes)
                e.writingAbsoluteTangents = false
            }
        }
    }
}
