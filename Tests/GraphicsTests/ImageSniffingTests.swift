import Foundation
import Testing
@testable import Graphics

@Suite struct ImageSniffingTests {
    @Test(arguments: [
        ("quadrants-rgb.jpg", ImageFormat.jpeg), ("quadrants-cmyk.jpg", .jpeg),
        ("quadrants-animated.gif", .gif), ("quadrants-lossless.webp", .webP), ("quadrants-animated.webp", .webP),
    ])
    func recognisesFixtures(name: String, format: ImageFormat) throws {
        let data = try Fixtures.data(name)
        #expect(ImageFormat(sniffing: data) == format)
        #expect(try Bitmap(imageData: data).width == 16)
    }

    @Test func recognisesPNGAndDecodesItTheSameWay() throws {
        var bitmap = try #require(Bitmap(width: 2, height: 2))
        bitmap.setColor(Color(red: 1, green: 0.5, blue: 0, alpha: 1), x: 1, y: 1)
        let png = try bitmap.pngData()
        #expect(ImageFormat(sniffing: png) == .png)
        #expect(try Bitmap(imageData: png) == bitmap)
    }

    @Test func rejectsUnknownData() {
        #expect(ImageFormat(sniffing: Data("RIFF0000WAVE".utf8)) == nil)
        #expect(ImageFormat(sniffing: Data([0xFF, 0xD8])) == nil)
        #expect(throws: BitmapError.self) { try Bitmap(imageData: Data("hello".utf8)) }
    }

    @Test func passesTheLimitThrough() throws {
        let data = try Fixtures.data("quadrants-rgb.jpg")
        #expect(throws: BitmapError.tooLarge(width: 16, height: 16)) { try Bitmap(imageData: data, maxPixels: 10) }
    }
}
