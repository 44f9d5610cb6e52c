/// `message` is `nil` when there is no error to show, so one call both shows and clears an error.
public struct ResourceErrorViewModel: Hashable, Sendable {
    public let message: String?

    public init(message: String?) {
        self.message = message
    }

    public static let noError = ResourceErrorViewModel(message: nil)

    public static func error(message: String) -> ResourceErrorViewModel {
        ResourceErrorViewModel(message: message)
    }
}
