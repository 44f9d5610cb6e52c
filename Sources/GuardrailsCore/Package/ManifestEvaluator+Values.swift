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

    /// `+` on strings and lists.
    func add(_ left: ManifestValue, _ right: ManifestValue) -> ManifestValue {
        switch (left, right) {
        case (.string(let a, let line, let column), .string(let b, _, _)):
            return .string(a + b, line: line, column: column)
        case (.array(let a), .array(let b)):
            return a.count + b.count > Self.listLimit ? .unknown(construct: "a list too long to read", line: current.line) : .array(a + b)
        case (.nothing, .array), (.nothing, .string):
            return right
        case (.array(let a), .unknown):
            return .array(a + [right])
        case (.unknown, .array(let b)):
            return .array([left] + b)
        case (.unknown, _):
            return left
        case (_, .unknown):
            return right
        case (.array(let a), _):
            return .array(a + [.unknown(construct: "a value added to a list", line: current.line)])
        case (_, .array(let b)):
            return .array([.unknown(construct: "a value added to a list", line: current.line)] + b)
        default:
            return .unknown(construct: "'+' of values that are not strings or lists", line: current.line)
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
