import GuardrailsCore

/// `#if canImport(FoundationNetworking)` `extension URL: unchecked Sendable {}` `#endif`: a retroactive conformance of a
/// Foundation or standard-library value type, written for the Linux corelibs Foundation whose older releases lacked the
/// annotation Apple's declares. The type is already a value the package does not own; nothing of it could be restructured.
enum LinuxFoundationShims {
    /// Value types of Foundation and the standard library (structs; classes such as `NSRegularExpression` are not values).
    private static let valueTypes: Set<String> = [
        "URL", "URLComponents", "URLQueryItem", "URLRequest", "URLResourceValues", "Data", "Date", "DateComponents", "DateInterval",
        "Decimal", "UUID", "Locale", "TimeZone", "Calendar", "CharacterSet", "IndexPath", "IndexSet", "Measurement", "Notification",
        "PersonNameComponents", "AttributedString", "NSRange", "AffineTransform", "ClosedRange", "Range", "KeyPath", "Duration",
    ]

    /// Conditions of a branch only Linux builds take: the corelibs' networking module, or the platform itself.
    private static let linuxTests = ["canImport(FoundationNetworking)", "os(Linux)"]

    /// A top-level extension of such a type the package does not declare, in the branch (not the `#else`) of an `#if` or
    /// `#elseif` whose condition names Linux's Foundation without negating it.
    static func isShim(_ type: TypeDecl, source: [UInt8], _ index: PackageIndex) -> Bool {
        guard type.kind == .extension, type.parent == nil, valueTypes.contains(type.name),
              type.qualifyingPath == nil || type.qualifyingPath == "Foundation" || type.qualifyingPath == "Swift",
              !index.declarations(named: type.name).contains(where: { $0.kind != .extension }) else { return false }
        return inLinuxBranch(line: type.line, source: source)
    }

    /// Walks the directives before `line`: one entry per open chain, whether its current branch is a Linux one.
    private static func inLinuxBranch(line: Int, source: [UInt8]) -> Bool {
        var branches: [Bool] = []
        var lineNumber = 1
        var start = 0
        while start < source.count, lineNumber < line {
            let end = source[start...].firstIndex(of: UInt8(ascii: "\n")) ?? source.count
            var first = start
            while first < end, source[first] == UInt8(ascii: " ") || source[first] == UInt8(ascii: "\t") { first += 1 }
            if first < end, source[first] == UInt8(ascii: "#") {
                let line = String(decoding: source[first..<end], as: UTF8.self)
                let directive = String(line[..<(line.range(of: "//")?.lowerBound ?? line.endIndex)]).filter { $0 != " " }
                let isLinux = linuxTests.contains { directive.contains($0) } && !directive.contains("!")
                if directive.hasPrefix("#if") {
                    branches.append(isLinux)
                } else if directive.hasPrefix("#elseif"), !branches.isEmpty {
                    branches[branches.count - 1] = isLinux
                } else if directive.hasPrefix("#else"), !branches.isEmpty {
                    branches[branches.count - 1] = false
                } else if directive.hasPrefix("#endif") {
                    _ = branches.popLast()
                }
            }
            start = end + 1
            lineNumber += 1
        }
        return branches.contains(true)
    }
}
