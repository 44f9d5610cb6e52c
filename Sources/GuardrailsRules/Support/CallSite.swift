import GuardrailsCore

/// What the tokens around a name say about it as a call: who receives it and which argument labels it
/// passes. `navigationController?.pushViewController(next, animated: true)` has receiver
/// `navigationController` and labels `["", "animated"]`; `case .dismiss:` is an implicit member, no call.
public struct CallSite: Sendable, Equatable {
    public enum Receiver: Sendable, Equatable {
        /// `present(…)`: the enclosing type itself.
        case implicitSelf
        /// `self.present(…)` or `super.present(…)`.
        case explicitSelf
        /// `.present(…)` with nothing before the dot: an enum case, a static factory, a pattern.
        case implicitMember
        /// `controller.present(…)`, `navigationController?.present(…)`: the name before the dot.
        case named(String)
        /// `make().present(…)`, `(x as? UIViewController)?.present(…)`: an expression we do not resolve.
        case expression
    }

    public let receiver: Receiver
    /// Argument labels at the call's top level; `""` for an unlabelled argument.
    public let labels: [String]
    /// The first argument's last name when it is a name or a path of names (`present(alert, …)`,
    /// `present(self.alert, …)`, `present(editor.picker, …)`), else `nil`.
    public let firstArgument: String?
    /// The first argument's first word when it is `Name(` (`present(UIAlertController(…), …)`).
    public let firstArgumentCall: String?

    /// The call whose name sits at `position`, or `nil` when no `(` follows it directly.
    public static func at(_ position: Int, in tokens: [Token]) -> CallSite? {
        guard position + 1 < tokens.count, tokens[position + 1].kind == .punctuation, tokens[position + 1].text == "(",
              !tokens[position + 1].followsSpace else { return nil }
        if position > 0, tokens[position - 1].kind == .keyword, tokens[position - 1].text == "func" { return nil }
        let (labels, first, firstCall) = arguments(opening: position + 1, in: tokens)
        return CallSite(receiver: receiver(of: position, in: tokens), labels: labels, firstArgument: first, firstArgumentCall: firstCall)
    }

    public func hasLabel(in names: Set<String>) -> Bool {
        labels.contains { names.contains($0) }
    }

    private static func receiver(of position: Int, in tokens: [Token]) -> Receiver {
        guard position > 0, tokens[position - 1].kind == .punctuation, tokens[position - 1].text == "." else { return .implicitSelf }
        var base = position - 2
        // A postfix `?` or `!` (no space before it) belongs to the receiver: `navigationController?.push…`.
        if base >= 0, tokens[base].kind == .operator, tokens[base].text == "?" || tokens[base].text == "!", !tokens[base].followsSpace {
            base -= 1
        }
        guard base >= 0 else { return .implicitMember }
        let token = tokens[base]
        switch token.kind {
        case .keyword where token.text == "self" || token.text == "super":
            return .explicitSelf
        case .identifier:
            return .named(token.text)
        case .punctuation where token.text == ")" || token.text == "]" || token.text == "}":
            return .expression
        case .keyword where token.text == "Self", .string, .number:
            return .expression
        default:
            return .implicitMember
        }
    }

    /// `a.b.c` (or `self.c`) between `start` and `end`: the last name; `nil` for any other expression.
    private static func memberPath(_ tokens: [Token], from start: Int, to end: Int) -> String? {
        guard start < end else { return nil }
        var position = start
        var last: String?
        while position < end {
            let token = tokens[position]
            guard token.kind == .identifier || (token.kind == .keyword && token.text == "self") else { return nil }
            last = token.kind == .identifier ? token.text : last
            position += 1
            if position < end {
                guard tokens[position].kind == .punctuation, tokens[position].text == "." else { return nil }
                position += 1
            }
        }
        return last
    }

    /// Labels of the top-level arguments, the first argument as a plain name, and the first word it calls.
    private static func arguments(opening: Int, in tokens: [Token]) -> ([String], String?, String?) {
        var labels: [String] = []
        var depth = 0
        var argumentStart = opening + 1
        var position = opening
        var first: String?
        var firstCall: String?
        while position < tokens.count, position - opening < 512 {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                default: break
                }
            }
            let endsArgument = (depth == 1 && token.kind == .punctuation && token.text == ",") || depth == 0
            if endsArgument {
                let argument = tokens[argumentStart..<position]
                if !argument.isEmpty {
                    let isLabelled = argument.count > 1 && argument[argumentStart + 1].kind == .punctuation && argument[argumentStart + 1].text == ":"
                        && (argument[argumentStart].kind == .identifier || argument[argumentStart].kind == .keyword)
                    labels.append(isLabelled ? argument[argumentStart].text : "")
                    if labels.count == 1 {
                        let value = isLabelled ? argumentStart + 2 : argumentStart
                        first = memberPath(tokens, from: value, to: position)
                        if value + 1 < position, tokens[value].kind == .identifier, tokens[value + 1].kind == .punctuation, tokens[value + 1].text == "(" {
                            firstCall = tokens[value].text
                        }
                    }
                }
                argumentStart = position + 1
                if depth == 0 { break }
            }
            position += 1
        }
        return (labels, first, firstCall)
    }
}
