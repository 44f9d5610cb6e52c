/// One slot of the lexer's keyword table: a keyword's packed spelling (both zero when the slot is free).
struct KeywordSlot {
    let low: UInt64
    let high: UInt64
    /// The keyword ends an expression (`self`, `nil`, `true`…).
    let endsValue: Bool
}
