"""A program on a pseudo-terminal, driven as a person at a keyboard would, for Scripts/examples/bench-reader.

The benchmark times the real release binary, so it needs what a terminal emulator gives it: a
terminal of a known size on standard input and output (set with TIOCSWINSZ before the program
starts, and the program's controlling terminal), keys written to it one at a time, and the bytes
the program draws, read as they arrive.

When is a frame finished? The program writes each frame in one `write`, but the bytes may reach
us in several reads, and a key may lead to more than one frame (a list shows "Loading…" before the
store answers). So a frame counts as finished when the screen shows what the caller waits for
(`until`, checked on a small model of the screen) and then no byte arrives for `QUIET` seconds.
The time reported is that of the read that returned the frame's last byte: the quiet window only
proves that nothing followed, so it is not part of the figure.

The kernel may hand one `write` of a few kilobytes to the terminal in pieces, and on a busy machine
the writer can be descheduled between them for longer than the quiet window; so the caller's
`until` should name the frame's last rows, which the encoder writes last (rows top to bottom),
rather than its title alone. The screen model understands exactly what the reader's encoder
writes (cursor moves, SGR, clearing the screen, the alternate screen and cursor modes, UTF-8 text)
and keeps each cell's character and whether it is reversed: enough to ask which screen is shown
and where the selection bar is, never to check how it looks.
"""
import fcntl
import os
import pathlib
import select
import struct
import subprocess
import termios
import time
import unicodedata

QUIET = 0.003  # seconds without output after which a frame counts as finished
ALTERNATE_SCREEN = b"\x1b[?1049h"


class Timeout(Exception):
    """The program did not show what was waited for in time."""


class Screen:
    """The characters on a terminal of `columns` x `rows`, as the bytes written so far leave it."""

    def __init__(self, columns: int, rows: int):
        self.columns = columns
        self.rows = rows
        self.cells = [[" "] * columns for _ in range(rows)]
        self.reversed = [[False] * columns for _ in range(rows)]
        self.is_reversing = False  # the current SGR's reverse video
        self.row = 0
        self.column = 0
        self.has_entered = False  # whether the alternate screen was asked for
        self.pending = b""

    def feed(self, data: bytes) -> None:
        data = self.pending + data
        self.pending = b""
        index = 0
        while index < len(data):
            byte = data[index]
            if byte == 0x1B:
                end = self._sequence_end(data, index)
                if end is None:
                    self.pending = data[index:]
                    return
                self._control(data[index:end])
                index = end
                continue
            length = 1 if byte < 0x80 else 2 if byte >> 5 == 0b110 else 3 if byte >> 4 == 0b1110 else 4
            if index + length > len(data):
                self.pending = data[index:]
                return
            character = data[index:index + length].decode("utf-8", errors="replace")
            index += length
            if character < " ":
                continue
            self._put(character)

    def text(self, row: int) -> str:
        return "".join(self.cells[row]).rstrip()

    def reversed_rows(self, rows: range) -> list[int]:
        """The rows among `rows` that are reversed from edge to edge, as a selection bar is."""
        return [row for row in rows if all(self.reversed[row])]

    @staticmethod
    def _sequence_end(data: bytes, start: int):
        """The index after the escape sequence at `start`, or None when it is not complete yet."""
        if start + 1 >= len(data):
            return None
        if data[start + 1] != ord("["):
            return start + 2
        for index in range(start + 2, len(data)):
            if 0x40 <= data[index] <= 0x7E:
                return index + 1
        return None

    def _control(self, sequence: bytes) -> None:
        if sequence == ALTERNATE_SCREEN:
            self.has_entered = True
        elif sequence == b"\x1b[2J":
            self.cells = [[" "] * self.columns for _ in range(self.rows)]
            self.reversed = [[False] * self.columns for _ in range(self.rows)]
        elif sequence.endswith(b"m"):
            self.is_reversing = b"7" in sequence[2:-1].split(b";")
        elif sequence.endswith(b"H"):
            parts = sequence[2:-1].split(b";")
            self.row = (int(parts[0]) if parts[0] else 1) - 1
            self.column = (int(parts[1]) if len(parts) > 1 and parts[1] else 1) - 1

    def _put(self, character: str) -> None:
        if unicodedata.combining(character):
            return
        width = 2 if unicodedata.east_asian_width(character) in ("W", "F") else 1
        if 0 <= self.row < self.rows and 0 <= self.column < self.columns:
            self.cells[self.row][self.column] = character
            self.reversed[self.row][self.column] = self.is_reversing
            if width == 2 and self.column + 1 < self.columns:  # the right half of a wide character
                self.cells[self.row][self.column + 1] = ""
                self.reversed[self.row][self.column + 1] = self.is_reversing
        self.column = min(self.column + width, self.columns - 1)


