/// Foundation's classes that stand for standard values (`NSString` for `String`, `NSNumber` for the numbers and `Bool`,
/// `NSNull` for a missing value in a collection): bridged values, never collaborators or AppKit symbols, though their
/// names carry AppKit's `NS` prefix.
enum FoundationValueClasses {
    static let names: Set<String> = [
        "NSString", "NSMutableString", "NSNumber", "NSDecimalNumber", "NSNull", "NSArray", "NSMutableArray", "NSDictionary",
        "NSMutableDictionary", "NSSet", "NSMutableSet", "NSOrderedSet", "NSDate", "NSURL", "NSData", "NSMutableData", "NSUUID",
        "NSValue",
    ]
}
