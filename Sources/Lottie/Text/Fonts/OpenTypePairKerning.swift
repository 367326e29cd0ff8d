/// Pair kerning from an OpenType `GPOS` table: the pair adjustment lookups (type 2, also when
/// wrapped in extension lookups, type 9) of every `kern` feature. FreeType does not apply
/// `GPOS`, and most current fonts keep their kerning only there.
///
/// Reads are bounds-checked: a damaged table yields no kerning, never a crash.
struct OpenTypePairKerning {
    private let table: [UInt8]
    /// Offsets of the pair adjustment subtables, in lookup order, grouped by lookup.
    private let lookups: [[Int]]

    /// Reads the `kern` lookups of a `GPOS` table; nil when there are none.
    init?(gpos: [UInt8]) {
        table = gpos
        let reader = ByteReader(bytes: gpos)
        let featureList = Int(reader.u16(6)), lookupList = Int(reader.u16(8))
        guard featureList > 0, lookupList > 0 else { return nil }
        var lookupIndices = Set<Int>()
        let featureCount = Int(reader.u16(featureList))
        for f in 0..<min(featureCount, 2048) {
            let record = featureList + 2 + f * 6
            guard reader.tag(record) == "kern" else { continue }
            let feature = featureList + Int(reader.u16(record + 4))
            let count = Int(reader.u16(feature + 2))
            for i in 0..<min(count, 2048) { lookupIndices.insert(Int(reader.u16(feature + 4 + 2 * i))) }
        }
        let lookupCount = Int(reader.u16(lookupList))
        var lookups: [[Int]] = []
        for index in lookupIndices.sorted() where index < lookupCount {
            let lookup = lookupList + Int(reader.u16(lookupList + 2 + 2 * index))
            let type = reader.u16(lookup)
            let subtableCount = Int(reader.u16(lookup + 4))
            var subtables: [Int] = []
            for s in 0..<min(subtableCount, 4096) {
                var subtable = lookup + Int(reader.u16(lookup + 6 + 2 * s))
                if type == 9 {
                    guard reader.u16(subtable + 2) == 2 else { continue }
                    subtable += Int(reader.u32(subtable + 4))
                } else if type != 2 {
                    continue
                }
                subtables.append(subtable)
            }
            if !subtables.isEmpty { lookups.append(subtables) }
        }
        guard !lookups.isEmpty else { return nil }
        self.lookups = lookups
    }

    /// The horizontal advance adjustment of the first glyph of a pair, in font units.
    func adjustment(left: UInt16, right: UInt16) -> Int {
        let reader = ByteReader(bytes: table)
        var total = 0
        for subtables in lookups {
            for subtable in subtables {
                if let value = pairValue(reader, subtable: subtable, left: left, right: right) {
                    total += value
                    break  // the first subtable that covers the pair applies
                }
            }
        }
        return total
    }

    /// The adjustment of one pair positioning subtable, nil when it does not cover the pair.
    private func pairValue(_ r: ByteReader, subtable: Int, left: UInt16, right: UInt16) -> Int? {
        let format = r.u16(subtable)
        guard let coverageIndex = coverage(r, at: subtable + Int(r.u16(subtable + 2)), glyph: left) else { return nil }
        let format1 = r.u16(subtable + 4), format2 = r.u16(subtable + 6)
        let size1 = 2 * format1.nonzeroBitCount, size2 = 2 * format2.nonzeroBitCount
        switch format {
        case 1:
            let pairSetCount = Int(r.u16(subtable + 8))
            guard coverageIndex < pairSetCount else { return nil }
            let pairSet = subtable + Int(r.u16(subtable + 10 + 2 * coverageIndex))
            let count = Int(r.u16(pairSet))
            let recordSize = 2 + size1 + size2
            // Records are sorted by the second glyph: binary search.
            var low = 0, high = count - 1
            while low <= high {
                let mid = (low + high) / 2
                let record = pairSet + 2 + mid * recordSize
                let second = r.u16(record)
                if second == right { return xAdvance(r, valueAt: record + 2, format: format1) }
                if second < right { low = mid + 1 } else { high = mid - 1 }
            }
            return nil
        case 2:
            let class1 = classOf(r, at: subtable + Int(r.u16(subtable + 8)), glyph: left)
            let class2 = classOf(r, at: subtable + Int(r.u16(subtable + 10)), glyph: right)
            let class1Count = Int(r.u16(subtable + 12)), class2Count = Int(r.u16(subtable + 14))
            guard class1 < class1Count, class2 < class2Count else { return 0 }
            let record = subtable + 16 + (class1 * class2Count + class2) * (size1 + size2)
            return xAdvance(r, valueAt: record, format: format1)
        default:
            return nil
        }
    }

    /// The `XAdvance` field of a value record (0 when the format has none).
    private func xAdvance(_ r: ByteReader, valueAt offset: Int, format: UInt16) -> Int {
        guard format & 0x4 != 0 else { return 0 }
        let before = (format & 0x3).nonzeroBitCount  // XPlacement, YPlacement come first
        return Int(Int16(bitPattern: r.u16(offset + 2 * before)))
    }

    /// The coverage index of a glyph, nil when the coverage table does not list it.
    private func coverage(_ r: ByteReader, at offset: Int, glyph: UInt16) -> Int? {
        switch r.u16(offset) {
        case 1:
            var low = 0, high = Int(r.u16(offset + 2)) - 1
            while low <= high {
                let mid = (low + high) / 2
                let g = r.u16(offset + 4 + 2 * mid)
                if g == glyph { return mid }
                if g < glyph { low = mid + 1 } else { high = mid - 1 }
            }
        case 2:
            var low = 0, high = Int(r.u16(offset + 2)) - 1
            while low <= high {
                let mid = (low + high) / 2
                let range = offset + 4 + 6 * mid
                let start = r.u16(range), end = r.u16(range + 2)
                if glyph < start { high = mid - 1 } else if glyph > end { low = mid + 1 } else {
                    return Int(r.u16(range + 4)) + Int(glyph - start)
                }
            }
        default:
            break
        }
        return nil
    }

    /// The class of a glyph in a class definition table (0 when not listed).
    private func classOf(_ r: ByteReader, at offset: Int, glyph: UInt16) -> Int {
        switch r.u16(offset) {
        case 1:
            let start = r.u16(offset + 2), count = r.u16(offset + 4)
            guard glyph >= start, Int(glyph - start) < Int(count) else { return 0 }
            return Int(r.u16(offset + 6 + 2 * Int(glyph - start)))
        case 2:
            var low = 0, high = Int(r.u16(offset + 2)) - 1
            while low <= high {
                let mid = (low + high) / 2
                let range = offset + 4 + 6 * mid
                let start = r.u16(range), end = r.u16(range + 2)
                if glyph < start { high = mid - 1 } else if glyph > end { low = mid + 1 } else {
                    return Int(r.u16(range + 4))
                }
            }
            return 0
        default:
            return 0
        }
    }
}

/// Big-endian reads from a byte array that return 0 past its end.
private struct ByteReader {
    let bytes: [UInt8]

    func u16(_ offset: Int) -> UInt16 {
        guard offset >= 0, offset + 1 < bytes.count else { return 0 }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func u32(_ offset: Int) -> UInt32 { UInt32(u16(offset)) << 16 | UInt32(u16(offset + 2)) }

    func tag(_ offset: Int) -> String {
        guard offset >= 0, offset + 3 < bytes.count else { return "" }
        return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }
}
