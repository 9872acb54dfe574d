import Foundation

/// Writes WAV files byte by byte, so every test states its fixture exactly and none is committed.
struct WAVFixture {
  enum Encoding {
    /// Integer PCM of 8 (unsigned), 16, 24 or 32 bits.
    case integer(bits: Int)
    case float32
    case float64

    var bytesPerSample: Int {
      switch self {
      case .integer(let bits): bits / 8
      case .float32: 4
      case .float64: 8
      }
    }

    var formatTag: UInt16 {
      switch self {
      case .integer: 1
      case .float32, .float64: 3
      }
    }
  }

  var encoding: Encoding = .integer(bits: 16)
  var channels = 2
  var sampleRate = 44_100
  /// Writes the `WAVE_FORMAT_EXTENSIBLE` header instead of the plain one.
  var extensible = false

  /// A WAV holding `samples`, interleaved, each from -1 to 1, quantised by rounding.
  func data(normalized samples: [Double]) -> Data {
    switch encoding {
    case .integer(let bits):
      let scale = Double(Int64(1) << (bits - 1))
      return data(
        integers: samples.map { Int64(min(scale - 1, max(-scale, ($0 * scale).rounded()))) })
    case .float32, .float64:
      return data(floats: samples)
    }
  }

  /// An integer PCM WAV holding exactly `samples`, interleaved, signed (8-bit ones are stored
  /// offset by 128, as WAV wants).
  func data(integers samples: [Int64]) -> Data {
    guard case .integer(let bits) = encoding else { preconditionFailure("not an integer encoding") }
    var body = Data()
    for value in samples {
      if bits == 8 {
        body.append(UInt8(value + 128))
      } else {
        for byte in 0..<(bits / 8) { body.append(UInt8(truncatingIfNeeded: value >> (8 * byte))) }
      }
    }
    return wrap(body)
  }

  /// A float WAV holding exactly `samples`, interleaved.
  func data(floats samples: [Double]) -> Data {
    var body = Data()
    for sample in samples {
      if case .float64 = encoding {
        body.append(littleEndian: sample.bitPattern)
      } else {
        body.append(littleEndian: Float(sample).bitPattern)
      }
    }
    return wrap(body)
  }

  /// A 16-bit WAV holding exactly `samples`, interleaved.
  static func data(int16 samples: [Int16], channels: Int = 2, sampleRate: Int = 44_100) -> Data {
    var body = Data()
    for sample in samples { body.append(littleEndian: UInt16(bitPattern: sample)) }
    return WAVFixture(channels: channels, sampleRate: sampleRate).wrap(body)
  }

  /// The RIFF header and chunks around `body`.
  func wrap(_ body: Data, formatTag overriddenTag: UInt16? = nil) -> Data {
    let blockAlign = channels * encoding.bytesPerSample
    var format = Data()
    format.append(littleEndian: extensible ? UInt16(0xFFFE) : overriddenTag ?? encoding.formatTag)
    format.append(littleEndian: UInt16(channels))
    format.append(littleEndian: UInt32(sampleRate))
    format.append(littleEndian: UInt32(sampleRate * blockAlign))
    format.append(littleEndian: UInt16(blockAlign))
    format.append(littleEndian: UInt16(encoding.bytesPerSample * 8))
    if extensible {
      format.append(littleEndian: UInt16(22))
      format.append(littleEndian: UInt16(encoding.bytesPerSample * 8))
      format.append(littleEndian: UInt32(channels == 2 ? 0x3 : 0))
      // The KSDATAFORMAT_SUBTYPE GUID: the format tag, then 00000000-0010-8000-00AA00389B71.
      format.append(littleEndian: UInt32(encoding.formatTag))
      format.append(contentsOf: [
        0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xAA, 0x00, 0x38, 0x9B, 0x71,
      ])
    }
    var file = Data("RIFF".utf8)
    file.append(littleEndian: UInt32(4 + 8 + format.count + 8 + body.count))
    file.append(contentsOf: "WAVEfmt ".utf8)
    file.append(littleEndian: UInt32(format.count))
    file.append(format)
    file.append(contentsOf: "data".utf8)
    file.append(littleEndian: UInt32(body.count))
    file.append(body)
    return file
  }
}

extension Data {
  mutating func append<Value: FixedWidthInteger>(littleEndian value: Value) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }

  /// The bytes read as native-endian values of `type`, as the player writes them.
  func values<Value>(as type: Value.Type) -> [Value] {
    withUnsafeBytes { Array($0.bindMemory(to: Value.self)) }
  }
}

/// A sine of `frequency` at `amplitude`, the same on every channel.
func sine(
  frames: Int, channels: Int, sampleRate: Int = 44_100, frequency: Double = 441,
  amplitude: Double = 0.5
)
  -> [Double]
{
  (0..<frames).flatMap { frame in
    let value = amplitude * sin(2 * .pi * frequency * Double(frame) / Double(sampleRate))
    return [Double](repeating: value, count: channels)
  }
}
