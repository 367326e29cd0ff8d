import Foundation
import LottieService
import Testing

/// The checked-in OpenAPI document against the routes the server really has.
@Suite("OpenAPI document") struct OpenAPITests {
    /// The document as the server serves it.
    static func document(_ server: TestServer) async throws -> [String: Any] {
        let answer = try await TestClient.get(server.base, "/openapi.json")
        #expect(answer.status == 200)
        return try #require(try JSONSerialization.jsonObject(with: answer.body) as? [String: Any])
    }

    /// Every (method, path) the document lists.
    static func operations(_ document: [String: Any]) -> Set<ServiceRoutes.Route> {
        let paths = document["paths"] as? [String: [String: Any]] ?? [:]
        return Set(paths.flatMap { path, methods in methods.keys.map { ServiceRoutes.Route(method: $0.uppercased(), path: path) } })
    }

    @Test func documentsExactlyTheRoutes() async throws {
        let server = try await TestServer()
        let document = try await Self.document(server)
        #expect((document["openapi"] as? String)?.hasPrefix("3.") == true)
        #expect(Self.operations(document) == Set(ServiceRoutes.all))
        await server.stop()
    }

    /// Each documented operation answers (not 404 or 405) with a status it documents, and an
    /// undocumented path or method is not served.
    @Test func everyOperationAnswersWithADocumentedStatus() async throws {
        let server = try await TestServer()
        let document = try await Self.document(server)
        let paths = try #require(document["paths"] as? [String: [String: [String: Any]]])
        for route in Self.operations(document) {
            let operation = paths[route.path]?[route.method.lowercased()] ?? [:]
            let documented = Set((operation["responses"] as? [String: Any] ?? [:]).keys)
            let answer: Answer
            if route.method == "POST" {
                answer = try await TestClient.post(server.base, route.path, body: TestAnimations.data())
                let bad = try await TestClient.post(server.base, route.path, body: TestAnimations.malformed)
                #expect(documented.contains(String(bad.status)), "\(route) answered \(bad.status), not documented")
            } else {
                answer = try await TestClient.get(server.base, route.path)
            }
            #expect(answer.status == 200, "\(route): \(answer.status)")
            #expect(documented.contains(String(answer.status)), "\(route) answered \(answer.status), not documented")
        }
        #expect(try await TestClient.get(server.base, "/nowhere").status == 404)
        #expect(try await TestClient.get(server.base, "/render").status != 200)
        await server.stop()
    }

    /// The query parameters `/render` documents are the ones it takes: each is accepted, and
    /// an undocumented one is refused.
    @Test func renderParametersMatchTheDocument() async throws {
        let server = try await TestServer()
        let document = try await Self.document(server)
        let paths = try #require(document["paths"] as? [String: [String: [String: Any]]])
        let parameters = try #require(paths["/render"]?["post"]?["parameters"] as? [[String: Any]])
        let names = Set(parameters.compactMap { $0["name"] as? String })
        #expect(names == ["format", "width", "height", "fit", "frame", "progress", "fps", "background", "quality", "lossless", "loop", "expressions", "layers-at-out-point"])
        let body = TestAnimations.data(frames: 6)
        let examples = ["format": "webp&width=16", "width": "16", "height": "16", "fit": "scaleAspectFill", "frame": "3",
                        "progress": "0.5", "fps": "10&format=gif", "background": "336699", "quality": "50&format=gif",
                        "lossless": "true&format=webp", "loop": "2&format=gif", "expressions": "false",
                        "layers-at-out-point": "true"]
        for name in names {
            let value = try #require(examples[name], "no example for \(name)")
            let answer = try await TestClient.post(server.base, "/render", query: "\(name)=\(value)", body: body)
            #expect(answer.status == 200, "\(name)=\(value): \(answer.status) \(answer.errorMessage)")
        }
        let unknown = try await TestClient.post(server.base, "/render", query: "colour=red", body: body)
        #expect(unknown.status == 400)
        #expect(unknown.errorMessage.contains("unknown query parameter 'colour'"))
        await server.stop()
    }
}
