public struct ResourceLoadingViewModel: Hashable, Sendable {
    public let isLoading: Bool

    public init(isLoading: Bool) {
        self.isLoading = isLoading
    }

    /// What a UI that cannot animate says while loading.
    public static var loadingMessage: String {
        LocalizedStringTable.sharedPresentation.string(for: "LOADING")
    }
}
