if let brace { pendingBrace = brace }
if let brace {
    body = isPunctuation(brace + 1) ? .empty : .nonEmpty
    pendingBrace = brace
}
