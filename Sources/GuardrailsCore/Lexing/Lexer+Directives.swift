/// Where each directive comment's `disable-next-line` reaches, found once the whole file is lexed.
extension Lexer {
    /// Attribute lines between a comment and its declaration are skipped up to this many tokens.
    static let attributeLookahead = 256

    static func placing(_ directives: [DirectiveComment], in tokens: [Token]) -> [DirectiveComment] {
        directives.map { directive in
            var index = firstToken(after: directive.line, in: tokens)
            guard index < tokens.count, tokens[index].line == directive.line + 1 else { return directive }
            let limit = min(tokens.count, index + attributeLookahead)
            while index < limit, tokens[index].kind == .attribute {
                index += 1
                if index < limit, tokens[index].kind == .punctuation, tokens[index].text == "(", !tokens[index].followsSpace {
                    index = afterClosingParenthesis(from: index, in: tokens, limit: limit)
                }
            }
            guard index < limit, tokens[index].line > directive.line + 1 else { return directive }
            return directive.reaching(tokens[index].line)
        }
    }

    /// The first token on a line after `line` (binary search: tokens come in line order).
    private static func firstToken(after line: Int32, in tokens: [Token]) -> Int {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].line <= line { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func afterClosingParenthesis(from open: Int, in tokens: [Token], limit: Int) -> Int {
        var depth = 0
        var index = open
        while index < limit {
            if tokens[index].kind == .punctuation {
                if tokens[index].text == "(" { depth += 1 }
                if tokens[index].text == ")" { depth -= 1 }
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return limit
    }
}
