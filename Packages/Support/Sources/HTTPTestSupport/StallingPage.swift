import FlyingFox

extension HTTPResponse {
  /// How long a stalling page is silent after its first kilobyte: long enough that a test can
  /// tell a transfer stopped on what it had seen from one that waited, with a bound a loaded
  /// machine meets many times over.
  public static let stallingPageSilence: Duration = .seconds(30)

  /// The start of an HTML page and a kilobyte of it, then `stallingPageSilence`, in a body
  /// announced as 100,000 bytes: for a consumer that must stop a transfer on what it has seen,
  /// and a test that it does so without waiting for the rest.
  public static func stallingPage() -> HTTPResponse {
    let steps: [ScriptedBody.Step] = [
      .send(Array("<!DOCTYPE html><html><body>".utf8)), .pause(.milliseconds(100)),
      .send(Array(repeating: UInt8(ascii: "x"), count: 1_000)), .pause(stallingPageSilence),
    ]
    return HTTPResponse(
      statusCode: .ok, body: HTTPBodySequence(from: ScriptedBody(steps: steps), count: 100_000))
  }
}
