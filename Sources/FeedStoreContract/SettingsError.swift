/// An environment variable meant for the contract that holds something it cannot use.
struct SettingsError: Error, Equatable, CustomStringConvertible {
    let variable: String
    let value: String
    let expected: String

    var description: String {
        "\(variable)=\"\(value)\" is not \(expected); unset it or fix it"
    }
}
