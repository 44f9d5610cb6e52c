/// Lines in different branches of one `#if` chain (`#if os(iOS)` / `#elseif os(tvOS)` / `#else`), at any nesting of the
/// branches: no build compiles both, so each is the other's alternative.
enum ConditionalAlternatives {
    /// One open branch: the line of its chain's `#if`, and which branch of the chain it is (0 for the `#if` one).
    private struct Branch: Equatable {
        let chain: Int
        let index: Int
    }

    /// For each of `lines`, whether another of them is its alternative. Walks the directives of the lines up to the last
    /// asked once; asked only of a few candidate lines of a file.
    static func alternatives(among lines: [Int], source: [UInt8]) -> [Int: [Int]] {
        let paths = branchPaths(of: Set(lines), source: source)
        var result: [Int: [Int]] = [:]
        for line in lines {
            let path = paths[line] ?? []
            result[line] = lines.filter { other in other != line && areAlternatives(path, paths[other] ?? []) }
        }
        return result
    }

    /// At the first level where the two paths part, they are different branches of the same chain.
    private static func areAlternatives(_ first: [Branch], _ second: [Branch]) -> Bool {
        for (one, two) in zip(first, second) where one != two {
            return one.chain == two.chain
        }
        return false
    }

    private static func branchPaths(of lines: Set<Int>, source: [UInt8]) -> [Int: [Branch]] {
        guard let last = lines.max() else { return [:] }
        var open: [Branch] = []
        var paths: [Int: [Branch]] = [:]
        var lineNumber = 1
        var start = 0
        while start < source.count, lineNumber <= last {
            let end = source[start...].firstIndex(of: UInt8(ascii: "\n")) ?? source.count
            if lines.contains(lineNumber) { paths[lineNumber] = open }
            var first = start
            while first < end, source[first] == UInt8(ascii: " ") || source[first] == UInt8(ascii: "\t") { first += 1 }
            if first < end, source[first] == UInt8(ascii: "#") {
                let directive = String(decoding: source[first..<end], as: UTF8.self)
                if directive.hasPrefix("#if ") || directive.hasPrefix("#if(") {
                    open.append(Branch(chain: lineNumber, index: 0))
                } else if directive.hasPrefix("#elseif") || directive.hasPrefix("#else"), let top = open.popLast() {
                    open.append(Branch(chain: top.chain, index: top.index + 1))
                } else if directive.hasPrefix("#endif") {
                    _ = open.popLast()
                }
            }
            start = end + 1
            lineNumber += 1
        }
        return paths
    }
}
