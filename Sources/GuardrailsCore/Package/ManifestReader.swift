/// Reads `Package.swift` as tokens and evaluates the part of Swift manifests are written in, never
/// running it. The evaluated targets are interpreted here: what a target's entry says, and a note for
/// each construct that could not be read, naming it and what falls back to the folder convention.
enum ManifestReader {
    static func read(_ bytes: [UInt8]) -> Manifest {
        var evaluator = ManifestEvaluator(ManifestTokens(bytes))
        evaluator.run()
        var reading = ManifestInterpretation(evaluator: evaluator)
        reading.interpret()
        return Manifest(
            toolsVersion: toolsVersion(bytes), targets: reading.targets, products: reading.products,
            localPackages: reading.localPackages, notes: distinct(reading.notes),
            targetsAreComplete: reading.targetsAreComplete, platforms: reading.platforms()
        )
    }

    /// Notes by line, each once: a construct applied to many entries (`names.map { … }`) is named once.
    private static func distinct(_ notes: [ManifestNote]) -> [ManifestNote] {
        var seen: Set<String> = []
        return notes.filter { seen.insert("\($0.line):\($0)").inserted }.sorted { $0.line < $1.line }
    }

    /// `// swift-tools-version:5.9` (or `: 6.0`) on the first line.
    static func toolsVersion(_ bytes: [UInt8]) -> (major: Int, minor: Int)? {
        let firstLine = String(decoding: bytes.prefix { $0 != Byte.newline }.prefix(200), as: UTF8.self).lowercased()
        guard firstLine.hasPrefix("//"), let marker = firstLine.range(of: "swift-tools-version:") else { return nil }
        let numbers = firstLine[marker.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }
        let parts = numbers.split(separator: ".").compactMap { Int($0) }
        guard let major = parts.first else { return nil }
        return (major, parts.count > 1 ? parts[1] : 0)
    }
}
