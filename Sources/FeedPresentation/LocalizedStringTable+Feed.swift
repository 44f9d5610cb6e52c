import Foundation
import SharedPresentation

extension LocalizedStringTable {
    public static let feed = LocalizedStringTable(name: "Feed", bundle: .module)
}
