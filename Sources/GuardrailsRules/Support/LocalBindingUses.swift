import GuardrailsCore

/// `let center = NotificationCenter.default` (or `let center: NotificationCenter = …`), the whole statement: where the
/// rest of the enclosing block uses the local as a receiver (`center.publisher(…)`), so the binding can be judged by its
/// uses as the inline form is. `nil` when the value is not bound that way, or when the local is used otherwise (handed
/// on as an argument, stored, returned): then it escapes, and the binding stands for whatever receives it.
enum LocalBindingUses {
    static func receivers(boundAt position: Int, in tokens: [Token]) -> [Int]? {
        // `let name = Base.member`, `let name: Type = Base.member`, ending the statement.
        guard position >= 4, tokens[position - 1].text == ".", tokens[position - 3].text == "=",
              position + 1 >= tokens.count || tokens[position + 1].startsLine || tokens[position + 1].text == ";" || tokens[position + 1].text == "}" else { return nil }
        var nameAt = position - 4
        if nameAt >= 2, tokens[nameAt].kind == .identifier, tokens[nameAt - 1].text == ":" { nameAt -= 2 }
        guard nameAt >= 1, tokens[nameAt].kind == .identifier, tokens[nameAt - 1].text == "let" || tokens[nameAt - 1].text == "var" else { return nil }
        let name = tokens[nameAt].text
        var uses: [Int] = []
        var depth = 0
        var cursor = position + 1
        while cursor < tokens.count {
            let text = tokens[cursor].text
            if text == "{" { depth += 1 }
            if text == "}" {
                if depth == 0 { break }
                depth -= 1
            }
            if text == name, tokens[cursor].kind == .identifier, tokens[cursor - 1].text != "." {
                let next = cursor + 1 < tokens.count ? tokens[cursor + 1].text : ""
                // An argument label (`center: hub`) is no use; anything but a member access on it lets the local escape.
                if next != ":" {
                    guard next == "." else { return nil }
                    uses.append(cursor)
                }
            }
            cursor += 1
        }
        return uses
    }
}
