import Foundation
import Synchronization

/// The learner's terminal switched to single keys without echo for `kata watch`, and switched back on every way out:
/// `restore()` (quit, errors), Ctrl-C and termination signals (`WatchCommand`), and a crash of the runner itself, whose
/// signal handler restores the mode before the crash report.
final class RawTerminal: Sendable {
    /// The mode to put back if the runner crashes, with the crash handlers that were there before ours.
    private static let crashRestore = Mutex<(descriptor: Int32, mode: termios, handlers: [Int32: sigaction])?>(nil)
    private static let crashSignals = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGSEGV, SIGFPE]

    private let input: Int32
    private let original: termios
    private let restored = Mutex(false)

    /// `nil` unless `input` is a terminal whose mode can be changed.
    init?(input: Int32 = STDIN_FILENO) {
        var mode = termios()
        guard isatty(input) == 1, tcgetattr(input, &mode) == 0 else { return nil }
        self.input = input
        original = mode
        mode.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &mode.c_cc) { controls in
            controls[Int(VMIN)] = 1
            controls[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSANOW, &mode) == 0 else { return nil }
        Self.restoreOnCrash(input: input, mode: original)
    }

    deinit { restore() }

    /// Puts the terminal back as it was; safe to call more than once.
    func restore() {
        guard restored.withLock({ done in defer { done = true }; return !done }) else { return }
        var mode = original
        tcsetattr(input, TCSANOW, &mode)
        Self.crashRestore.withLock { saved in
            for (signal, handler) in saved?.handlers ?? [:] {
                var previous = handler
                sigaction(signal, &previous, nil)
            }
            saved = nil
        }
    }

    /// The next key pressed within `timeout` seconds, `nil` if none; `"\u{4}"` (end of transmission) once input ends.
    /// Escape sequences (arrow keys) are read whole and dropped.
    func readKey(timeout: Double) -> Character? {
        guard let byte = readByte(timeoutMilliseconds: Int32(timeout * 1000)) else { return nil }
        guard byte != 0x1B else {
            while readByte(timeoutMilliseconds: 10) != nil {}
            return nil
        }
        return Character(Unicode.Scalar(byte))
    }

    /// Rows of the terminal on `output`, when it says.
    static func rows(of output: Int32 = STDOUT_FILENO) -> Int? {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    private func readByte(timeoutMilliseconds: Int32) -> UInt8? {
        var ready = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, timeoutMilliseconds) > 0 else { return nil }
        var byte: UInt8 = 0
        return read(input, &byte, 1) == 1 ? byte : 0x04
    }

    /// A fault while watching must not leave the learner's shell without echo. The handler restores the mode and the
    /// previous handler, then returns: the faulting instruction runs again and the previous handler (Swift's crash
    /// report) takes it from there.
    private static func restoreOnCrash(input: Int32, mode: termios) {
        var handlers: [Int32: sigaction] = [:]
        for signal in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                RawTerminal.crashRestore.withLockIfAvailable { saved in
                    guard var terminal = saved else { return }
                    tcsetattr(terminal.descriptor, TCSANOW, &terminal.mode)
                    if var previous = terminal.handlers[signal] { sigaction(signal, &previous, nil) }
                }
            }
            action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND))
            var previous = sigaction()
            sigaction(signal, &action, &previous)
            handlers[signal] = previous
        }
        crashRestore.withLock { $0 = (input, mode, handlers) }
    }
}
