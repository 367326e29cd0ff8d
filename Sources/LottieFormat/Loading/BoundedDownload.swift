import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP(S) download into memory through Foundation's URL loading, refused as soon as it
/// breaks a bound: a status outside 200...299, more bytes than `maxBytes` (announced in
/// `Content-Length` or counted as they arrive), longer than `timeout` seconds in all, or fewer
/// bytes than announced when the connection closes. Only a complete answer is returned, so a
/// caller never caches a cut-off file.
///
/// A delegate rather than `URLSession.data(for:)`: that call collects the whole body before
/// anyone can count it, which a hostile server could make as large as it likes.
final class BoundedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // Unchecked: the mutable state below is only touched while `lock` is held; URLSession calls
    // the delegate methods on its own queue, the deadline fires on another.
    private let lock = NSLock()
    private let url: URL
    private let maxBytes: Int
    private let timeout: TimeInterval
    private var received = Data()
    /// The body length the server announced, when the body is sent as is (not compressed).
    private var announcedLength: Int?
    private var continuation: CheckedContinuation<Data, any Error>?
    /// The outcome, once known; later outcomes (a cancelled task completing) are ignored.
    private var outcome: Result<Data, any Error>?
    private var session: URLSession?

    /// Where deadlines fire: a queue of its own, so that a deadline is not held up while
    /// `DispatchQueue.global()` (where Swift concurrency runs its tasks on Linux) is busy.
    private static let deadlines = DispatchQueue(label: "swift-lottie.download-deadlines")

    private init(url: URL, maxBytes: Int, timeout: TimeInterval) {
        self.url = url
        self.maxBytes = maxBytes
        self.timeout = timeout
    }

    /// The body of a successful answer to a GET of `url`. Throws `LottieError.httpStatus`,
    /// `.limitExceeded(.fileSize)`, `.timedOut` or `.downloadFailed`, or `CancellationError`
    /// when the calling task is cancelled. A negative or NaN timeout is 0; a timeout above
    /// 10⁹ seconds (infinity included) is 10⁹ seconds, a finite number URLSession can take.
    static func data(from url: URL, maxBytes: Int, timeout: TimeInterval) async throws -> Data {
        let bounded = timeout.isNaN ? 0 : min(max(timeout, 0), 1e9)
        return try await BoundedDownload(url: url, maxBytes: maxBytes, timeout: bounded).run()
    }

    private func run() async throws -> Data {
        // The deadline below bounds the download. URLSession's own timeouts only back it up:
        // swift-corelibs-foundation rounds them down to whole seconds (`Int(timeoutInterval) *
        // 1000` milliseconds in its HTTPURLProtocol.swift: half a second times out at once), so
        // they are set a second past it.
        let backstop = timeout.rounded(.up) + 1
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = backstop
        configuration.timeoutIntervalForResource = backstop
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: backstop)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
                let task = session.dataTask(with: request)
                let settled: Result<Data, any Error>? = lock.withLock {
                    self.session = session
                    if outcome == nil, Task.isCancelled { outcome = .failure(CancellationError()) }
                    if outcome == nil { self.continuation = continuation }
                    return outcome
                }
                if let settled {
                    session.invalidateAndCancel()
                    continuation.resume(with: settled)
                    return
                }
                Self.deadlines.asyncAfter(deadline: .now() + timeout) { [weak self] in
                    guard let self else { return }
                    finish(.failure(LottieError.timedOut(url: url.absoluteString, seconds: timeout)))
                }
                task.resume()
            }
        } onCancel: {
            finish(.failure(CancellationError()))
        }
    }

    /// Settles the download once: resumes the caller and stops the transfer.
    private func finish(_ result: Result<Data, any Error>) {
        let (continuation, session): (CheckedContinuation<Data, any Error>?, URLSession?) = lock.withLock {
            guard outcome == nil else { return (nil, nil) }
            outcome = result
            defer { self.continuation = nil; received = Data() }
            return (self.continuation, self.session)
        }
        // The session holds its delegate until it is invalidated.
        session?.invalidateAndCancel()
        continuation?.resume(with: result)
    }

    private func fail(_ error: LottieError) { finish(.failure(error)) }

    private var tooLarge: LottieError {
        .limitExceeded(limit: .fileSize, maximum: maxBytes, path: url.absoluteString)
    }

    // MARK: URLSessionDataDelegate

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @Sendable @escaping (URLSession.ResponseDisposition) -> Void) {
        if let http = response as? HTTPURLResponse {
            guard (200...299).contains(http.statusCode) else {
                completionHandler(.cancel)
                fail(.httpStatus(url: url.absoluteString, statusCode: http.statusCode))
                return
            }
            // A compressed body is counted after decompression, so its announced length says
            // nothing about the bytes delivered.
            let encoded = http.value(forHTTPHeaderField: "Content-Encoding").map { $0.lowercased() != "identity" } ?? false
            if !encoded, response.expectedContentLength >= 0 {
                guard response.expectedContentLength <= Int64(maxBytes) else {
                    completionHandler(.cancel)
                    fail(tooLarge)
                    return
                }
                lock.withLock { announcedLength = Int(response.expectedContentLength) }
            }
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overLimit: Bool = lock.withLock {
            guard outcome == nil else { return false }
            if received.count + data.count > maxBytes { return true }
            received.append(data)
            return false
        }
        if overLimit { fail(tooLarge) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (body, announced) = lock.withLock { (received, announcedLength) }
        if let error {
            let code = (error as? URLError)?.code
            if code == .timedOut {
                fail(.timedOut(url: url.absoluteString, seconds: timeout))
            } else {
                fail(.downloadFailed(url: url.absoluteString, reason: error.localizedDescription))
            }
        } else if let announced, body.count != announced {
            fail(.downloadFailed(url: url.absoluteString,
                                 reason: "the connection closed after \(body.count) of the \(announced) bytes announced"))
        } else {
            finish(.success(body))
        }
    }
}
