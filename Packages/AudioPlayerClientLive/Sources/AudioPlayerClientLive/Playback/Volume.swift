/// Scales decoded samples in place, a period at a time, so a volume change is heard from the next
/// period on without touching the system mixer (which `null`, `file` and many devices lack).
enum Volume {
  /// Clamps to 0…1. Not-a-number is silence, the safe reading of a broken value.
  static func clamped(_ volume: Float) -> Float {
    volume.isNaN ? 0 : min(1, max(0, volume))
  }

  /// Multiplies `samples` interleaved samples by `gain`, rounding integers to the nearest value
  /// (halves away from zero). A gain of 1 leaves the samples bit for bit as decoded.
  static func apply(
    _ gain: Float, to buffer: UnsafeMutableRawPointer, samples: Int, format: SampleFormat
  ) {
    guard gain != 1 else { return }
    switch format {
    case .int16:
      let values = UnsafeMutableBufferPointer(
        start: buffer.assumingMemoryBound(to: Int16.self), count: samples)
      for index in values.indices {
        values[index] = Int16((Float(values[index]) * gain).rounded())
      }
    case .int32:
      let values = UnsafeMutableBufferPointer(
        start: buffer.assumingMemoryBound(to: Int32.self), count: samples)
      let wideGain = Double(gain)
      for index in values.indices {
        values[index] = Int32((Double(values[index]) * wideGain).rounded())
      }
    case .float32:
      let values = UnsafeMutableBufferPointer(
        start: buffer.assumingMemoryBound(to: Float.self), count: samples)
      for index in values.indices {
        values[index] *= gain
      }
    }
  }
}
