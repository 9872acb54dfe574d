import Dependencies

extension AudioPlayerClient: TestDependencyKey {
  /// Every endpoint fails the test that calls it, naming the endpoint.
  ///
  /// Tests start here and override only the endpoints their flow should use, so that a flow that
  /// starts calling something new is caught.
  public static let testValue = AudioPlayerClient(
    play: unimplemented("AudioPlayerClient.play"),
    loop: unimplemented("AudioPlayerClient.loop"),
    setVolume: unimplemented("AudioPlayerClient.setVolume"),
    stop: unimplemented("AudioPlayerClient.stop"),
    position: unimplemented("AudioPlayerClient.position", placeholder: nil)
  )

  /// A player that needs no sound device: every file "plays" silently for ten seconds on the
  /// `continuousClock` dependency, reporting its position as it goes.
  public static var previewValue: AudioPlayerClient {
    .silent(playing: .seconds(10))
  }
}
