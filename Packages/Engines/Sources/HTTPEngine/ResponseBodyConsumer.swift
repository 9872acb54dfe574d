/// Takes a response body as it arrives, so that nothing has to hold the whole body first: a feed
/// is parsed, a download is written to disk, chunk by chunk.
///
/// Public because each live package knows what its bodies are and the engine does not: it hands
/// over bytes, never the caller's types. Called on the engine's thread, one chunk at a time, and
/// only for a successful (2xx) final response, so a conformer needs no lock for state that only
/// `consume` touches until ``TransferEngine/perform(_:consumer:)`` returns. Throwing stops the
/// transfer at once, and `perform` throws that same error, unchanged.
public protocol ResponseBodyConsumer: AnyObject {
  func consume(_ bytes: UnsafeRawBufferPointer, head: ResponseHead) throws
}
