import NewsClient

/// Takes a response body as it arrives, so that nothing has to hold the whole body first: a feed
/// is parsed, an enclosure is written to disk, chunk by chunk.
///
/// Called on the transfer engine's thread, one chunk at a time, and only for a successful (2xx)
/// final response. Throwing stops the transfer at once, and the transfer fails with that error.
protocol ResponseBodyConsumer: AnyObject {
  func consume(_ bytes: UnsafeRawBufferPointer, head: ResponseHead) throws(NewsClientError)
}
