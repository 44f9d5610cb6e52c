/// A failure with no meaning of its own, for paths where only "it failed" matters.
public struct AnyError: Error, Equatable {
    public init() {}
}
