import ArgumentParser
import ArticleClient
import ArticleClientLive
import ArticleStoreClient
import ArticleStoreClientLive
import AudioPlayerClient
import AudioPlayerClientLive
import ConfigurationCore
import Dependencies
import Foundation
import HTTPEngine
import NewsClient
import NewsClientLive
import ReaderFeature
import RefreshFeature
import StorageClient
import StorageClientLive
import SyncClient
import SyncClientLive
import TerminalClient
import TerminalClientLive

/// The live values this app builds itself, because they need what only the app knows: its
/// identity, the environment, the configuration and the chosen command's flags.
///
/// A client whose `liveValue` needs none of that is not named here: linking its live package in
/// `App/Package.swift` is enough, and ``LiveImplementations`` proves it is linked. In the preview
/// context the previews of every client are used, but for the terminal (see below).
enum LiveValues {
  /// Runs `operation` with the storage and the article store in the app's folders, the
  /// configuration read once (the config file, with what settings.json still sets), and the news
  /// client and the player (its device and volume) shaped by it and by the command's flags.
  /// What the article store recovered from when it opened (a damaged file set aside, a file it can
  /// only read) is reported once the command is done, since the store opens when first used.
  static func providing(
    for command: any ParsableCommand,
    environment: [String: String],
    operation: @escaping @Sendable () async throws -> Void
  ) async throws {
    let options = (command as? any ShapesLiveValues)?.liveOptions ?? LiveOptions()
    let folders = LiveFolders(environment: environment)
    let storage = StorageClient.live(directories: folders.storage)
    // One transport for every client that fetches, so that its limits hold across them: a
    // refresh, reader mode and a sync share 8 transfers in flight and 4 to one host.
    let transport = TransferEngine(maximumInFlight: 8, maximumPerHost: 4)
    try await withDependencies {
      // The reader is a screen to look at, so a preview of it must be shown: the terminal stays
      // live under --preview while the news, the store and the player are previews, and nothing
      // of the user's is read or written. Previews subscribe to the samples, to have feeds to show.
      if $0.context == .preview {
        $0.terminal = .live()
        $0.storage = .inMemory(PreviewMode.savedFiles)
      }
      if $0.context == .live {
        $0.storage = storage
        $0.articleStore = .live(databaseURL: folders.articleStore)
      }
    } operation: {
      let warnings = Warnings(terminal: .current())
      @Dependency(\.context) var context
      let report = try await configurationReport(folders, readsFile: context == .live)
      if !(command is any ReportsStartupWarnings) {
        report.warnings.forEach(warnings.report)
      }
      let configuration = report.loaded.configuration
      try await withDependencies {
        $0.configuration = configuration
        $0.configurationReport = report
        $0.linkOpeners = configuration.linkOpeners
        $0.refreshNotification = configuration.notifyProgram.map {
          RefreshNotification(
            program: $0, format: configuration.notifyFormat, always: configuration.notifyAlways)
        }
        if $0.context == .live {
          $0.newsClient = .live(
            configuration: newsConfiguration(
              options, storage: storage, cache: folders.cache, transport: transport))
          $0.audioPlayer = .liveOnFirstUse(
            device: audioDevice(options, configuration: configuration, environment: environment),
            volume: options.volume ?? Float(configuration.volume))
          $0.articleClient = .live(
            configuration: ArticleClient.LiveConfiguration(
              userAgent: AppIdentity.userAgent, transport: transport))
          $0.syncClient = .live(
            configuration: SyncClient.LiveConfiguration(
              userAgent: AppIdentity.userAgent, transport: transport))
        }
      } operation: {
        do {
          try await operation()
          await reportArticleStoreRecoveries(warnings)
        } catch {
          await reportArticleStoreRecoveries(warnings)
          throw withHint(error)
        }
      }
    }
  }

  /// The configuration file, read once, with settings.json applied where the file sets nothing:
  /// under `--preview` neither is read, as nothing of the user's is.
  static func configurationReport(_ folders: LiveFolders, readsFile: Bool) async throws
    -> ConfigurationReport
  {
    let file = folders.configurationFile.path
    var report = ConfigurationReport(file: file)
    guard readsFile else { return report }
    report.loaded = ConfigurationFile.load(folders.configurationFile, home: folders.home)
    let settings = try await Settings.load()
    report.settingsProblems =
      (settings.problem.map { [$0.description] } ?? [])
      + settings.value.problems
    let settingsFile = folders.storage.configuration
      .appendingPathComponent(StorageKey.settings.name).path
    report.settingsNote = settings.value.apply(
      to: &report.loaded, from: settingsFile, configurationFile: file)
    return report
  }

  private static func reportArticleStoreRecoveries(_ warnings: Warnings) async {
    @Dependency(\.articleStore) var articleStore
    for recovery in await articleStore.takeWarnings() {
      warnings.report(recovery.description)
    }
  }

  /// The environment variable that chooses the ALSA device for every run.
  static var audioDeviceVariable: String { AppIdentity.environmentPrefix + "AUDIO_DEVICE" }

  /// The news client's configuration: the app's User-Agent, the storage whose cache area keeps
  /// feed bodies and validators, the cache folder for enclosures and, when the user chose one with
  /// `--timeout`, that many seconds per feed.
  static func newsConfiguration(
    _ options: LiveOptions, storage: StorageClient, cache: URL, transport: TransferEngine? = nil
  ) -> NewsClient.LiveConfiguration {
    var configuration = NewsClient.LiveConfiguration(
      storage: storage,
      cacheDirectory: cache,
      userAgent: AppIdentity.userAgent,
      transport: transport
    )
    if let seconds = options.feedTimeout {
      configuration.connectTimeout = .seconds(min(seconds, 10))
      configuration.transferTimeout = .seconds(seconds)
      // Never shorter than the feed may take: silence within that time is what the user agreed
      // to wait out, and a download is given the same patience.
      configuration.stallTimeout = .seconds(seconds)
    }
    return configuration
  }

  /// The ALSA device: `--device`, else the environment variable, else the configuration's
  /// `audio-device` (`default` unless set). An empty variable counts as unset, as shells make it
  /// easy to set one by mistake.
  static func audioDevice(
    _ options: LiveOptions, configuration: Configuration, environment: [String: String]
  ) -> String {
    let fromEnvironment = environment[audioDeviceVariable].flatMap {
      $0.isEmpty ? nil : $0
    }
    return options.audioDevice ?? fromEnvironment ?? configuration.audioDevice
  }

  /// `error`, with what the user can do about it where only the app knows: its own flags and
  /// environment variables.
  static func withHint(_ error: any Error) -> any Error {
    guard case .deviceUnavailable = error as? AudioPlayerError else { return error }
    return CommandFailure(
      "\(error). Choose another device with --device or \(audioDeviceVariable), for example 'null'."
    )
  }
}
