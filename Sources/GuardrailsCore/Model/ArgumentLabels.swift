/// Reads a parameter list's argument labels from tokens, for the model's protocol requirements and empty bodies and for a
/// rule matching a witness with a body to its requirement.
public enum ArgumentLabels {
    /// The argument labels of the parameter list between `opening` and `closing`, each followed by a colon
    /// (`for:_:`): the first name of each parameter (`_` for none). Parameters are told by their names before
    /// a colon, so a comma inside a type (`Result<Int, Error>`) starts none.
    @inline(__always) public static func read(from opening: Int, to closing: Int, in tokens: [Token]) -> String {
        var labels = ""
        var depth = 0
        var position = opening + 1
        var startsParameter = true
        let isPunctuation = { (offset: Int, text: Unicode.Scalar) in
            offset < closing && tokens[offset].kind == .punctuation && tokens[offset].firstByte == UInt8(ascii: text)
        }
        while position < closing {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch Unicode.Scalar(token.firstByte) {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                case "," where depth == 0: startsParameter = true; position += 1; continue
                default: break
                }
            }
            if startsParameter, depth == 0 {
                startsParameter = false
                var name = position
                while name < closing, tokens[name].kind == .attribute { name += 1 }
                let isName = { (offset: Int) in offset < closing && (tokens[offset].kind == .identifier || tokens[offset].kind == .keyword) }
                if isName(name), isPunctuation(name + 1, ":") || isName(name + 1) && isPunctuation(name + 2, ":") {
                    labels += tokens[name].text + ":"
                }
            }
            position += 1
        }
        return labels
    }
}
