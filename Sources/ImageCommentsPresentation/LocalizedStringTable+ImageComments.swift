import Foundation
import SharedPresentation

extension LocalizedStringTable {
    public static let imageComments = LocalizedStringTable(name: "ImageComments", bundle: .module)
}
