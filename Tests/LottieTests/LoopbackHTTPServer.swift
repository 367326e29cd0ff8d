import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1 for the URL loading tests, on POSIX sockets (the
/// package has no networking dependency): it listens on a port the system picks, answers every
/// GET on a thread of its own as `reply` says, closes each connection after one answer, and
/// counts the requests. Only the loopback interface is ever bound.
final class LoopbackHTTPServer: @unchecked Sendable {
    // Unchecked: the mutable state is guarded by `lock`; connections run on their own threads.

    /// What to do with one request.
    enum Reply: Sendable {
        /// Answers with `status` and `body`. `contentLength`: the length announced (`nil`:
        /// none, the end of the body is the connection closing); `sentBytes`: how much of the
        /// body is sent before the connection closes (all by default).
        case answer(status: Int, body: [UInt8], contentLength: Int?, sentBytes: Int?)
        /// Sends nothing for `seconds` (or until the server stops), then closes.
        case stall(seconds: Double)

        /// A complete answer with its length announced.
        static func ok(_ body: [UInt8]) -> Reply { .answer(status: 200, body: body, contentLength: body.count, sentBytes: nil) }
        /// A complete answer with another status and a short body.
        static func status(_ code: Int, body: [UInt8] = Array("no".utf8)) -> Reply {
            .answer(status: code, body: body, contentLength: body.count, sentBytes: nil)
        }
    }

    /// The port it listens on.
    let port: UInt16
    private let listener: Int32
    private let reply: @Sendable (_ path: String, _ index: Int) -> Reply
    private let lock = NSLock()
    private var requests: [String] = []
    private let stopped = DispatchSemaphore(value: 0)
    private var isStopped = false

    /// The paths requested so far, in order.
    var requestedPaths: [String] { lock.withLock { requests } }

    /// `http://127.0.0.1:<port>/<path>`.
    func url(_ path: String) throws -> URL {
        try #require(URL(string: "http://127.0.0.1:\(port)/\(path)"))
    }

    /// Starts listening; `reply` decides each answer from the request's path and its index
    /// among all requests (0 for the first).
    init(reply: @escaping @Sendable (_ path: String, _ index: Int) -> Reply) throws {
        self.reply = reply
        #if os(Linux)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw ServerError("socket: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Bool in
                bind(fd, pointer, length) == 0 && listen(fd, 16) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard bound else {
            close(fd)
            throw ServerError("bind/listen on 127.0.0.1: errno \(errno)")
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// Stops listening and releases stalled connections.
    func stop() {
        let first: Bool = lock.withLock {
            defer { isStopped = true }
            return !isStopped
        }
        guard first else { return }
        // shutdown wakes the thread blocked in accept; close alone does not on Linux.
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        for _ in 0..<64 { stopped.signal() }
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if lock.withLock({ isStopped }) { return }
                continue
            }
            Thread { [self] in serve(connection) }.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        guard let path = readRequestPath(connection) else { return }
        let index: Int = lock.withLock {
            requests.append(path)
            return requests.count - 1
        }
        switch reply(path, index) {
        case .answer(let status, let body, let contentLength, let sentBytes):
            var head = "HTTP/1.1 \(status) \(status < 400 ? "OK" : "Error")\r\nConnection: close\r\n"
            head += "Content-Type: application/octet-stream\r\n"
            if let contentLength { head += "Content-Length: \(contentLength)\r\n" }
            transmit(connection, Array((head + "\r\n").utf8))
            transmit(connection, Array(body.prefix(sentBytes ?? body.count)))
        case .stall(let seconds):
            _ = stopped.wait(timeout: .now() + seconds)
        }
    }

    /// Reads the request head and returns its path without the leading slash.
    private func readRequestPath(_ connection: Int32) -> String? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 65_536 {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            bytes += buffer[0..<count]
            if let head = String(bytes: bytes, encoding: .utf8), head.contains("\r\n\r\n") {
                let parts = head.split(separator: " ", maxSplits: 2)
                guard parts.count >= 2, parts[0] == "GET" else { return nil }
                return String(parts[1].drop { $0 == "/" })
            }
        }
        return nil
    }

    private func transmit(_ connection: Int32, _ bytes: [UInt8]) {
        // MSG_NOSIGNAL: a client that hung up must not kill the test process with SIGPIPE.
        #if os(Linux)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, flags) }
            guard sent > 0 else { return }
            offset += sent
        }
    }

    struct ServerError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
