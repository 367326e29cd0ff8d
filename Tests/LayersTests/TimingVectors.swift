import Foundation

/// Loads the shared reference vectors (`../shared/specs/dynamics/vectors` next to the package
/// root; from a nested worktree the nearest ancestor holding `shared/specs/...` is used). The
/// files are not copied into the repository; when the folder is absent the vector tests are
/// skipped.
enum TimingVectors {
    /// The vectors folder, searched upwards from the package root (`<root>/Tests/LayersTests`).
    static let folder: URL = {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var directory = packageRoot.deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("shared/specs/dynamics/vectors")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/specs/dynamics/vectors")
    }()

    /// Whether the vectors are available on this machine.
    static var available: Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("README.md").path)
    }

    /// The parsed JSON object of a vector file.
    static func load(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return object
    }
}

/// Reading JSON numbers loosely (integers, doubles and the strings "inf"/"-inf").
extension Dictionary where Key == String, Value == Any {
    func number(_ key: String) -> Double? {
        switch self[key] {
        case let n as NSNumber: return n.doubleValue
        case let s as String: return s == "inf" ? .infinity : (s == "-inf" ? -.infinity : Double(s))
        default: return nil
        }
    }

    func numbers(_ key: String) -> [Double] {
        (self[key] as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? []
    }

    func object(_ key: String) -> [String: Any] { self[key] as? [String: Any] ?? [:] }

    func objects(_ key: String) -> [[String: Any]] { self[key] as? [[String: Any]] ?? [] }
}
