import Foundation

import Glibc

/// The POSIX calls behind the file store: whole-file reads, and replacements that are either complete or absent
/// after a crash (write a staging file, flush it, rename it over the target, flush the directory).
enum DurableFile {
    struct Failure: Error {
        let path: String
        let reason: String

        init(path: String, errno code: Int32 = errno) {
            self.path = path
            self.reason = String(cString: strerror(code))
        }
    }

    /// The file's bytes, or `nil` when it does not exist.
    static func contents(of path: String) throws -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw Failure(path: path)
        }
        defer { close(descriptor) }
        var status = stat()
        var data = Data(capacity: fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path)
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    static func replace(_ target: String, with data: Data, stagingAt staging: String) throws {
        let descriptor = open(staging, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(path: staging) }
        defer { close(descriptor) }
        try writeAll(data, to: descriptor, path: staging)
        guard fsync(descriptor) == 0 else { throw Failure(path: staging) }
        guard rename(staging, target) == 0 else { throw Failure(path: target) }
        try flushDirectory(of: target)
    }

    /// Moves `target` to `staging` and removes it there, so the store file disappears in one step.
    static func remove(_ target: String, stagingAt staging: String) throws {
        guard rename(target, staging) == 0 else {
            if errno == ENOENT { return }
            throw Failure(path: staging)
        }
        unlink(staging)
        try flushDirectory(of: target)
    }

    /// Runs `body` while holding an exclusive lock on `path`, which serializes writers across instances and processes.
    static func withExclusiveLock<Value>(on path: String, _ body: () throws -> Value) throws -> Value {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(path: path) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw Failure(path: path) }
        }
        return try body()
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw Failure(path: path)
                }
                offset += written
            }
        }
    }

    private static func flushDirectory(of path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        let descriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(path: directory) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw Failure(path: directory) }
    }
}
