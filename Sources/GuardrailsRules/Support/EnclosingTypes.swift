import GuardrailsCore

/// For token-reading rules: the innermost type declaration around each token, numbered as in
/// `SourceModel.types` (-1 at file scope), so a token can be judged by the type it sits in.
enum EnclosingTypes {
    static func map(_ tokens: [Token], types: [TypeDecl]) -> [Int32] {
        var starts: [Int64: Int32] = [:]
        for (number, type) in types.enumerated() { starts[key(type.line, type.column)] = Int32(number) }
        var result = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int32] = []
        var pending: Int32?
        for (position, token) in tokens.enumerated() {
            if token.kind == .keyword, let number = starts[key(Int(token.line), Int(token.column))] {
                pending = number
            } else if token.kind == .punctuation, token.text == "{" {
                stack.append(pending ?? stack.last ?? -1)
                pending = nil
            } else if token.kind == .punctuation, token.text == "}" {
                if !stack.isEmpty { stack.removeLast() }
            }
            result[position] = stack.last ?? -1
        }
        return result
    }

    private static func key(_ line: Int, _ column: Int) -> Int64 {
        Int64(line) << 32 | Int64(column)
    }
}
