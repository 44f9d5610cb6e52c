import Foundation

/// Reads a source file straight into the array the lexer takes: `FileManager.contents(atPath:)` reads into `Data`
/// (which would then be copied) and costs more system calls per file, and the linter reads every file twice.
enum SourceFileReader {
    /// The bytes of the file at `path`, or nil when it cannot be read. Anything but a regular file (a pipe, a
    /// device) is left to `FileManager`, whose behavior with those the linter keeps.
    static func bytes(atPath path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            return FileManager.default.contents(atPath: path).map { [UInt8]($0) }
        }
        var bytes: [UInt8] = []
        // One byte more than the size, so a file read whole is known to have ended without another call.
        var chunk = max(Int(status.st_size) + 1, 4096)
        while true {
            var failed = false
            var ended = false
            let start = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: chunk))
            let count = bytes.withUnsafeMutableBufferPointer { buffer in
                var filled = 0
                while filled < chunk {
                    let got = read(descriptor, buffer.baseAddress! + start + filled, chunk - filled)
                    if got < 0, errno == EINTR { continue }
                    if got < 0 { failed = true; break }
                    if got == 0 { ended = true; break }
                    filled += got
                }
                return filled
            }
            bytes.removeLast(chunk - count)
            if failed { return nil }
            if ended { return bytes }
            chunk = max(chunk, 65536)
        }
    }
}
