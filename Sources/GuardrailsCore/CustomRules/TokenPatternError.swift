/// Why a custom rule's pattern cannot be used.
public struct TokenPatternError: Error, Sendable, Equatable {
    public let message: String
}
