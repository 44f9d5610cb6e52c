import Foundation

/// A file after phase one: placed and parsed. Its bytes are not kept (memory stays proportional to
/// the models, not the sources); the few files with findings are read again to quote their lines.
struct ParsedFile: Sendable {
    let file: LintFile
    let input: LintInput

    /// The file's bytes now, or none if it can no longer be read (its findings then quote no line).
    func currentBytes() -> [UInt8] {
        switch input.source {
        case .text(let text): Array(text.utf8)
        case .file(let absolutePath): FileManager.default.contents(atPath: absolutePath).map { [UInt8]($0) } ?? []
        }
    }
}
