import Foundation

/// The paths, not the contents, of the files under some folders: what SwiftPM plans a package's build from. Editing a
/// file leaves the list as it was; adding, removing or renaming one changes it.
struct FileList: Equatable {
    /// One path a line, relative to the base folder, sorted.
    let text: String

    /// `roots` are files, or folders listed whole except hidden items (`.build`, `.git`).
    init(roots: [URL], relativeTo base: URL) {
        let prefix = base.standardizedFileURL.path + "/"
        var paths: [String] = []
        for root in roots.map(\.standardizedFileURL) {
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
            let found = files.map { Array($0.compactMap { $0 as? URL }) } ?? []
            for file in found.isEmpty ? [root] : found
            where (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                let path = file.standardizedFileURL.path
                paths.append(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
            }
        }
        text = paths.sorted().joined(separator: "\n") + "\n"
    }
}
