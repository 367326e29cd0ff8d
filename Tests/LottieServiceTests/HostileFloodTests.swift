import Foundation
import LottieService
import Testing

/// Malformed files, decompression bombs (gzip `.tgs`, zip `.lottie`), nesting past the limit,
/// oversized outputs and hostile expressions (`while(true){}` in a property's `x`), interleaved
/// with good requests against one `lottie serve` process: every good request succeeds, every
/// hostile one gets a 4xx (or `504` when its time budget runs out), the server's memory stays
/// bounded and it never crashes.
@Suite("Hostile flood") struct HostileFloodTests {
    static let hostile: [(name: String, query: String, body: Data)] = [
        ("malformed", "", TestAnimations.malformed),
        ("wrong type", "", TestAnimations.wrongType),
        ("gzip bomb", "", TestAnimations.gzipBomb(repeats: 1_200_000)),
        ("zip bomb", "", TestAnimations.zipBomb(repeats: 1_200_000)),
        ("deep nesting", "", TestAnimations.deepNesting),
        ("not an animation", "", Data(repeating: 0xFF, count: 4096)),
        ("too many pixels", "width=16000&height=16000", TestAnimations.data()),
        ("infinite loop expression", "format=gif&width=32&fps=10", TestAnimations.data(expression: "while(true){}")),
        ("allocating expression", "width=32",
         TestAnimations.data(expression: "var a = []; while(true){ a.push(new Array(1000000).join('x')); }")),
        ("recursive expression", "width=32", TestAnimations.data(expression: "function f(){ return f() + 1; } f();")),
    ]

    @Test(.timeLimit(.minutes(3))) func goodRequestsSucceedAmongHostileOnes() async throws {
        let server = try ServerProcess(["--max-concurrent-renders", "2", "--max-queued-renders", "64", "--timeout", "5",
                                        "--max-decompressed-bytes", "\(8 << 20)", "--log-level", "warning"])
        let good = TestAnimations.data(width: 64, height: 64, frames: 10)
        let baseline = ProcessMemory.resident(pid: server.pid)
        let rounds = 12, concurrency = 8
        // Each task: hostile request, good request, next hostile request…
        let outcomes = try await withThrowingTaskGroup(of: [(hostile: String?, status: Int)].self) { group in
            for worker in 0..<concurrency {
                group.addTask {
                    var outcomes: [(hostile: String?, status: Int)] = []
                    for round in 0..<rounds {
                        let bad = Self.hostile[(worker + round) % Self.hostile.count]
                        let answer = try await TestClient.post(server.base, "/render", query: bad.query, body: bad.body)
                        outcomes.append((bad.name, answer.status))
                        let format = ["png", "webp&fps=10", "gif&fps=10", "svg"][(worker + round) % 4]
                        let fine = try await TestClient.post(server.base, "/render", query: "format=\(format)&width=48",
                                                             body: good)
                        outcomes.append((nil, fine.status))
                    }
                    return outcomes
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        let goodStatuses = outcomes.filter { $0.hostile == nil }.map(\.status)
        #expect(goodStatuses.count == rounds * concurrency)
        #expect(goodStatuses.allSatisfy { $0 == 200 }, "good requests: \(Dictionary(grouping: goodStatuses, by: { $0 }).mapValues(\.count))")
        for outcome in outcomes {
            guard let name = outcome.hostile else { continue }
            // A hostile expression may be ignored (drawn as keyframes: 200) or stopped by its budget (504).
            let allowed: Set<Int> = name.hasSuffix("expression") ? [200, 422, 504] : [400, 413, 422]
            #expect(allowed.contains(outcome.status), "\(name): \(outcome.status)")
        }
        #expect(try await TestClient.get(server.base, "/healthz").status == 200)
        let peak = ProcessMemory.peak(pid: server.pid)
        print(String(format: "hostile flood: %d requests, server RSS %.0f MB before, peak %.0f MB", outcomes.count,
                     Double(baseline) / 1_048_576, Double(peak) / 1_048_576))
        // Each bomb inflates to 310 MB without its limit; two at once would be past this.
        #expect(peak < 512 << 20, "server peak RSS \(peak / 1_048_576) MB")
        #expect(server.stop() == 0, "the server did not exit cleanly: \(server.log.suffix(2000))")
    }
}
