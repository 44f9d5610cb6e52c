/// An open `\( … )` inside a string: code is lexed until its parentheses balance, then the string resumes.
struct Interpolation: Sendable {
    let delimiter: StringDelimiter
    var openParentheses: Int
}
