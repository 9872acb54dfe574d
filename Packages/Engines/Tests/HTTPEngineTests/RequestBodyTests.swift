import Foundation
import HTTPEngine
import Testing

struct RequestBodyTests {
  @Test func aFormEncodesEveryByteOutsideTheUnreservedSetInTheOrderGiven() {
    let body = RequestBody.form([
      (name: "api_key", value: "0cc175b9c0f1b6a831c399e269772661"),
      (name: "with ids", value: "1,2,3"),
      (name: "note", value: "a+b&c=d/é~ok-._"),
    ])
    #expect(body.contentType == "application/x-www-form-urlencoded")
    #expect(
      String(decoding: body.data, as: UTF8.self)
        == "api_key=0cc175b9c0f1b6a831c399e269772661&with%20ids=1%2C2%2C3"
        + "&note=a%2Bb%26c%3Dd%2F%C3%A9~ok-._")
  }

  @Test func anEmptyFormIsAnEmptyBody() {
    #expect(RequestBody.form([]).data.isEmpty)
  }
}
