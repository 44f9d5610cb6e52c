//  This file was automatically generated and should not be edited.

final class ProductQuery: @unchecked Sendable {
    var identifier = ""
}
