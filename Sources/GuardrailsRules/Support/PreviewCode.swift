import GuardrailsCore

/// Which tokens belong to SwiftUI previews: `#Preview { … }` blocks and the bodies of `PreviewProvider`
/// types. Previews show a view with sample data; they never ship in a screen.
enum PreviewCode {
    static func mask(_ tokens: [Token], types: [TypeDecl]) -> [Bool] {
        var mask = [Bool](repeating: false, count: tokens.count)
        let providers = Set(types.filter { $0.inherits("PreviewProvider") }.map { "\($0.line):\($0.column)" })
        var position = 0
        while position < tokens.count {
            let token = tokens[position]
            let startsPreview = (token.kind == .pound && token.text == "#Preview")
                || (token.kind == .keyword && providers.contains("\(token.line):\(token.column)"))
            guard startsPreview, let end = bodyEnd(from: position, in: tokens) else {
                position += 1
                continue
            }
            for covered in position...end { mask[covered] = true }
            position = end + 1
        }
        return mask
    }

    /// The `}` closing the first body brace after `start` (skipping a `#Preview("name")` argument list).
    private static func bodyEnd(from start: Int, in tokens: [Token]) -> Int? {
        var position = start + 1
        var parentheses = 0
        while position < tokens.count, !(parentheses == 0 && tokens[position].kind == .punctuation && tokens[position].text == "{") {
            if tokens[position].kind == .punctuation {
                if tokens[position].text == "(" { parentheses += 1 } else if tokens[position].text == ")" { parentheses -= 1 }
            }
            position += 1
        }
        var depth = 0
        while position < tokens.count {
            if tokens[position].kind == .punctuation {
                if tokens[position].text == "{" { depth += 1 } else if tokens[position].text == "}" {
                    depth -= 1
                    if depth == 0 { return position }
                }
            }
            position += 1
        }
        return tokens.count - 1
    }
}
