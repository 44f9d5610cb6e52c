//  This file was automatically generated and should not be edited.

final class ProductQuery: $UNCHECKED_SENDABLE {
    var identifier = ""
}
