import Dependencies
import Foundation

/// Plays local sound files.
///
/// This is the interface only, so features that play sound build and test without ALSA or a
/// decoder; the live implementation lives in the `AudioPlayerClientLive` package, which only the
/// app links. A feature can depend on a single endpoint, such as
/// `@Dependency(\.audioPlayer.play) var play`, to show exactly what it needs.
///
/// Cancelling the calling task stops the sound at once and throws `CancellationError`, as every
/// client in this workspace does; every other failure is an ``AudioPlayerError``.
public struct AudioPlayerClient: Sendable {
  /// Plays the file once, suspending until it has finished or ``stop`` was called.
  ///
  /// Suspending rather than returning at once lets a caller simply `await` a whole bulletin, and
  /// cancelling the calling task stops the sound. Only local files are played: fetching is the
  /// news client's job.
  public var play: @Sendable (_ url: URL) async throws -> Void

  /// Plays the file over and over without a gap, suspending until ``stop`` is called or the task
  /// is cancelled.
  public var loop: @Sendable (_ url: URL) async throws -> Void

  /// Sets the volume from 0 (silent) to 1 (full), clamping anything outside. It applies to what is
  /// playing now as well as to what plays next.
  public var setVolume: @Sendable (_ volume: Float) async -> Void

  /// Silences the output at once and makes a suspended ``play`` or ``loop`` return.
  public var stop: @Sendable () async -> Void

  /// Where playback is, for drawing progress; nil when nothing is playing.
  public var position: @Sendable () async -> PlaybackPosition?

  /// Builds a client from its endpoints.
  ///
  /// Public so that the live package, previews and tests can each build their own value.
  public init(
    play: @escaping @Sendable (_ url: URL) async throws -> Void,
    loop: @escaping @Sendable (_ url: URL) async throws -> Void,
    setVolume: @escaping @Sendable (_ volume: Float) async -> Void,
    stop: @escaping @Sendable () async -> Void,
    position: @escaping @Sendable () async -> PlaybackPosition?
  ) {
    self.play = play
    self.loop = loop
    self.setVolume = setVolume
    self.stop = stop
    self.position = position
  }
}

extension DependencyValues {
  /// The player that plays bulletins and chimes.
  public var audioPlayer: AudioPlayerClient {
    get { self[AudioPlayerClient.self] }
    set { self[AudioPlayerClient.self] = newValue }
  }
}