class Frame:
    """What one wait read: its bytes, and when its first and last byte arrived (time.perf_counter)."""

    def __init__(self, data: bytes, first_byte: float, last_byte: float):
        self.data = data
        self.first_byte = first_byte
        self.last_byte = last_byte


class TerminalSession:
    """`command` started on a new pseudo-terminal of `columns` x `rows`, in a session of its own."""

    def __init__(self, command: list[str], environment: dict[str, str], columns: int, rows: int, stderr):
        self.screen = Screen(columns, rows)
        self.master, slave = os.openpty()
        try:
            fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
            self.started = time.perf_counter()
            self.process = subprocess.Popen(
                command, env=environment, stdin=slave, stdout=slave, stderr=stderr, close_fds=True,
                start_new_session=True,
                # The terminal becomes the program's controlling terminal, as in a shell.
                preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0),
            )
        except BaseException:
            os.close(self.master)
            raise
        finally:
            os.close(slave)
        self.has_ended = False

    @property
    def pid(self) -> int:
        return self.process.pid

    def send(self, key: bytes) -> float:
        """Writes `key` as typed and returns when it was written."""
        written = time.perf_counter()
        os.write(self.master, key)
        return written

    def wait_frame(self, until=lambda screen: True, timeout: float = 10.0) -> Frame:
        """Reads until `until(screen)` holds and QUIET seconds pass without output; raises Timeout
        when that does not happen within `timeout` seconds."""
        deadline = time.perf_counter() + timeout
        chunks = []
        first_byte = last_byte = None
        shown = False
        while True:
            now = time.perf_counter()
            if now >= deadline:
                raise Timeout(f"no finished frame within {timeout:g} s; the screen's first line: "
                              f"{self.screen.text(0)!r}")
            wait = min(QUIET, deadline - now) if shown else deadline - now
            ready, _, _ = select.select([self.master], [], [], wait)
            if not ready:
                if shown:
                    return Frame(b"".join(chunks), first_byte, last_byte)
                continue
            data = self._read()
            if not data:
                raise Timeout(f"the program ended its output (status {self.process.poll()}) while a "
                              f"frame was awaited; the screen's first line: {self.screen.text(0)!r}")
            last_byte = time.perf_counter()
            first_byte = first_byte or last_byte
            chunks.append(data)
            self.screen.feed(data)
            shown = until(self.screen)

    def drain(self, seconds: float) -> bytes:
        """Reads whatever arrives in the next `seconds`, sleeping in select meanwhile."""
        deadline = time.perf_counter() + seconds
        chunks = []
        while (remaining := deadline - time.perf_counter()) > 0:
            ready, _, _ = select.select([self.master], [], [], remaining)
            if ready:
                data = self._read()
                if not data:
                    break
                chunks.append(data)
                self.screen.feed(data)
        return b"".join(chunks)

    def cpu_seconds(self) -> float:
        """The program's user and system time so far, from /proc/PID/stat."""
        with open(f"/proc/{self.pid}/stat") as stat:
            # The command name, in parentheses, may hold spaces: count the fields after it.
            fields = stat.read().rsplit(")", 1)[1].split()
        utime, stime = int(fields[11]), int(fields[12])
        return (utime + stime) / os.sysconf("SC_CLK_TCK")

    def threads(self) -> dict[int, tuple[int, int]]:
        """Each thread's run time in nanoseconds and how many times it was switched in, by thread
        id, from /proc/PID/task/*/schedstat: finer than the clock ticks of cpu_seconds, and the
        switches count the wake-ups an idle program should not have. A thread that ends takes
        its figures with it, so compare two readings thread by thread."""
        threads = {}
        for task in pathlib.Path(f"/proc/{self.pid}/task").iterdir():
            try:
                run_nanoseconds, _, slices = (task / "schedstat").read_text().split()
            except (FileNotFoundError, ProcessLookupError):  # the thread ended meanwhile
                continue
            threads[int(task.name)] = (int(run_nanoseconds), int(slices))
        return threads

    def wait_exit(self, timeout: float = 10.0) -> int:
        """Reads the output away until the program exits, and returns its status."""
        deadline = time.perf_counter() + timeout
        while self.process.poll() is None:
            remaining = deadline - time.perf_counter()
            if remaining <= 0:
                raise Timeout(f"the program did not exit within {timeout:g} s")
            ready, _, _ = select.select([self.master], [], [], min(remaining, 0.05))
            if ready and not self._read():
                # The terminal is closed: nothing more to read, only the exit to wait for.
                try:
                    return self.process.wait(timeout=max(0.0, deadline - time.perf_counter()))
                except subprocess.TimeoutExpired:
                    raise Timeout(f"the program did not exit within {timeout:g} s") from None
        return self.process.returncode

    def close(self) -> None:
        """Kills the program if it still runs, and closes the terminal."""
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=10)
        os.close(self.master)

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.close()

    def _read(self) -> bytes:
        try:
            return os.read(self.master, 65536)
        except OSError:  # EIO: every descriptor of the slave side is closed
            return b""
