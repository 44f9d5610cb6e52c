import GuardrailsCore

/// Code compiled for some platforms only: a branch of an `#if` chain whose conditions name a platform (`os(…)`,
/// `canImport(…)`, `targetEnvironment(…)`, `arch(…)`), its `#elseif` and `#else` branches included (the other platforms);
/// or, asked for any condition, code compiled in some builds only (`#if APPSTORE`).
enum PlatformBranches {
    private static let platformTests = ["os(", "canImport(", "targetEnvironment(", "arch("]

    /// Whether `line` sits in such a branch, at any nesting. Asked only of candidate findings, so it walks the directives
    /// of the lines before `line` in `source` rather than keeping a mask per file.
    /// With `anyCondition`, any `#if` branch counts, a build flag's too.
    /// With `naming`, only conditions holding one of those tests count (`os(iOS`, `canImport(UIKit`).
    static func encloses(line: Int, source: [UInt8], anyCondition: Bool = false, naming tests: [String] = platformTests) -> Bool {
        // One entry per open `#if` chain: whether a condition of the chain so far names a platform.
        var chains: [Bool] = []
        var lineNumber = 1
        var start = 0
        while start < source.count, lineNumber < line {
            let end = source[start...].firstIndex(of: UInt8(ascii: "\n")) ?? source.count
            var first = start
            while first < end, source[first] == UInt8(ascii: " ") || source[first] == UInt8(ascii: "\t") { first += 1 }
            if first < end, source[first] == UInt8(ascii: "#") {
                let directive = String(decoding: source[first..<end], as: UTF8.self)
                let namesPlatform = anyCondition || tests.contains { directive.contains($0) }
                if directive.hasPrefix("#if ") || directive.hasPrefix("#if(") {
                    chains.append(namesPlatform)
                } else if directive.hasPrefix("#elseif"), let last = chains.indices.last {
                    chains[last] = chains[last] || namesPlatform
                } else if directive.hasPrefix("#endif") {
                    _ = chains.popLast()
                }
            }
            start = end + 1
            lineNumber += 1
        }
        return chains.contains(true)
    }
}
