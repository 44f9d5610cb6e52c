/// Targets a manifest declares through its own helper (`package.addModules([.feature(name: "Search", …)])`) that the
/// reader cannot evaluate: each entry of the call's arguments written `.something(name: "X", …)` is read as a target
/// named X, whose folder the package model looks up by name.
extension ManifestEvaluator {
    /// `PackageDescription` members that take a `name:` but declare no target: products, package dependencies,
    /// target dependencies, plugin usages.
    static let nonTargetFactories: Set<String> = [
        "package", "product", "library", "executable", "plugin", "byName", "target", "productItem", "byNameItem", "targetItem",
    ]

    /// Runs `body`, a top-level call whose arguments span `arguments` (tokens), and reads the targets it declares from its
    /// `name:` entries when the call added none the reader could read (nothing, or entries it could not follow): those
    /// entries and the notes on them give way to the targets read by name and one note naming the call.
    mutating func recoveringTargets(of construct: String, arguments: Range<Int>, line: Int, _ body: (inout ManifestEvaluator) -> Void) {
        guard callDepth == 0, stopped == nil else {
            body(&self)
            return
        }
        let before = listedTargets()
        let notesBefore = notes.count
        body(&self)
        guard stopped == nil else { return }
        let added = listedTargets().dropFirst(before.count)
        guard added.isEmpty || added.contains(where: { !isReadable($0) }) else { return }
        let named = namedEntries(in: arguments)
        guard !named.isEmpty, drafts.count + named.count < Self.listLimit else { return }
        notes.removeSubrange(min(notesBefore, notes.count)...)
        note(line, construct, "its \(named.count) entries written `.…(name: \"…\")` are read as targets (each in the one folder of its name, its tests in `<name>Tests`); their dependencies are not known")
        var kept = Array(before)
        for entry in named {
            drafts.append(ManifestTargetDraft(
                kind: .regular, arguments: ["name": .string(entry.name, line: entry.line, column: entry.column)],
                line: entry.line, column: entry.column, inference: "'.\(entry.member)(name: \"\(entry.name)\")' in \(construct)"
            ))
            kept.append(.target(drafts.count - 1))
        }
        packageLists[.targets] = .array(kept)
    }

    /// The package's targets list, flattened.
    private func listedTargets() -> [ManifestValue] {
        func flattened(_ value: ManifestValue) -> [ManifestValue] {
            switch value {
            case .array(let elements): elements.flatMap(flattened)
            case .nothing: []
            default: [value]
            }
        }
        return flattened(packageLists[.targets] ?? .array([]))
    }

    /// A target entry whose name and folder the reader read (or an entry it interprets later, a static member).
    private func isReadable(_ entry: ManifestValue) -> Bool {
        switch entry {
        case .target(let index):
            guard case .string? = drafts[index].arguments["name"] else { return false }
            if case .unknown? = drafts[index].arguments["path"] { return false }
            return true
        case .unknown, .someTarget, .closure, .opaque, .package: return false
        case .call, .array, .string, .nothing: return true
        }
    }

    /// `.member(…, name: "X", …)` entries among the arguments, in lists at any depth but not inside another call:
    /// `dependencies: [.product(name: …)]` inside an entry is that entry's.
    private func namedEntries(in range: Range<Int>) -> [(member: String, name: String, line: Int, column: Int)] {
        var found: [(member: String, name: String, line: Int, column: Int)] = []
        var seen: Set<String> = []
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.isPunctuation("."), index + 2 < range.upperBound, tokens[index + 1].isName, tokens[index + 2].isPunctuation("("),
               !Self.nonTargetFactories.contains(tokens[index + 1].text), TargetKind(factory: tokens[index + 1].text) == nil {
                let open = index + 2
                let close = partners[open]
                if let name = nameArgument(in: (open + 1)..<min(close, range.upperBound)), seen.insert(name.text).inserted {
                    found.append((tokens[index + 1].text, name.text, name.line, name.column))
                }
                index = close > open ? close + 1 : range.upperBound
                continue
            }
            if token.isPunctuation("(") || token.isPunctuation("{") {
                let close = partners[index]
                // A call's own arguments (`makeModules(…)`) are looked into once, at the top; other groups are not entries.
                index = close > index ? close + 1 : range.upperBound
                continue
            }
            index += 1
        }
        return found
    }

    /// The string literal of a top-level `name:` argument in a call's argument tokens.
    private func nameArgument(in range: Range<Int>) -> (text: String, line: Int, column: Int)? {
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
                let close = partners[index]
                index = close > index ? close + 1 : range.upperBound
                continue
            }
            if token.text == "name", token.isName, index + 2 < range.upperBound, tokens[index + 1].isPunctuation(":"),
               tokens[index + 2].kind == .string, index + 3 >= range.upperBound || tokens[index + 3].isPunctuation(","),
               case .string(let text, let line, let column) = string(tokens[index + 2]), !text.isEmpty {
                return (text, line, column)
            }
            index += 1
        }
        return nil
    }
}
