import CCurl
import Foundation

/// One HTTP request on one libcurl easy handle, from configuration to outcome.
///
/// The handle refuses every protocol but http and https, redirects included, follows at most ten
/// redirects, keeps TLS verification on, decodes every content encoding libcurl knows (gzip,
/// deflate, br, zstd), and enforces the size cap in the write callback, because libcurl 7.88
/// enforces `MAXFILESIZE` only when the server sends a Content-Length.
///
/// A stall is detected here too, from the progress callback, rather than with libcurl's low-speed
/// limit: that one averages speed over a window of about five seconds, so it noticed a one-second
/// stall only after six or seven.
final class Transfer: @unchecked Sendable {
  // @unchecked Sendable: the easy handle, the consumer and the response fields are used only by
  // the transfer engine's thread while the handle is in the multi handle, and only by the awaiting
  // task after `complete(_:)` has resumed it (the continuation orders the two). The fields shared
  // between threads at the same time, `continuation` and `isCancelled`, are guarded by `lock`.

  static let maximumRedirects = 10

  let url: URL
  /// The host the concurrency limit per host counts this transfer against.
  let host: String
  let handle: UnsafeMutableRawPointer
  private let consumer: any ResponseBodyConsumer
  private let limits: TransferLimits
  private var headerList: UnsafeMutablePointer<curl_slist>?
  private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)

  private var headers: [String: String] = [:]
  private var head: ResponseHead?
  private var receivedBytes: Int64 = 0
  private var exceededSizeLimit = false
  private var consumerFailure: (any Error)?
  private var lastActivity = ContinuousClock.now
  private var stalled = false

  private let lock = NSLock()
  private var continuation: CheckedContinuation<Result<ResponseHead, any Error>, Never>?
  private var isCancelledStorage = false
  private var outcome: Result<ResponseHead, any Error>?

  init?(request: TransferRequest, consumer: any ResponseBodyConsumer) {
    CurlRuntime.initialize()
    guard let handle = curl_easy_init() else { return nil }
    self.url = request.url
    self.host = request.url.host?.lowercased() ?? ""
    self.handle = handle
    self.consumer = consumer
    self.limits = request.limits
    errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    var headers = request.headers
    if case .post(let body) = request.method {
      headers["Content-Type"] = body.contentType
      // libcurl 7.88 sends `Expect: 100-continue` before a body over 1 KiB and waits up to a
      // second for a server that never answers it; the body is sent at once instead.
      headers["Expect"] = ""
    }
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
      // "Name:" with nothing after it is libcurl's way to leave a header out.
      headerList = curl_slist_append(headerList, value.isEmpty ? "\(name):" : "\(name): \(value)")
    }
    configure(userAgent: request.userAgent)
    configure(method: request.method)
  }

  deinit {
    curl_easy_cleanup(handle)
    curl_slist_free_all(headerList)
    errorBuffer.deallocate()
  }

  private func configure(userAgent: String) {
    http_engine_easy_setopt_string(handle, CURLOPT_URL, url.absoluteString)
    http_engine_easy_setopt_long(handle, CURLOPT_NOSIGNAL, 1)
    http_engine_easy_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
    http_engine_easy_setopt_string(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
    http_engine_easy_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 1)
    http_engine_easy_setopt_long(handle, CURLOPT_MAXREDIRS, Self.maximumRedirects)
    http_engine_easy_setopt_long(handle, CURLOPT_FAILONERROR, 1)
    // h2c breaks on connection reuse in libcurl 7.88, so HTTP/2 is used over TLS only.
    http_engine_easy_setopt_long(handle, CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_2TLS))
    http_engine_easy_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, "")
    http_engine_easy_setopt_string(handle, CURLOPT_USERAGENT, userAgent)
    http_engine_easy_setopt_long(handle, CURLOPT_SSL_VERIFYPEER, 1)
    http_engine_easy_setopt_long(handle, CURLOPT_SSL_VERIFYHOST, 2)
    http_engine_easy_setopt_long(
      handle, CURLOPT_CONNECTTIMEOUT_MS, limits.connectTimeout.curlMilliseconds)
    http_engine_easy_setopt_long(handle, CURLOPT_TIMEOUT_MS, limits.totalTimeout.curlMilliseconds)
    http_engine_easy_setopt_off_t(
      handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limits.maximumBytes))
    http_engine_easy_setopt_long(handle, CURLOPT_BUFFERSIZE, 128 * 1024)
    http_engine_easy_setopt_long(handle, CURLOPT_TCP_KEEPALIVE, 1)
    if let headerList {
      http_engine_easy_setopt_slist(handle, CURLOPT_HTTPHEADER, headerList)
    }
    http_engine_easy_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer)
    let this = Unmanaged.passUnretained(self).toOpaque()
    http_engine_easy_setopt_pointer(handle, CURLOPT_PRIVATE, this)
    http_engine_easy_setopt_pointer(handle, CURLOPT_WRITEDATA, this)
    http_engine_easy_setopt_data_callback(handle, CURLOPT_WRITEFUNCTION) {
      buffer, size, count, context in
      guard let context else { return 0 }
      let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
      return transfer.receiveBody(UnsafeRawBufferPointer(start: buffer, count: size * count))
    }
    http_engine_easy_setopt_long(handle, CURLOPT_NOPROGRESS, 0)
    http_engine_easy_setopt_pointer(handle, CURLOPT_XFERINFODATA, this)
    http_engine_easy_setopt_progress_callback(handle, CURLOPT_XFERINFOFUNCTION) {
      context, _, _, _, _ in
      guard let context else { return 0 }
      return Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue().checkForStall() ? 1 : 0
    }
    http_engine_easy_setopt_pointer(handle, CURLOPT_HEADERDATA, this)
    http_engine_easy_setopt_data_callback(handle, CURLOPT_HEADERFUNCTION) {
      buffer, size, count, context in
      guard let context else { return 0 }
      let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
      transfer.receiveHeader(UnsafeRawBufferPointer(start: buffer, count: size * count))
      return size * count
    }
  }

  /// A POST's body is copied into the handle, so the request value need not outlive this call.
  private func configure(method: TransferMethod) {
    guard case .post(let body) = method else { return }
    http_engine_easy_setopt_long(handle, CURLOPT_POST, 1)
    // The size first: COPYPOSTFIELDS then copies exactly that many bytes, NULs included, instead of
    // reading up to the first NUL.
    http_engine_easy_setopt_off_t(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.data.count))
    if body.data.isEmpty {
      http_engine_easy_setopt_string(handle, CURLOPT_COPYPOSTFIELDS, "")
      return
    }
    _ = body.data.withUnsafeBytes { bytes in
      http_engine_easy_setopt_pointer(
        handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress!))
    }
  }

  // MARK: - Callbacks, on the engine thread

  /// Starts the stall clock; called by the engine as it hands the handle to libcurl, so time
  /// spent waiting for a slot does not count as a stall.
  func willStart() {
    lastActivity = .now
  }

  /// Whether nothing has arrived for longer than the stall timeout; libcurl calls this at least
  /// about once a second, so a stall is noticed within a second of the limit.
  private func checkForStall() -> Bool {
    guard ContinuousClock.now - lastActivity > limits.stallTimeout else { return false }
    stalled = true
    return true
  }

  private func receiveHeader(_ line: UnsafeRawBufferPointer) {
    lastActivity = .now
    guard
      let text = String(bytes: line, encoding: .isoLatin1)?.trimmingCharacters(
        in: .whitespacesAndNewlines)
    else { return }
    if text.hasPrefix("HTTP/") {
      headers = [:]
      return
    }
    guard let colon = text.firstIndex(of: ":"), headers.count < 200 else { return }
    let name = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
    headers[name] = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
  }

  private func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Int {
    lastActivity = .now
    receivedBytes += Int64(bytes.count)
    if receivedBytes > limits.maximumBytes {
      exceededSizeLimit = true
      return 0
    }
    let head = self.head ?? makeHead()
    self.head = head
    do {
      try consumer.consume(bytes, head: head)
    } catch {
      consumerFailure = error
      return 0
    }
    return bytes.count
  }

  private func makeHead() -> ResponseHead {
    var status = 0
    http_engine_easy_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
    var length: curl_off_t = -1
    http_engine_easy_getinfo_off_t(handle, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &length)
    var address: UnsafeMutablePointer<CChar>?
    http_engine_easy_getinfo_string(handle, CURLINFO_EFFECTIVE_URL, &address)
    return ResponseHead(
      statusCode: status, headers: headers, expectedLength: length >= 0 ? Int64(length) : nil,
      url: address.flatMap { URL(string: String(cString: $0)) })
  }

  // MARK: - Completion

  /// Registers the task waiting for the outcome, or resumes it at once when the outcome is already
  /// known (a cancellation that came first).
  func deliverOutcome(to continuation: CheckedContinuation<Result<ResponseHead, any Error>, Never>)
  {
    lock.lock()
    if let outcome {
      lock.unlock()
      continuation.resume(returning: outcome)
      return
    }
    self.continuation = continuation
    lock.unlock()
  }

  var isCancelled: Bool {
    lock.withLock { isCancelledStorage }
  }

  func markCancelled() {
    lock.withLock { isCancelledStorage = true }
  }

  /// Delivers the outcome to the waiting task, once; later calls are ignored.
  func complete(_ outcome: Result<ResponseHead, any Error>) {
    lock.lock()
    guard self.outcome == nil else {
      lock.unlock()
      return
    }
    self.outcome = outcome
    let continuation = self.continuation
    self.continuation = nil
    lock.unlock()
    continuation?.resume(returning: outcome)
  }

  /// Turns libcurl's result code into the outcome.
  func complete(code: CURLcode) {
    complete(outcome(for: code))
  }

  /// The head, a ``TransferFailure``, or the consumer's own error, unchanged.
  private func outcome(for code: CURLcode) -> Result<ResponseHead, any Error> {
    let head = finalHead()
    switch code {
    case CURLE_OK:
      guard (200..<300).contains(head.statusCode) || head.statusCode == 304 else {
        return .failure(TransferFailure.httpStatus(head))
      }
      return .success(head)
    case CURLE_HTTP_RETURNED_ERROR:
      return .failure(TransferFailure.httpStatus(head))
    case CURLE_WRITE_ERROR where exceededSizeLimit, CURLE_FILESIZE_EXCEEDED:
      return .failure(TransferFailure.tooLarge(limitBytes: limits.maximumBytes))
    case CURLE_WRITE_ERROR where consumerFailure != nil:
      return .failure(consumerFailure!)
    case CURLE_OPERATION_TIMEDOUT:
      return .failure(TransferFailure.timedOut)
    case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
      return .failure(TransferFailure.cannotConnect(reason: "its host name could not be resolved"))
    case CURLE_COULDNT_CONNECT:
      return .failure(TransferFailure.cannotConnect(reason: connectionFailure()))
    case CURLE_UNSUPPORTED_PROTOCOL:
      return .failure(TransferFailure.protocolNotAllowed)
    case CURLE_TOO_MANY_REDIRECTS:
      return .failure(TransferFailure.tooManyRedirects(limit: Self.maximumRedirects))
    case CURLE_ABORTED_BY_CALLBACK where stalled:
      return .failure(TransferFailure.timedOut)
    default:
      return .failure(TransferFailure.failed(reason: reason(for: code)))
    }
  }

  private func finalHead() -> ResponseHead {
    var head = makeHead()
    head.headers = headers
    return head
  }

  private func reason(for code: CURLcode) -> String {
    let detail = String(cString: errorBuffer)
    let summary = String(cString: curl_easy_strerror(code))
    return detail.isEmpty ? summary : detail
  }

  /// Why the connection failed, as the system said it ("Connection refused"): libcurl's own
  /// message ("Failed to connect to 127.0.0.1 port 9 after 0 ms: Couldn't connect to server")
  /// repeats what the caller's sentence already says, and names the address the caller has.
  private func connectionFailure() -> String {
    var systemError = 0
    http_engine_easy_getinfo_long(handle, CURLINFO_OS_ERRNO, &systemError)
    guard systemError != 0 else { return "the server took no connection" }
    return String(cString: strerror(Int32(systemError)))
  }
}
