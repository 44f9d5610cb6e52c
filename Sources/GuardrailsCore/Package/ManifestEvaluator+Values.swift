/// Values: string literals with interpolated constants, `+` on strings and lists, and how a value is
/// named in a note.
extension ManifestEvaluator {
    /// A string literal's value, with interpolated constants substituted.
    func string(_ token: ManifestToken) -> ManifestValue {
        switch token.literal {
        case .segments(let segments):
            var text = ""
            for segment in segments {
                switch segment {
                case .text(let part):
                    text += part
                case .interpolation(let name):
                    guard case .string(let part, _, _) = lookup(name) ?? staticString(name) else {
                        return .unknown(construct: "string interpolation of '\(name)'", line: token.line)
                    }
                    text += part
                }
            }
            return .string(text, line: token.line, column: token.column)
        case .unreadable(let construct):
            return .unknown(construct: construct, line: token.line)
        case nil:
            return .unknown(construct: "string literal", line: token.line)
        }
    }

    private func staticString(_ name: String) -> ManifestValue? {
        staticValues[name]
    }

    /// `left + right` on strings and lists, into `left`. A list `left` alone refers to grows in place, so
    /// a chain of `+` or a run of `.append` calls takes time linear in the elements.
    mutating func append(_ right: ManifestValue, to left: inout ManifestValue) {
        guard case .array(var elements) = left else {
            left = sum(left, right)
            return
        }
        let added: [ManifestValue]
        switch right {
        case .array(let more): added = more
        case .unknown: added = [right]
        default: added = [.unknown(construct: "a value added to a list", line: currentLine)]
        }
        spend(added.count)
        guard elements.count + added.count <= Self.listLimit else {
            left = .unknown(construct: "a list too long to read", line: currentLine)
            return
        }
        left = .nothing
        elements.append(contentsOf: added)
        left = .array(elements)
    }

    /// The value of either of two branches (see `ManifestValue.merged`), its work counted against the budget.
    mutating func merge(_ left: ManifestValue, _ right: ManifestValue) -> ManifestValue {
        if case .array(let elements) = left { spend(elements.count) }
        if case .array(let elements) = right { spend(elements.count) }
        return left.merged(with: right)
    }

    /// `left + right` where `left` is not a list.
    private func sum(_ left: ManifestValue, _ right: ManifestValue) -> ManifestValue {
        switch (left, right) {
        case (.string(let a, let line, let column), .string(let b, _, _)):
            return .string(a + b, line: line, column: column)
        case (.nothing, .array), (.nothing, .string):
            return right
        case (.unknown, .array(let b)):
            return .array([left] + b)
        case (.unknown, _):
            return left
        case (_, .unknown):
            return right
        case (_, .array(let b)):
            return .array([.unknown(construct: "a value added to a list", line: currentLine)] + b)
        default:
            return .unknown(construct: "'+' of values that are not strings or lists", line: currentLine)
        }
    }

    /// How a value is named in a note.
    func describe(_ value: ManifestValue) -> String {
        switch value {
        case .unknown(let construct, _): construct
        case .call(let call): "'.\(call.name)(…)'"
        case .closure(let function): "'\(function.name)'"
        default: "a value that is not a list"
        }
    }
}
