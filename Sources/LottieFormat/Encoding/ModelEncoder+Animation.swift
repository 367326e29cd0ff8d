import Foundation

extension ModelEncoder {
    mutating func animation(_ a: LottieAnimation) {
        object { e in
            e.string(AnimationKey.version, a.version)
            e.string(AnimationKey.name, a.name)
            e.number(AnimationKey.width, a.width)
            e.number(AnimationKey.height, a.height)
            e.number(AnimationKey.framerate, a.framerate)
            e.number(AnimationKey.inPoint, a.startFrame)
            e.number(AnimationKey.outPoint, a.endFrame)
            e.flag(AnimationKey.is3D, a.is3D)
            if !a.slots.isEmpty {
                e.writer.key(AnimationKey.slots)
                e.writer.json(.object(a.slots))
            }
            e.writer.key(AnimationKey.assets)
            e.writer.beginArray()
            for id in a.precompositions.keys.sorted() {
                guard let p = a.precompositions[id] else { continue }
                e.object { e in
                    e.string(AssetKey.id, p.id)
                    e.string(AssetKey.name, p.name)
                    e.number(AssetKey.framerate, p.framerate)
                    e.writer.key(AssetKey.layers)
                    e.layers(p.layers)
                }
            }
            for id in a.images.keys.sorted() {
                guard let image = a.images[id] else { continue }
                e.object { e in
                    e.string(AssetKey.id, image.id)
                    e.number(AssetKey.width, image.width)
                    e.number(AssetKey.height, image.height)
                    e.string(AssetKey.directory, image.directory)
                    e.string(AssetKey.fileName, image.fileName)
                    e.flag(AssetKey.embedded, image.isEmbedded)
                    if image.isSequence { e.string(AssetKey.imageType, "seq") }
                    e.string(AssetKey.name, image.name)
                    e.string(AssetKey.slotID, image.slotID)
                }
            }
            e.writer.endArray()
            e.writer.key(AnimationKey.layers)
            e.layers(a.layers)
            e.writer.key(AnimationKey.markers)
            e.array(a.markers) { e, m in
                e.object { e in
                    e.string(MarkerKey.name, m.name)
                    e.number(MarkerKey.frame, m.frame)
                    e.number(MarkerKey.duration, m.duration)
                }
            }
            if !a.fonts.isEmpty {
                e.writer.key(AnimationKey.fonts)
                e.object { e in
                    e.writer.key(AnimationKey.fontList)
                    e.array(a.fonts) { e, f in e.font(f) }
                }
            }
            if !a.glyphs.isEmpty {
                e.writer.key(AnimationKey.glyphs)
                e.array(a.glyphs) { e, g in e.glyph(g) }
            }
            if let meta = a.metadata {
                e.writer.key(AnimationKey.metadata)
                e.object { e in
                    e.string(MetadataKey.generator, meta.generator)
                    e.string(MetadataKey.author, meta.author)
                    e.string(MetadataKey.description, meta.description)
                    e.string(MetadataKey.themeColor, meta.themeColor)
                    if !meta.keywords.isEmpty {
                        e.writer.key(MetadataKey.keywords)
                        e.array(meta.keywords) { e, k in e.writer.string(k) }
                    }
                }
            }
        }
    }

    private mutating func font(_ f: LottieFont) {
        object { e in
            e.string(FontKey.name, f.name)
            e.string(FontKey.family, f.family)
            e.string(FontKey.style, f.style)
            e.number(FontKey.ascent, f.ascent)
            e.string(FontKey.path, f.path)
            e.integer(FontKey.origin, f.origin?.rawValue)
            e.string(FontKey.cssClass, f.cssClass)
            e.string(FontKey.weight, f.weight)
        }
    }

    private mutating func glyph(_ g: LottieGlyph) {
        object { e in
            e.string(GlyphKey.character, g.character)
            e.number(GlyphKey.size, g.size)
            e.string(GlyphKey.fontStyle, g.fontStyle)
            e.number(GlyphKey.width, g.width)
            e.string(GlyphKey.fontFamily, g.fontFamily)
            e.writer.key(GlyphKey.data)
            e.object { e in
                e.writer.key(GlyphKey.shapes)
                e.writingAbsoluteTangents = e.absoluteGlyphTangents
                e.shapeItems(g.shapes)
                e.writingAbsoluteTangents = false
            }
        }
    }
}
