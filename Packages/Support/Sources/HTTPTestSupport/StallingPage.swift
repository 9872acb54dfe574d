import FlyingFox

extension HTTPResponse {
  /// The start of an HTML page and a kilobyte of it, then four seconds of silence, in a body
  /// announced as 100,000 bytes: for a consumer that must stop a transfer on what it has seen,
  /// and a test that it does so without waiting for the rest.
  public static func stallingPage() -> HTTPResponse {
    let steps: [ScriptedBody.Step] = [
      .send(Array("<!DOCTYPE html><html><body>".utf8)), .pause(.milliseconds(100)),
      .send(Array(repeating: UInt8(ascii: "x"), count: 1_000)), .pause(.seconds(4)),
    ]
    return HTTPResponse(
      statusCode: .ok, body: HTTPBodySequence(from: ScriptedBody(steps: steps), count: 100_000))
  }
}
