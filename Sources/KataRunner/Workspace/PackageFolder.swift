import Foundation

/// SwiftPM's rule for which package a command in a folder works on: the nearest folder upwards with a Package.swift.
enum PackageFolder {
    static func nearest(from directory: URL) -> URL? {
        var candidate = directory.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) { return candidate }
            guard candidate.pathComponents.count > 1 else { return nil }
            candidate.deleteLastPathComponent()
        }
    }
}
