/// A rule option's value: options are either switches or lists of names.
public enum OptionValue: Sendable, Equatable {
    case bool(Bool)
    case strings([String])

    public var typeName: String {
        switch self {
        case .bool: "a boolean"
        case .strings: "an array of strings"
        }
    }
}
