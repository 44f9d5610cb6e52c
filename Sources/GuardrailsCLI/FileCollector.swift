import Foundation
import GuardrailsCore
import GuardrailsRules

/// Finds the `.swift` files of one package or project folder, the packages and projects nested in it
/// (a folder holding `Package.swift` or `guardrails.json` is linted on its own), and the folders beside
/// an Xcode project, which are its targets.
///
/// Directories are walked with an explicit stack; each directory is visited once by its resolved
/// path, so symbolic-link loops end the walk instead of the process. Folders reached through a symbolic
/// link are walked after every real folder, and a link to a folder already walked is kept as another name
/// of its files (`linkedFolders`): the planner gives each file to the target compiling its real path, else
/// to one compiling it through a link. Hidden entries (`.build`, `.git`,
/// `.swiftpm`) are skipped. A directory that cannot be listed stops the run: skipping it would pass
/// files nobody linted.
struct FileCollector {
    struct Contents {
        /// Paths relative to the root, sorted.
        var files: [String] = []
        /// Absolute paths of nested package and project folders.
        var nestedRoots: [String] = []
        /// Root-relative folders that sit beside an `.xcodeproj`, other than packages and projects of their own.
        var xcodeFolders: [String] = []
        /// Root-relative symbolic links to folders walked under another path (`folder`): other names of their files.
        var linkedFolders: [(link: String, folder: String)] = []
    }

    let root: String
    /// Whether a root-relative folder is excluded by the configuration.
    let isExcluded: (String) -> Bool

    func collect() throws -> Contents {
        var contents = Contents()
        var visited: [String: String] = [:]
        var pending = [""]
        var linked: [String] = []
        while let relative = pending.popLast() ?? linked.popLast() {
            let absolute = relative.isEmpty ? root : root + "/" + relative
            let resolved = Self.resolved(absolute)
            if let folder = visited[resolved] {
                if !relative.isEmpty, !folder.isEmpty { contents.linkedFolders.append((relative, folder)) }
                continue
            }
            visited[resolved] = relative
            let listed: [String]
            do {
                listed = try FileManager.default.contentsOfDirectory(atPath: absolute)
            } catch {
                throw FileError(path: absolute, reason: "directory cannot be read (permission denied or I/O error); its files would go unlinted")
            }
            if !relative.isEmpty, Self.isRoot(absolute, listing: listed) {
                contents.nestedRoots.append(absolute)
                // A package (or project) beside an Xcode project is linked as a package, never one of the project's targets.
                if let folder = contents.xcodeFolders.lastIndex(of: relative) { contents.xcodeFolders.remove(at: folder) }
                continue
            }
            let entries = listed.filter { !$0.hasPrefix(".") }.sorted()
            let besideXcodeProject = entries.contains { $0.hasSuffix(".xcodeproj") }
            for entry in entries {
                let path = relative.isEmpty ? entry : relative + "/" + entry
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: absolute + "/" + entry, isDirectory: &isDirectory) else {
                    if entry.hasSuffix(".swift") { contents.files.append(path) }
                    continue
                }
                if isDirectory.boolValue {
                    guard !isExcluded(path) else { continue }
                    if Self.isSymbolicLink(absolute + "/" + entry) { linked.append(path) } else { pending.append(path) }
                    if besideXcodeProject, !Self.xcodeBundleSuffixes.contains(where: entry.hasSuffix) { contents.xcodeFolders.append(path) }
                } else if entry.hasSuffix(".swift") {
                    contents.files.append(path)
                }
            }
        }
        contents.files.sort()
        contents.xcodeFolders.sort()
        return contents
    }

    /// Whether a folder is a package or project of its own: it holds a manifest, a configuration or a repository.
    static func isRoot(_ folder: String, listing: [String]) -> Bool {
        listing.contains(Configuration.fileName) || listing.contains(".git") || listing.contains("Package.swift") && holdsManifest(folder)
    }

    /// Whether the folder's `Package.swift` is a manifest: every manifest imports PackageDescription, while a
    /// source file that happens to be named after a `Package` model type does not.
    static func holdsManifest(_ folder: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder + "/Package.swift") else { return false }
        return data.range(of: Data("PackageDescription".utf8)) != nil
    }

    /// Folders beside an Xcode project that are not targets.
    private static let xcodeBundleSuffixes = [".xcodeproj", ".xcworkspace", ".xcassets", ".playground", ".xctemplate", ".xctestplan", ".lproj", ".bundle", ".docc"]

    /// Whether the file starts with a hashbang (`#!/usr/bin/swift`): a script the interpreter runs.
    static func isScript(atPath path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: 5)) ?? Data()
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        return start.starts(with: [0x23, 0x21]) || start.starts(with: bom + [0x23, 0x21])
    }

    /// Whether the file is another build tool's manifest (Tuist's `Project.swift`): like `Package.swift`, it is in
    /// no target by design, so it is not counted among the files a `targets` entry could bring in.
    static func isBuildManifest(atPath path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        return PackagePath.isBuildManifest(importing: FileSummary(parsing: Array(data)).importedModules)
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
