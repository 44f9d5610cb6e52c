import GuardrailsCore

/// For `navigation-in-view-controller`: what a factory method called in the same file returns. `let sheet =
/// makeShareSheet(for: item)` presents what `func makeShareSheet(for:) -> UIActivityViewController` declares.
enum FactoryResult {
    private static let lookBehind = 600

    /// `f` when the local `name` was declared before `position` as `let name = f(…)`, `let name = self.f(…)` or
    /// `let name = Helper.f(…)` (a static factory of a type), a call of a method (its name starts in lower case).
    static func factory(initializing name: String, before position: Int, in tokens: [Token]) -> String? {
        var current = position - 1
        while current > 0, position - current < lookBehind {
            if tokens[current].kind == .identifier, tokens[current].text == name, tokens[current - 1].kind == .keyword,
               tokens[current - 1].text == "let" || tokens[current - 1].text == "var" {
                var call = current + 2
                guard call + 1 < tokens.count, tokens[current + 1].text == "=" else { return nil }
                if tokens[call].text == "self" || tokens[call].kind == .identifier && tokens[call].text.first?.isUppercase == true,
                   call + 3 < tokens.count, tokens[call + 1].text == "." { call += 2 }
                let callee = tokens[call]
                guard callee.kind == .identifier, callee.text.first?.isLowercase == true, tokens[call + 1].text == "(",
                      !tokens[call + 1].followsSpace else { return nil }
                return callee.text
            }
            current -= 1
        }
        return nil
    }

    /// The type a function of this file named `function` declares it returns (`-> UIAlertController`), if one does.
    static func declaredType(of function: String, in types: [TypeDecl], _ tokens: [Token]) -> String? {
        for type in types {
            for member in type.members where member.kind == .function && member.name == function {
                guard let start = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { continue }
                var arrow = FunctionParameters.names(declaredAt: start, in: tokens).end + 1
                while arrow < tokens.count, tokens[arrow].kind == .keyword, ["async", "throws", "rethrows"].contains(tokens[arrow].text) { arrow += 1 }
                guard arrow + 1 < tokens.count, tokens[arrow].text == "->", tokens[arrow + 1].kind == .identifier else { continue }
                return tokens[arrow + 1].text
            }
        }
        return nil
    }
}
