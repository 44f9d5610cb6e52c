import Foundation

/// A pseudo-terminal for driving `kata watch` as a learner's terminal would: the program gets the terminal side as
/// its standard input, output and error; the test types keys into the other side and reads the screen from it.
final class PseudoTerminal {
    let process = Process()
    private let controller: Int32
    private let terminal: Int32
    /// The terminal's mode before the program started, to compare with the mode it leaves.
    let originalMode: termios
    /// Everything the program wrote, as bytes: a read may end inside a character.
    private var written: [UInt8] = []
    var screen: String { String(decoding: written, as: UTF8.self) }

    init(rows: UInt16 = 40, columns: UInt16 = 160) throws {
        var controller: Int32 = 0, terminal: Int32 = 0
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&controller, &terminal, nil, nil, &size) == 0 else { throw POSIXError(.ENXIO) }
        self.controller = controller
        self.terminal = terminal
        var mode = termios()
        tcgetattr(terminal, &mode)
        originalMode = mode
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(controller)
        close(terminal)
    }

    /// Starts `executable` on the terminal, colors off so the screen reads as plain text.
    func start(_ executable: URL, arguments: [String], in folder: URL) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1", "TERM": "xterm"]) { $1 }
        let handle = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
    }

    func type(_ keys: String) {
        _ = keys.utf8CString.withUnsafeBufferPointer { write(controller, $0.baseAddress, $0.count - 1) }
    }

    /// Reads the screen until it shows `text` after what was read before, or `timeout` passes; returns the new part.
    /// Between reads it sleeps instead of blocking in `poll`, so it holds no thread of the shared pool. The default
    /// `timeout` leaves room for a first check in a fresh clone, which builds the kit's modules for the workspace and
    /// took over 5 minutes on a loaded 2-core machine.
    @discardableResult
    func read(until text: String, timeout: Duration = .seconds(600)) async -> String {
        let start = written.count
        var new: String { String(decoding: written[start...], as: UTF8.self) }
        let deadline = ContinuousClock.now + timeout
        while !new.contains(text), ContinuousClock.now < deadline {
            var ready = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 0) > 0 else {
                try? await Task.sleep(for: .milliseconds(20))
                continue
            }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = Glibc.read(controller, &buffer, buffer.count)
            guard count > 0 else { break }
            written += buffer.prefix(count)
        }
        return new
    }

    /// Waits for the program to exit, reading what it still prints, for at most `timeout`.
    func waitForExit(timeout: Duration = .seconds(60)) async -> Int32? {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning, ContinuousClock.now < deadline { await read(until: "\u{0}", timeout: .milliseconds(200)) }
        // What it wrote just before it exited may still be on its way through the terminal.
        await read(until: "\u{0}", timeout: .milliseconds(200))
        if process.isRunning {
            process.terminate()
            return nil
        }
        return process.terminationStatus
    }

    /// The terminal's mode now, as the program left it.
    var currentMode: termios {
        var mode = termios()
        tcgetattr(terminal, &mode)
        return mode
    }

    static func sameMode(_ left: termios, _ right: termios) -> Bool {
        left.c_iflag == right.c_iflag && left.c_oflag == right.c_oflag && left.c_cflag == right.c_cflag && left.c_lflag == right.c_lflag
            && withUnsafeBytes(of: left.c_cc) { Array($0) } == withUnsafeBytes(of: right.c_cc) { Array($0) }
    }
}
