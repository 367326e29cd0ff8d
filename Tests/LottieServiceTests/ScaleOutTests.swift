import Foundation
import LottieService
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Two `lottie serve` processes behind nginx (started by the test on loopback with a config in
/// a temporary folder, not the system's service), a bounded load through nginx, and one
/// instance stopped with SIGTERM in the middle, while a long render runs on it: that render
/// and its other requests in flight finish, nginx sends the rest to the other instance, and no
/// request is lost.
@Suite("Scale-out behind nginx") struct ScaleOutTests {
    /// nginx, from the PATH or Debian's /usr/sbin.
    static let nginx: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":").map(String.init) + ["/usr/sbin", "/usr/local/sbin", "/usr/local/nginx/sbin"] {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent("nginx")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    /// A free loopback port (bound, read, released).
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw TestFailure("socket failed") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw TestFailure("bind failed") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// The nginx configuration: both instances upstream; a request that cannot reach one (its
    /// connection refused once it stopped listening, or closed unanswered because it arrived
    /// on a connection the instance had accepted but not yet read when it began to shut down)
    /// is passed to the other. `non_idempotent` allows that for POST: a render changes nothing
    /// on the server, so sending it again is safe. (A request cut off in the middle of its render
    /// would be retried too, so the test checks the stopped instance's log for that: 499.)
    static func configuration(folder: URL, port: Int, upstreams: [Int]) -> String {
        """
        worker_processes 1;
        pid \(folder.path)/nginx.pid;
        error_log \(folder.path)/error.log warn;
        events { worker_connections 256; }
        http {
            access_log \(folder.path)/access.log;
            client_body_temp_path \(folder.path)/body;
            proxy_temp_path \(folder.path)/proxy;
            fastcgi_temp_path \(folder.path)/fastcgi;
            uwsgi_temp_path \(folder.path)/uwsgi;
            scgi_temp_path \(folder.path)/scgi;
            client_max_body_size 16m;
            upstream lottie {
        \(upstreams.map { "        server 127.0.0.1:\($0) max_fails=1 fail_timeout=30s;" }.joined(separator: "\n"))
            }
            server {
                listen 127.0.0.1:\(port);
                location / {
                    proxy_pass http://lottie;
                    proxy_next_upstream error timeout http_502 http_503 non_idempotent;
                    proxy_next_upstream_tries 2;
                    proxy_connect_timeout 2s;
                    proxy_read_timeout 60s;
                    add_header X-Upstream $upstream_addr always;
                }
            }
        }
        """
    }

    /// The loads of the instance at `base` that missed its cache: one per new body it began.
    static func cacheMisses(_ base: String) async throws -> Double {
        metric(try await TestClient.get(base, "/metrics").text, #"lottie_animation_cache_total{result="miss"}"#) ?? 0
    }

    @Test(.enabled(if: nginx != nil, "nginx is not installed (scripts/bootstrap installs it)"), .timeLimit(.minutes(3)))
    func sigtermOnOneInstanceLosesNoRequest() async throws {
        let nginxPath = try #require(Self.nginx)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-nginx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let flags = ["--max-concurrent-renders", "2", "--max-queued-renders", "64"]
        let first = try ServerProcess(flags), second = try ServerProcess(flags)
        defer { first.stop(); second.stop() }
        let port = try Self.freePort()
        try Self.configuration(folder: folder, port: port, upstreams: [first.port, second.port])
            .write(to: folder.appendingPathComponent("nginx.conf"), atomically: true, encoding: .utf8)
        let nginx = Process()
        nginx.executableURL = nginxPath
        nginx.arguments = ["-p", folder.path, "-c", folder.appendingPathComponent("nginx.conf").path, "-g", "daemon off;"]
        nginx.standardError = FileHandle.nullDevice
        try nginx.run()
        defer {
            nginx.terminate()
            nginx.waitUntilExit()
        }
        let base = "http://127.0.0.1:\(port)"
        let ready = await eventually { (try? await TestClient.get(base, "/healthz").status) == 200 }
        try #require(ready, "nginx did not come up: \((try? String(contentsOf: folder.appendingPathComponent("error.log"), encoding: .utf8)) ?? "")")

        // Renders long enough (tens of frames) that each instance always has some in flight.
        let body = TestAnimations.data(width: 96, height: 96, frames: 48)
        let total = 300, concurrency = 8
        let completed = Counter()
        let firstBase = first.base
        let stopper = Task { () throws -> Answer in
            // A third of the way in, a long render goes straight to the first instance; once it
            // runs there (its body is new, so it counts a cache miss), the instance gets SIGTERM.
            _ = await eventually(within: 60) { completed.value >= total / 3 }
            let misses = try await Self.cacheMisses(firstBase)
            // Large enough to outlast the signal on a loaded machine: at 200 px, in a CI run of
            // the whole suite, nothing was logged as finished after the shutdown began.
            let long = Task {
                try await TestClient.post(firstBase, "/render", query: "format=webp&width=400&height=400",
                                          body: TestAnimations.data(width: 200, height: 200, frames: 120))
            }
            _ = await eventually(within: 60) { (try? await Self.cacheMisses(firstBase)) ?? 0 > misses }
            first.terminate()
            return try await long.value
        }
        let results = try await withThrowingTaskGroup(of: [(Int, String)].self) { group in
            for worker in 0..<concurrency {
                group.addTask {
                    var results: [(Int, String)] = []
                    for index in stride(from: worker, to: total, by: concurrency) {
                        let format = ["gif&fps=24", "webp&fps=24", "gif&fps=24", "png"][index % 4]
                        let answer = try await TestClient.post(base, "/render", query: "format=\(format)&width=64", body: body)
                        results.append((answer.status, answer.headers["x-upstream"] ?? ""))
                        completed.increment()
                    }
                    return results
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        let inFlight = try await stopper.value
        let exit = first.waitForExit(seconds: 60)
        // The render in flight at SIGTERM finished: a whole animated WebP.
        #expect(inFlight.status == 200, "the render in flight at SIGTERM: \(inFlight.status) \(inFlight.errorMessage)")
        #expect(inFlight.body.starts(with: Array("RIFF".utf8)) && inFlight.body.count > 1000)
        let statuses = Dictionary(grouping: results, by: \.0).mapValues(\.count)
        #expect(results.count == total)
        #expect(statuses == [200: total], "statuses through nginx: \(statuses)")
        #expect(exit == 0, "the stopped instance exited with \(String(describing: exit))")
        // Every request the stopped instance took in, it answered: no 499 (cut off) or 5xx in its log.
        let firstLog = first.log
        let servedByFirst = firstLog.components(separatedBy: "status=200").count - 1
        #expect(!firstLog.contains("status=499") && !firstLog.contains("status=50"), "\(firstLog.suffix(3000))")
        let lastUpstream = results.map { $0.1.split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
        let toSecond = lastUpstream.filter { $0.hasSuffix(":\(second.port)") }.count
        let toFirst = lastUpstream.filter { $0.hasSuffix(":\(first.port)") }.count
        #expect(toFirst + toSecond == total)
        #expect(toFirst > 0 && toSecond > toFirst, "first \(toFirst), second \(toSecond)")
        // Renders whose answer came from the first instance are exactly the ones it logged.
        #expect(servedByFirst >= toFirst, "first logged \(servedByFirst) renders, nginx got \(toFirst) from it")
        // The renders it finished after SIGTERM: those in flight when the shutdown began.
        let afterShutdown = firstLog.components(separatedBy: "shutting down").dropFirst().first ?? ""
        let finishedInFlight = afterShutdown.components(separatedBy: "status=200").count - 1
        #expect(firstLog.contains("shutting down"), "the stopped instance did not log its shutdown")
        #expect(finishedInFlight > 0, "the render in flight at SIGTERM is not logged after the shutdown began")
        let retried = results.filter { $0.1.contains(",") }.count
        print("scale-out: \(total) requests through nginx, \(toFirst) answered by the stopped instance (SIGTERM after \(total / 3) with a long render running on it; \(finishedInFlight) requests finished there after SIGTERM), \(toSecond) by the other, \(retried) passed on by nginx; statuses \(statuses); exit \(String(describing: exit))")
    }
}

/// A counter shared by the load tasks.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }
}
