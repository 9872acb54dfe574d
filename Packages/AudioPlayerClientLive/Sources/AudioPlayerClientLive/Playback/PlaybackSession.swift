import AudioPlayerClient
import Foundation

/// One `play` or `loop` on the playback thread: decodes a period, scales it by the volume, hands
/// it to ALSA, and between periods looks whether it should end.
///
/// Not Sendable: it lives and dies on the playback thread, with the PCM it opens.
struct PlaybackSession {
  let request: PlaybackControl.Request
  let definition: PCMDefinition
  let control: PlaybackControl
  let onPeriodWritten: (@Sendable (PlaybackEngine.PeriodReport) -> Void)?

  /// How long the device may take no audio before playback is called failed.
  static let stallLimit: Duration = .seconds(5)

  private var deviceName: String { definition.deviceName }

  /// Plays to the end (or forever when looping) unless asked to end; throws `CancellationError`
  /// when the calling task was cancelled.
  ///
  /// When playback ends before the end of the file, the dropped, silent device is left in
  /// `openDevice` for the thread to close after it has resumed the caller: closing a `file` PCM
  /// that writes into a pipe waits for the pipe's reader, and a stop should not. Playback that
  /// reaches the end closes the device before returning, so a caller finds the output complete.
  func run(leavingOpen openDevice: inout PCMDevice?) throws {
    let file = try openDecoder(for: request.url)
    let device: PCMDevice
    let configuration: PCMDevice.Configuration
    do {
      device = try PCMDevice(opening: definition)
      configuration = try device.configure(
        formats: file.preferredFormats, channels: file.channels, sampleRate: file.sampleRate)
    } catch {
      throw AudioPlayerError.deviceUnavailable(device: deviceName, reason: Self.explain(error))
    }
    openDevice = device
    var output = Output(session: self, device: device, configuration: configuration)
    defer { output.release() }

    let duration = file.frameCount.map {
      Self.duration(frames: $0, sampleRate: configuration.sampleRate)
    }
    var pass = 0
    var framesThisPass = 0
    var periodIndex = 0
    var framesWritten = 0
    while true {
      if let ending = control.requestedEnding {
        device.drop()
        return try Self.finish(ending)
      }
      let frames = try file.read(
        into: output.buffer, frames: configuration.periodFrames, as: configuration.format)
      if frames == 0 {
        if pass == 0 {
          do {
            try file.checkComplete(decodedFrames: framesThisPass)
          } catch {
            try output.drain()
            throw error
          }
        } else if framesThisPass == 0 {
          throw AudioPlayerError.unreadableFile(
            request.url, reason: "the file yields no audio after rewinding")
        }
        guard request.repeating else {
          try output.drain()
          if control.requestedEnding == nil { openDevice = nil }
          return
        }
        try file.rewind()
        pass += 1
        framesThisPass = 0
        continue
      }
      Volume.apply(
        control.volume, to: output.buffer, samples: frames * configuration.channels,
        format: configuration.format)
      guard try output.write(frames: frames) else {
        return try Self.finish(control.requestedEnding ?? .stopped)
      }
      framesThisPass += frames
      framesWritten += frames
      control.position = PlaybackPosition(
        elapsed: Self.duration(
          frames: max(0, framesThisPass - device.delay()), sampleRate: configuration.sampleRate),
        duration: duration)
      onPeriodWritten?(
        PlaybackEngine.PeriodReport(
          periodIndex: periodIndex, framesWritten: framesWritten, pass: pass,
          sampleRate: configuration.sampleRate))
      periodIndex += 1
    }
  }

  private static func finish(_ ending: PlaybackControl.Ending) throws {
    if ending == .cancelled { throw CancellationError() }
  }

  static func duration(frames: Int, sampleRate: Int) -> Duration {
    .seconds(frames / sampleRate)
      + .nanoseconds(Int64(frames % sampleRate) * 1_000_000_000 / Int64(sampleRate))
  }

  /// The device part of an error message, with a hint when the machine has no sound card at all.
  static func explain(_ error: any Error) -> String {
    let message = (error as? ALSAError)?.message ?? "\(error)"
    return ALSALibrary.machineHasSoundCard ? message : "\(message) (this machine has no sound card)"
  }
}

extension PlaybackSession {
  /// The period buffer and the waiting that writing it to a non-blocking PCM takes.
  struct Output {
    let session: PlaybackSession
    let device: PCMDevice
    let configuration: PCMDevice.Configuration
    let buffer: UnsafeMutableRawPointer
    private let frameBytes: Int
    /// The doorbell first, then the PCM's own descriptors.
    private var descriptors: [pollfd]

    init(session: PlaybackSession, device: PCMDevice, configuration: PCMDevice.Configuration) {
      self.session = session
      self.device = device
      self.configuration = configuration
      frameBytes = configuration.channels * configuration.format.bytesPerSample
      buffer = .allocate(byteCount: configuration.periodFrames * frameBytes, alignment: 16)
      descriptors = [session.control.wake.pollDescriptor] + device.pollDescriptors()
    }

    func release() {
      buffer.deallocate()
    }

    /// Hands `frames` frames from the buffer to ALSA, waiting for room as long as it takes; false
    /// when an ending was requested meanwhile (the device is then already silent).
    mutating func write(frames: Int) throws -> Bool {
      var offset = 0
      while offset < frames {
        let written = device.write(buffer + offset * frameBytes, frames: frames - offset)
        if written > 0 {
          offset += written
          continue
        }
        switch Int32(-written) {
        case 0, EAGAIN:
          guard try waitForDevice() else { return false }
        default:
          do {
            try device.recover(from: Int32(written))
          } catch {
            throw AudioPlayerError.playbackFailed(device: session.deviceName, reason: error.message)
          }
        }
      }
      return true
    }

    /// Lets ALSA play out what it holds, still answering a stop.
    mutating func drain() throws {
      var result = device.drain()
      while result == -EAGAIN || device.isDraining {
        guard try waitForDevice() else {
          return try PlaybackSession.finish(session.control.requestedEnding ?? .stopped)
        }
        result = device.isDraining ? -EAGAIN : 0
      }
    }

    /// Sleeps until the PCM has room or the doorbell rings: false when an ending was requested,
    /// after dropping what the device holds.
    private mutating func waitForDevice() throws -> Bool {
      var waited = Duration.zero
      let step = Duration.milliseconds(500)
      while true {
        if session.control.requestedEnding != nil {
          device.drop()
          return false
        }
        for index in descriptors.indices { descriptors[index].revents = 0 }
        let ready = poll(&descriptors, nfds_t(descriptors.count), Int32(step / .milliseconds(1)))
        if ready < 0, errno != EINTR {
          throw AudioPlayerError.playbackFailed(
            device: session.deviceName, reason: String(cString: strerror(errno)))
        }
        if descriptors[0].revents != 0 { session.control.wake.drain() }
        if session.control.requestedEnding != nil { continue }
        var pcmDescriptors = Array(descriptors.dropFirst())
        if ready > 0, pcmDescriptors.isEmpty || device.events(from: &pcmDescriptors) != 0 {
          return true
        }
        if ready == 0 {
          waited += step
          guard waited < PlaybackSession.stallLimit else {
            throw AudioPlayerError.playbackFailed(
              device: session.deviceName,
              reason: "the device took no audio for \(PlaybackSession.stallLimit)")
          }
        }
      }
    }
  }
}
