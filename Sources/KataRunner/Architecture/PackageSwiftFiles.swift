import Foundation

/// The Swift files of a package's `Sources/` and `Tests/`, by package-relative path, the way the linter names them.
/// A target folder may be a symbolic link (`kata verify` links the kit's own modules): it is followed.
enum PackageSwiftFiles {
    static func list(in package: URL) -> [(path: String, file: URL)] {
        ["Sources", "Tests"].flatMap { top -> [(path: String, file: URL)] in
            let folder = package.appendingPathComponent(top, isDirectory: true)
            let targets = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }
            return targets.flatMap { target in
                let root = folder.appendingPathComponent(target, isDirectory: true).resolvingSymlinksInPath()
                guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else {
                    return [(path: String, file: URL)]()
                }
                return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map { file in
                    let inside = String(file.resolvingSymlinksInPath().path.dropFirst(root.path.count + 1))
                    return (path: "\(top)/\(target)/\(inside)", file: file)
                }
            }
        }
        .sorted { $0.path < $1.path }
    }
}
