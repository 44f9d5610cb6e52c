import Foundation

extension LocalizedStringTable {
    /// Strings every resource shares, such as the load error.
    public static let sharedPresentation = LocalizedStringTable(name: "Shared", bundle: .module)
}
