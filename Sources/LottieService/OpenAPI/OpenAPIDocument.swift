import Foundation

/// The OpenAPI 3.1 document of the service (`openapi.json`, a resource of this module), served
/// by `GET /openapi.json`.
public enum OpenAPIDocument {
    /// The document's text, or a minimal document naming the problem if the resource is missing.
    public static let text: String = {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "json"),
              let data = try? Data(contentsOf: url) else {
            return #"{"openapi": "3.1.0", "info": {"title": "lottie serve", "version": "1", "description": "openapi.json is missing from the bundle"}, "paths": {}}"#
        }
        return String(decoding: data, as: UTF8.self)
    }()
}
