import Foundation

/// Finds the kit whose `Katas/` the runner serves and whose modules a workspace builds against.
enum KitLocator {
    /// `--kit`, else the nearest folder upwards from here with `Package.swift` and `Katas/`, else the kit this
    /// runner was built from.
    static func locate(explicit: String?, from currentDirectory: URL, builtFrom sourceFile: String = #filePath) throws(KataError) -> URL {
        if let explicit {
            let root = URL(fileURLWithPath: explicit, relativeTo: currentDirectory).standardizedFileURL
            guard isKit(root) else { throw .usage("--kit \(explicit): no Package.swift with a Katas/ folder there") }
            return root
        }
        var candidate = currentDirectory.standardizedFileURL
        while candidate.path != "/" {
            if isKit(candidate) { return candidate }
            candidate.deleteLastPathComponent()
        }
        // Sources/KataRunner/Commands/KitLocator.swift → the kit's root.
        let builtFrom = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        guard isKit(builtFrom) else { throw .usage("cannot find the kit (a folder with Package.swift and Katas/); pass --kit DIR") }
        return builtFrom
    }

    private static func isKit(_ directory: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path)
            && FileManager.default.fileExists(atPath: directory.appendingPathComponent("Katas").path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }
}
