import Foundation
import LottieService
import Testing

/// A bounded load: 2,000 requests of mixed formats, 16 at a time, against one `lottie serve`
/// process. No answer but `200` (the queue is deep enough that no `503` is planned); its
/// resident memory stays bounded; latency and memory are printed for the notes.
@Suite("Load") struct LoadTests {
    @Test(.timeLimit(.minutes(3))) func twoThousandMixedRequestsAtConcurrency16() async throws {
        let server = try ServerProcess(["--max-concurrent-renders", "2", "--max-queued-renders", "64", "--log-level", "warning"])
        let bodies = (0..<4).map { TestAnimations.data(width: 64, height: 64, frames: 8 + $0) }
        let queries = ["format=png&width=64", "format=svg&width=64", "format=gif&width=32&fps=10", "format=webp&width=32&fps=10",
                       "format=png&width=48&progress=0.5", "format=pdf&width=32&frame=2"]
        let total = 2_000, concurrency = 16
        let start = ContinuousClock.now
        let results = try await withThrowingTaskGroup(of: [(Int, Double)].self) { group in
            for worker in 0..<concurrency {
                group.addTask {
                    var results: [(Int, Double)] = []
                    for index in stride(from: worker, to: total, by: concurrency) {
                        let began = ContinuousClock.now
                        let answer = try await TestClient.post(server.base, "/render", query: queries[index % queries.count],
                                                               body: bodies[index % bodies.count])
                        results.append((answer.status, milliseconds(since: began)))
                    }
                    return results
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        let seconds = milliseconds(since: start) / 1000
        let statuses = Dictionary(grouping: results, by: \.0).mapValues(\.count)
        #expect(results.count == total)
        #expect(statuses == [200: total], "statuses: \(statuses)")
        let latency = LatencyReport(milliseconds: results.map(\.1))
        let metrics = try await TestClient.get(server.base, "/metrics").text
        #expect(metric(metrics, #"lottie_http_requests_total{route="/render",status="200"}"#) == Double(total))
        let peak = ProcessMemory.peak(pid: server.pid)
        print(String(format: "load: %d requests, concurrency %d, %.1f s, %.0f requests/s, p50 %.1f ms, p99 %.1f ms, server peak RSS %.0f MB",
                     total, concurrency, seconds, Double(total) / seconds, latency.percentile(0.5), latency.percentile(0.99),
                     Double(peak) / 1_048_576))
        // Bounded: small renders, at most 2 at once, keep the server far under this.
        #expect(peak < 1 << 30, "server peak RSS \(peak / 1_048_576) MB")
        #expect(server.stop() == 0)
    }
}
