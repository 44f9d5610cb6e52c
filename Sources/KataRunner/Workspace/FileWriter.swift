import Foundation

/// Writes generated files only when their text changes, so SwiftPM does not rebuild for an identical file.
enum FileWriter {
    static func writeIfChanged(_ text: String, to file: URL) throws(KataError) {
        let data = Data(text.utf8)
        if FileManager.default.contents(atPath: file.path) == data { return }
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
        } catch {
            throw KataError("cannot write \(file.path): \(error.localizedDescription)")
        }
    }

    static func copyIfChanged(_ source: URL, to destination: URL) throws(KataError) {
        guard let data = FileManager.default.contents(atPath: source.path) else {
            throw KataError("cannot read \(source.path)")
        }
        try writeIfChanged(String(decoding: data, as: UTF8.self), to: destination)
    }
}

extension FileWriter {
    /// Makes `directory` hold exactly copies of `files`, touching only what differs.
    static func mirror(_ files: [URL], into directory: URL) throws(KataError) {
        let names = Set(files.map(\.lastPathComponent))
        for stale in ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []) where !names.contains(stale) {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(stale))
        }
        for file in files {
            try copyIfChanged(file, to: directory.appendingPathComponent(file.lastPathComponent))
        }
    }
}

extension FileWriter {
    /// Makes `link` a symbolic link to `destination`, replacing a link that points elsewhere.
    static func link(_ link: URL, to destination: URL) throws(KataError) {
        let fileManager = FileManager.default
        if (try? fileManager.destinationOfSymbolicLink(atPath: link.path)) == destination.path { return }
        do {
            try? fileManager.removeItem(at: link)
            try fileManager.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.createSymbolicLink(at: link, withDestinationURL: destination)
        } catch {
            throw KataError("cannot link \(link.path) to \(destination.path): \(error.localizedDescription)")
        }
    }
}
