import Foundation

/// What a build reads, summed up from each file's path, size and modification time (what SwiftPM itself goes by, not
/// the contents), plus the settings it runs with. Equal sums mean a build would find nothing to do: SwiftPM's own
/// no-op build of a kata workspace still costs seconds of CPU, which a check with nothing changed need not spend.
struct BuildInputs: Equatable {
    let fingerprint: String

    /// `roots` are files, or folders read whole except hidden items (`.build`, `.kata`, `.git`).
    init(roots: [URL], settings: [String]) {
        var lines = settings
        let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey]
        for root in roots {
            lines.append(Self.line(root, keys: keys) ?? "\(root.path) missing")
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
            while let file = files?.nextObject() as? URL {
                if let line = Self.line(file, keys: keys) { lines.append(line) }
            }
        }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in lines.sorted().joined(separator: "\n").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01B3
        }
        fingerprint = String(hash, radix: 16) + " \(lines.count)"
    }

    private static func line(_ file: URL, keys: [URLResourceKey]) -> String? {
        guard let values = try? file.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { return nil }
        let modified = values.contentModificationDate?.timeIntervalSince1970 ?? 0
        return "\(file.path) \(values.fileSize ?? -1) \(modified)"
    }
}
