import GuardrailsCore

/// The screen's own option picker: `let picker = ChoiceListController<Self>(current: sort, options: SortOrder.allCases)`
/// (or `year: year, years: seasons`), presented itself or as the root of a navigation controller built around it.
enum OwnOptionPicker {
    /// The local holding the picker `name` presents, built in the method before `position` with the current value and the
    /// choices (a label with its plural beside it, `year:` and `years:`, or `current:`/`selected:` beside `options:`/`choices:`),
    /// or the root it wraps when `name` is built as a navigation stack (`UINavigationController(rootViewController: picker)`).
    static func picker(
        presented name: String, after methodStart: Int?, before position: Int, in tokens: [Token], isStack: (String) -> Bool
    ) -> String? {
        guard let built = construction(of: name, after: methodStart, before: position, in: tokens) else { return nil }
        if isStack(built.type) {
            let root = built.opening + 3
            guard root + 1 < tokens.count, tokens[built.opening + 1].text == "rootViewController", tokens[built.opening + 2].text == ":",
                  tokens[root].kind == .identifier, tokens[root + 1].text == ")",
                  let inner = construction(of: tokens[root].text, after: methodStart, before: position, in: tokens) else { return nil }
            return offersChoices(labels(opening: inner.opening, in: tokens)) ? tokens[root].text : nil
        }
        return offersChoices(labels(opening: built.opening, in: tokens)) ? name : nil
    }

    /// `year:` with `years:`, or a current value's label with a list's.
    private static func offersChoices(_ labels: Set<String>) -> Bool {
        labels.contains { labels.contains($0 + "s") } || !labels.isDisjoint(with: currentLabels) && !labels.isDisjoint(with: choiceLabels)
    }

    private static let currentLabels: Set = ["current", "selected", "selection", "initial"]
    private static let choiceLabels: Set = ["options", "choices"]

    /// `let name = Type(` or `let name = Type<Argument>(` in the method before `position`: the type and the `(`.
    private static func construction(of name: String, after methodStart: Int?, before position: Int, in tokens: [Token]) -> (type: String, opening: Int)? {
        guard let methodStart, methodStart < position else { return nil }
        for index in methodStart..<position where index + 4 < tokens.count && tokens[index].kind == .keyword
            && (tokens[index].text == "let" || tokens[index].text == "var") && tokens[index + 1].text == name && tokens[index + 2].text == "=" {
            let type = tokens[index + 3]
            guard type.kind == .identifier, type.text.first?.isUppercase == true else { continue }
            var opening = index + 4
            if tokens[opening].text == "<" {
                var depth = 0
                while opening < position {
                    if tokens[opening].text == "<" { depth += 1 } else if tokens[opening].text == ">" { depth -= 1 }
                    opening += 1
                    if depth == 0 { break }
                }
            }
            if opening < tokens.count, tokens[opening].text == "(", !tokens[opening].followsSpace { return (type.text, opening) }
        }
        return nil
    }

    /// The argument labels of the call opening at `opening`.
    private static func labels(opening: Int, in tokens: [Token]) -> Set<String> {
        guard let closing = Parentheses.closing(opening: opening, in: tokens) else { return [] }
        var labels: Set<String> = []
        var depth = 0
        for index in opening..<closing {
            switch tokens[index].text {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            default: break
            }
            if depth == 1, tokens[index].text == "(" || tokens[index].text == ",", tokens[index + 1].kind == .identifier,
               index + 2 < closing, tokens[index + 2].text == ":" {
                labels.insert(tokens[index + 1].text)
            }
        }
        return labels
    }
}
