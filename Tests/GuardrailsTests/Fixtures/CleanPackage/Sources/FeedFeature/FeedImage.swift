import Foundation

/// Mentions in comments and strings are not code: import UIKit, URLSession.shared.
public struct FeedImage: Hashable, Sendable {
    public let id: UUID
    public let note = "import UIKit; URLSession.shared; $TESTABLE_IMPORT X"

    public init(id: UUID) {
        self.id = id
    }
}
