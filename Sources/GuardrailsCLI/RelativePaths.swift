import GuardrailsCore

/// `PathNames.relative(_:from:)` for many files from one directory: the files of an app seen from its local
/// package share a few folders, so each folder is named relative to the directory once, and each file is its
/// folder's name and its own.
struct RelativePaths {
    let directory: String
    private let base: [Substring]
    /// Each folder met, relative to `directory`; `nil` for a folder that holds the directory (or is it), whose files
    /// are named the long way.
    private var folders: [Substring: String?] = [:]

    init(from directory: String) {
        self.directory = directory
        base = PackagePath.components(Substring(directory))
    }

    /// As `PathNames.relative(path, from: directory)`: where the folder parts from the directory, the file's name
    /// only follows it, and the split by bytes of an ASCII path is the split by characters.
    mutating func relative(_ path: String) -> String {
        guard NameSearch.isASCII(Substring(path)), let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else {
            return PathNames.relative(path, from: directory)
        }
        let folder = path[..<slash]
        let name = path[path.utf8.index(after: slash)...]
        guard !name.isEmpty else { return PathNames.relative(path, from: directory) }
        if folders[folder] == nil { folders[folder] = named(folder) }
        guard let named = folders[folder] ?? nil else { return PathNames.relative(path, from: directory) }
        return named + "/" + name
    }

    /// The folder relative to `directory`, unless its every component is one of the directory's.
    private func named(_ folder: Substring) -> String? {
        let target = PackagePath.components(folder)
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        guard common < target.count else { return nil }
        return (Array(repeating: "..", count: base.count - common) + target[common...].map(String.init)).joined(separator: "/")
    }
}
