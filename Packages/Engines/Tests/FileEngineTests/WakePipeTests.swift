import FileEngine
import Foundation
import Testing

/// On real pipes. That a signal handler's ring wakes the terminal's input thread is proved by
/// TerminalClientLive's signal tests, and that a stop wakes the playback thread by
/// AudioPlayerClientLive's.
struct WakePipeTests {
  @Test func ringsAreDrainedInOrderAndOnce() throws {
    let pipe = try WakePipe()
    pipe.ring(0x57)
    WakePipe.ring(pipe.writeEnd, 0x43)
    pipe.ring()
    #expect(pipe.drain() == [0x57, 0x43, 1])
    #expect(pipe.drain() == [])
  }

  @Test func bothEndsAreNonBlockingAndClosedOnExec() throws {
    let pipe = try WakePipe()
    for end in [pipe.readEnd, pipe.writeEnd] {
      #expect(fcntl(end, F_GETFL) & O_NONBLOCK != 0)
      #expect(fcntl(end, F_GETFD) & FD_CLOEXEC != 0)
    }
  }

  @Test func aFullPipeDropsRingsWithoutBlocking() throws {
    let pipe = try WakePipe()
    // More than any pipe buffer holds (64 KiB on Linux, 16 KiB on macOS).
    for _ in 0..<200_000 { pipe.ring() }
    let drained = pipe.drain()
    #expect(drained.count > 0 && drained.count < 200_000)
    #expect(pipe.drain() == [])
  }

  @Test func aRingLeavesErrnoAsItFoundIt() throws {
    let pipe = try WakePipe()
    for _ in 0..<200_000 { pipe.ring() }
    errno = ENOTTY
    // This write fails with EAGAIN, which a signal handler must not leave behind.
    WakePipe.ring(pipe.writeEnd, 1)
    #expect(errno == ENOTTY)
  }

  @Test func waitReturnsWhenAnotherThreadRings() async throws {
    let pipe = try WakePipe()
    let done = DispatchSemaphore(value: 0)
    let waiter = Thread {
      pipe.wait()
      done.signal()
    }
    waiter.start()
    try await Task.sleep(for: .milliseconds(50))
    pipe.ring()
    #expect(done.wait(timeout: .now() + 5) == .success)
    #expect(pipe.drain() == [])
  }

  @Test func thePollDescriptorIsTheReadEnd() throws {
    let pipe = try WakePipe()
    var descriptors = [pipe.pollDescriptor]
    #expect(poll(&descriptors, 1, 0) == 0)
    pipe.ring()
    #expect(poll(&descriptors, 1, 0) == 1)
    #expect(descriptors[0].revents & Int16(POLLIN) != 0)
  }
}
