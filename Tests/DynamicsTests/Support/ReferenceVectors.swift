import Foundation
import Testing

/// The POP reference vectors in `../shared/specs/dynamics/vectors` (beside the package root, or
/// beside any folder above it), decoded. Tests that need them are skipped when the folder is
/// absent; `ReferenceVectorFileTests` fails when it is present but does not decode.
enum ReferenceVectors {
    static let skipMessage: Comment =
        "reference vectors not found: expected shared/specs/dynamics/vectors beside the package root"

    static let directory: URL? = {
        // This file is Tests/DynamicsTests/Support/ReferenceVectors.swift.
        var folder = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { folder.deleteLastPathComponent() }
        while folder.path != "/" {
            let candidate = folder.deletingLastPathComponent()
                .appendingPathComponent("shared/specs/dynamics/vectors")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    static var isAvailable: Bool { directory != nil }

    static func load<T: Decodable>(_ type: T.Type, file: String) throws -> T {
        guard let directory else { throw CocoaError(.fileNoSuchFile) }
        let data = try Data(contentsOf: directory.appendingPathComponent(file))
        return try JSONDecoder().decode(T.self, from: data)
    }

    static let springFile = "pop_spring_trajectories.json"
    static let conversionFile = "pop_spring_conversion.json"
    static let timingFile = "pop_timing_functions.json"
    static let basicFile = "pop_basic_trajectories.json"
    static let decayFile = "pop_decay_trajectories.json"

    static let springCases: [SpringCase] = (try? load(SpringFile.self, file: springFile))?.cases ?? []
    static let conversion: ConversionFile? = try? load(ConversionFile.self, file: conversionFile)
    static let timingFunctions: [TimingCase] = (try? load(TimingFile.self, file: timingFile))?.functions ?? []
    static let basicCases: [BasicCase] = (try? load(BasicFile.self, file: basicFile))?.cases ?? []
    static let decayCases: [DecayCase] = (try? load(DecayFile.self, file: decayFile))?.cases ?? []
}

struct SpringFile: Decodable { let cases: [SpringCase] }

struct SpringCase: Decodable, Sendable, CustomTestStringConvertible {
    struct Params: Decodable, Sendable {
        let bounciness: Double?
        let speed: Double?
        let tension: Double
        let friction: Double
        let mass: Double
    }
    struct Retarget: Decodable, Sendable {
        let frame: Int
        let to: [Double]
    }
    let name: String
    let params: Params
    let threshold: Double
    let from: [Double]
    let to: [Double]
    let initial_velocity: [Double]
    let retarget: Retarget?
    let time: [Double]
    let value: [[Double]]
    let velocity: [[Double]]
    let done_frame: Int
    let done_reason: String
    let final_value: [Double]

    var testDescription: String { name }
}

struct ConversionFile: Decodable, Sendable {
    struct Row: Decodable, Sendable {
        let bounciness: Double
        let speed: Double
        let tension: Double
        let friction: Double
        let mass: Double
        let roundtrip_bounciness: Double
        let roundtrip_speed: Double
    }
    struct InverseRow: Decodable, Sendable {
        let tension: Double
        let friction: Double
        let bounciness: Double
        let speed: Double
    }
    let rows: [Row]
    let inverse_rows: [InverseRow]
}

struct TimingFile: Decodable { let functions: [TimingCase] }

struct TimingCase: Decodable, Sendable, CustomTestStringConvertible {
    struct Column: Decodable, Sendable {
        let epsilon: Double
        let y: [Double]
    }
    let name: String
    let control_points: [Double]
    let control_points_as_float: [Double]
    let x: [Double]
    let columns: [Column]
    let doubleControlPoints: [Double]

    enum CodingKeys: String, CodingKey {
        case name, control_points, control_points_as_float, x
        case eps04 = "eps_duration_0.4", eps1 = "eps_duration_1", eps7 = "eps_1e-7"
        case double = "double_control_points_eps_1e-7"
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        control_points = try c.decode([Double].self, forKey: .control_points)
        control_points_as_float = try c.decode([Double].self, forKey: .control_points_as_float)
        x = try c.decode([Double].self, forKey: .x)
        columns = try [.eps04, .eps1, .eps7].map { try c.decode(Column.self, forKey: $0) }
        doubleControlPoints = try c.decode([Double].self, forKey: .double)
    }

    var testDescription: String { name }
}

struct BasicFile: Decodable { let cases: [BasicCase] }

struct BasicCase: Decodable, Sendable, CustomTestStringConvertible {
    let name: String
    let control_points: [Double]
    let duration: Double
    let from: Double
    let to: Double
    let time_base: Double
    let t: [Double]
    let progress: [Double]
    let value: [Double]
    let done_frame: Int
    let final_value: Double

    var testDescription: String { name }
}

struct DecayFile: Decodable { let cases: [DecayCase] }

struct DecayCase: Decodable, Sendable, CustomTestStringConvertible {
    let name: String
    let from: [Double]
    let initial_velocity: [Double]
    let threshold: Double
    let deceleration: Double
    let time_base: Double
    let computed_duration: Double
    let computed_to_value: [Double]
    let t: [Double]
    let value: [[Double]]
    let velocity: [[Double]]
    let done_frame: Int
    let final_value: [Double]

    var testDescription: String { name }
}
