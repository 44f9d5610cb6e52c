/// Targets picked by a condition: `targets.first(where: { $0.name == "Core" })`, `targets.filter { … }`,
/// `for target in targets where target.name == "Core"`. A condition comparing a target's name with a string, or asking
/// whether a known list of strings contains it (`picked.contains($0.name)`), is decided; any other picks "some of the
/// targets", and a change made through that makes the changed property of every one of them unknown, so they fall back
/// rather than being read as unchanged.
extension ManifestEvaluator {
    /// `first(where:)`, `last(where:)` or `filter` on a list, with a closure deciding each element.
    mutating func selection(_ elements: [ManifestValue], _ name: String, _ arguments: [ManifestArgument], line: Int) -> ManifestValue {
        let chosen: [ManifestValue]?
        if case .closure(let predicate)? = arguments.last?.value {
            chosen = self.chosen(elements, by: predicate.body, binding: ["$0"] + predicate.parameters.prefix(1).map(\.name))
        } else {
            chosen = undecided(elements)
        }
        // A list without targets (names, products): an element picked from it is of no matter, a filtered list is unread.
        guard let chosen else { return name == "filter" ? .unknown(construct: "'.filter(…)' on a list", line: line) : .opaque }
        switch name {
        case "first": return chosen.first ?? .nothing
        case "last": return chosen.last ?? .nothing
        default: return .array(chosen)
        }
    }

    /// The elements `condition` (a token range, with the element bound to `names`) holds for; when it cannot be
    /// decided for one, some target of the list (`nil` when the list holds none, so nothing that matters was picked).
    mutating func chosen(_ elements: [ManifestValue], by condition: Range<Int>, binding names: [String]) -> [ManifestValue]? {
        var chosen: [ManifestValue] = []
        for element in elements where stopped == nil {
            guard let holds = decide(condition, binding: names, to: element) else { return undecided(elements) }
            if holds { chosen.append(element) }
        }
        return chosen
    }

    private func undecided(_ elements: [ManifestValue]) -> [ManifestValue]? {
        let targets = elements.compactMap { element -> Int? in
            if case .target(let index) = element { return index }
            return nil
        }
        return targets.isEmpty ? nil : [.someTarget(targets)]
    }

    /// `name == "Core"` or `name != "Core"` on a target element (either side), or `names.contains(name)` with a
    /// list of strings the reader knows (`let picked: Set<String> = ["Core", "App"]`), else `nil`.
    private mutating func decide(_ condition: Range<Int>, binding names: [String], to element: ManifestValue) -> Bool? {
        guard case .target = element, condition.count < 40 else { return nil }
        spend(condition.count)
        var frame: [String: ManifestValue] = [:]
        for name in names { frame[name] = element }
        frames.append(frame)
        defer { frames.removeLast() }
        if let membership = decideMembership(condition) { return membership }
        return within(condition) { evaluator -> Bool? in
            if evaluator.current.isKeyword("return") { evaluator.advance() }
            let left = evaluator.prefixed()
            let comparison = evaluator.current
            guard comparison.isOperator("==") || comparison.isOperator("!=") else { return nil }
            evaluator.advance()
            let right = evaluator.prefixed()
            guard evaluator.isAtEnd, case .string(let written, _, _) = left, case .string(let other, _, _) = right else { return nil }
            return (written == other) == comparison.isOperator("==")
        }
    }

    /// `list.contains(name)` closing `condition`: whether the known strings of `list` hold the string `name` reads to.
    private mutating func decideMembership(_ condition: Range<Int>) -> Bool? {
        let close = condition.upperBound - 1
        guard close > condition.lowerBound, tokens[close].isPunctuation(")") else { return nil }
        let open = partners[close]
        guard open >= condition.lowerBound + 3, tokens[open - 1].text == "contains", tokens[open - 2].isPunctuation(".") else { return nil }
        let receiver = within(condition.lowerBound..<(open - 2)) { evaluator -> ManifestValue? in
            if evaluator.current.isKeyword("return") { evaluator.advance() }
            let value = evaluator.prefixed()
            return evaluator.isAtEnd ? value : nil
        }
        let argument = within((open + 1)..<close) { evaluator -> ManifestValue? in
            let value = evaluator.prefixed()
            return evaluator.isAtEnd ? value : nil
        }
        guard case .array(let elements)? = receiver, case .string(let name, _, _)? = argument else { return nil }
        var known: Set<String> = []
        for element in elements {
            guard case .string(let text, _, _) = element else { return nil }
            known.insert(text)
        }
        return known.contains(name)
    }

    /// Writes through a target the reader could not single out: the property of each candidate becomes unknown.
    mutating func writeToSomeTarget(_ indices: [Int], _ property: String, appending: Bool, line: Int) {
        let unread = ManifestValue.unknown(construct: "a change to '.\(property)' of a target the reader cannot single out", line: line)
        for index in indices where drafts.indices.contains(index) {
            var stored = drafts[index].arguments.removeValue(forKey: property) ?? .nothing
            if appending { append(.array([unread]), to: &stored) } else { stored = unread }
            drafts[index].arguments[property] = stored
        }
    }
}
